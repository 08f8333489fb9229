import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { itemBySlug } from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';
import {
  balance,
  call,
  history,
  newPlayer,
  ok,
  optIn,
  register,
  status,
  tournamentId,
} from '../tournaments/tournaments-testing.ts';

describe.each(databaseTargets())('challenges and their rewards on %s', (target) => {
  let t: TestApp;
  const ids = { chess: 0, goal: 0 };

  beforeAll(async () => {
    t = await startTestApp(target);
    ids.chess = await tournamentId(t, 'chess-masters-open');
    ids.goal = await tournamentId(t, 'goal-rush-five-a-side');
  });
  afterAll(() => t.dispose());

  it('a chained challenge: registering completes its first step once, its tickets land in the ledger', async () => {
    const p = await newPlayer(t);
    const before = await optIn(t, p, 'chess-masters-open-opening-moves');
    expect(before.steps.map((s) => s.done)).toEqual([false, false, false]);
    await register(t, p, ids.chess);
    await register(t, p, ids.chess);
    const after = (await status(t, p, ids.chess)).challenges.find(
      (c) => c.challengeId === 'chess-masters-open-opening-moves',
    );
    expect(after).toMatchObject({ optedIn: true, ticketsEarned: 1 });
    expect(after?.steps.map((s) => [s.event, s.done, s.active])).toEqual([
      ['register', true, false],
      ['play', false, true],
      ['win', false, false],
    ]);
    expect(await optIn(t, p, 'chess-masters-open-opening-moves')).toMatchObject({ ticketsEarned: 1 });
    expect(await balance(t, p)).toEqual({ tickets: 1, coins: 0 });
    const { items, total } = await history(t, p, '?lang=ar');
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      currency: 'TICKETS',
      amount: 1,
      sourceKind: 'challenge-step',
      label: 'حركات الافتتاح · سجّل في البطولة',
    });
  });

  it('opting in after registering counts the registration the server already knows', async () => {
    const p = await newPlayer(t);
    await register(t, p, ids.goal);
    const progress = await optIn(t, p, 'goal-rush-five-a-side-kick-off');
    expect(progress.steps.map((s) => s.done)).toEqual([true, false, false]);
    expect((await balance(t, p)).tickets).toBe(1);
  });

  it('the portal reports a watched highlights video: opted in, of that tournament, rewarded once', async () => {
    const p = await newPlayer(t);
    const highlights = await itemBySlug(t, 'demo', 'tournament-video', 'castle-siege-league-highlights');
    const other = await itemBySlug(t, 'demo', 'tournament-video', 'chess-masters-open-highlights');
    const watch = (contentId: number) =>
      call(t, p.token, 'POST', '/kafka/event/castle-siege-league-scout', { type: 'watch', contentId });
    await expectProblem(await watch(highlights.id), 409, 'CHALLENGE_NOT_OPTED_IN');
    await optIn(t, p, 'castle-siege-league-scout');
    await expectProblem(await watch(other.id), 400, 'CHALLENGE_WRONG_CONTENT');
    expect(await ok(watch(highlights.id))).toMatchObject({
      ticketsEarned: 1,
      steps: [{ done: true, count: 1 }],
    });
    await ok(watch(highlights.id));
    expect(await balance(t, p)).toEqual({ tickets: 1, coins: 0 });
  });

  it('get-challenge-by-id carries the signed-in caller’s progress, and none for visitors', async () => {
    const p = await newPlayer(t);
    await register(t, p, ids.goal);
    await optIn(t, p, 'goal-rush-five-a-side-kick-off');
    const path = '/structure/get-challenge-by-id/fragment/goal-rush-five-a-side-kick-off';
    const mine = await ok<{ data: { customProperties: Record<string, unknown> } }>(
      call(t, p.token, 'GET', path),
    );
    expect(mine.data.customProperties).toMatchObject({
      id: 'goal-rush-five-a-side-kick-off',
      progress: { optedIn: true, ticketsEarned: 1 },
    });
    const res = await t.api(path);
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect(((await res.json()) as typeof mine).data.customProperties.progress).toBeUndefined();
  });
});

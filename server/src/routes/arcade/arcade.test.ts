import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArcadeRunSchema, LeaderboardSchema } from '../../../../contract/arcade.ts';
import { rewardGrants } from '../../db/schema/tournaments.ts';
import { tableFingerprint } from '../../testing/table-fingerprint.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { startGameSession } from '../games/game-sessions.ts';
import { type GameFixture, gameFixture } from '../games/game-testing.ts';
import { plausibleMax } from '../games/score-session.ts';
import { ACME_CLIENT, LISTENER, OWNER, postAs, tokenOf } from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';
import { arcadeBody, arcadeGames, moveCompetition } from './arcade-testing.ts';

/** Every table a score, a run or a leaderboard read could write. */
const TABLES = ['game_sessions', 'arcade_scores', 'arcade_competitions', 'reward_grants', 'challenge_events'];
const DAY = 86_400_000;

describe.each(databaseTargets())('arcade competitions on %s', (target) => {
  let t: TestApp;
  let fixture: GameFixture;
  const users = {
    listener: { id: '', token: '' },
    owner: { id: '', token: '' },
    acme: { id: '', token: '' },
  };
  let games: { id: number; slug: string }[] = [];

  beforeAll(async () => {
    fixture = await gameFixture();
    t = await startTestApp(target, { games: { dir: fixture.dir }, video: { cacheDir: fixture.cacheDir } });
    users.listener = await tokenOf(t, LISTENER);
    users.owner = await tokenOf(t, OWNER);
    users.acme = await tokenOf(t, ACME_CLIENT, 'acme');
    games = await arcadeGames(t);
  });
  afterAll(async () => {
    await t.dispose();
    await fixture.dispose();
  });

  const run = async (contentId: number, token = users.listener.token) => {
    const res = await postAs(t, '/game/arcade-competition', arcadeBody(contentId), { token });
    expect(res.status, await res.clone().text()).toBe(200);
    return v.parse(ArcadeRunSchema, await res.json());
  };
  const score = (session: string, points: number, token = users.listener.token, host?: string) =>
    postAs(
      t,
      '/game/arcade/score',
      { session, score: points },
      {
        token,
        ...(host ? { host, tenant: 'acme' } : {}),
      },
    );
  const board = async (contentId: number, token = users.listener.token, query = '') => {
    const res = await t.api(`/game/leaderboard/${contentId}${query}`, { token });
    expect(res.status, await res.clone().text()).toBe(200);
    return v.parse(LeaderboardSchema, await res.json());
  };
  const unchanged = async (refusal: () => Promise<unknown>) => {
    const before = await tableFingerprint(t, TABLES);
    await refusal();
    expect(await tableFingerprint(t, TABLES)).toEqual(before);
  };

  it('every demo arcade game has a running competition with prizes and a leaderboard of demo players', async () => {
    expect(games.length).toBeGreaterThanOrEqual(3);
    const first = await board(games[0]!.id);
    expect(first.competition).toMatchObject({
      state: 'running',
      prizes: [{ place: 1, tickets: 100 }, { place: 2 }, { place: 3 }],
    });
    expect(first.entries.length).toBeGreaterThanOrEqual(3);
    expect(first.entries.map((e) => e.rank)).toEqual(first.entries.map((_, i) => i + 1));
    expect(JSON.stringify(first)).not.toContain('@');
    const finished = await t.api(`/game/arcade/competition/${games[0]!.id}?state=finished`);
    expect(await finished.json()).toMatchObject({ state: 'finished' });
  });

  it('a score of an arcade run lands on the leaderboard once, with the caller’s rank; a replay writes nothing', async () => {
    const game = games[0]!;
    const started = await run(game.id);
    expect(started.url).toMatch(/^http:\/\/games\.localhost\/g\//);
    expect(started.competition.state).toBe('running');
    const points = Math.min(plausibleMax('meteor', 0), 80);
    const res = await score(started.session, points);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ score: points, best: points, improved: true });
    const after = await board(game.id);
    expect(after.mine?.score).toBe(points);
    expect(after.entries.some((e) => e.me && e.score === points) || (after.mine?.rank ?? 0) > 10).toBe(true);
    await unchanged(async () =>
      expectProblem(await score(started.session, points), 409, 'ARCADE_ALREADY_SCORED'),
    );
    // A lower score of a second run does not lower the best.
    const second = await run(game.id);
    expect(await (await score(second.session, 1)).json()).toMatchObject({ best: points, improved: false });
  });

  it('two posts of one run racing: one score is written, the other is a replay', async () => {
    const started = await run(games[0]!.id);
    const answers = await Promise.all([score(started.session, 4), score(started.session, 5)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const scored = await t.database.db.execute(
      sql`select score from game_sessions where id = ${started.sessionId} and score_posted_at is not null`,
    );
    expect((scored as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('refuses a forged token, another user’s run, another tenant’s, a play session, an implausible score', async () => {
    const started = await run(games[0]!.id);
    const forged = `${started.session.slice(0, -2)}${started.session.endsWith('AA') ? 'BB' : 'AA'}`;
    await unchanged(async () => expectProblem(await score(forged, 5), 403, 'ARCADE_SESSION_INVALID'));
    await unchanged(async () =>
      expectProblem(await score(started.session, 5, users.owner.token), 403, 'ARCADE_SESSION_INVALID'),
    );
    await unchanged(async () =>
      expectProblem(
        await score(started.session, 5, users.acme.token, 'acme.localhost'),
        403,
        'ARCADE_SESSION_INVALID',
      ),
    );
    const play = await startGameSession(t.database.db, {
      tenantName: 'demo',
      itemId: games[0]!.id,
      userId: users.listener.id,
      deviceId: 1000,
      mode: 'play',
    });
    await unchanged(async () => expectProblem(await score(play.token, 5), 409, 'ARCADE_SESSION_NOT_ARCADE'));
    await unchanged(async () =>
      expectProblem(await score(started.session, 1_000_000), 422, 'ARCADE_SCORE_IMPLAUSIBLE'),
    );
    // The refused run still takes its one genuine score.
    expect((await score(started.session, 3)).status).toBe(200);
  });

  it('a finished competition takes no score; no running one starts no run; visitors get neither run nor leaderboard', async () => {
    const game = games[1]!;
    const started = await run(game.id);
    await moveCompetition(t, 'demo', `${game.slug}-running`, {
      startsAt: new Date(Date.now() - 3 * DAY),
      endsAt: new Date(Date.now() - 1000),
    });
    await settled(game.id);
    await unchanged(async () =>
      expectProblem(await score(started.session, 5), 410, 'ARCADE_COMPETITION_FINISHED'),
    );
    await unchanged(async () =>
      expectProblem(
        await postAs(t, '/game/arcade-competition', arcadeBody(game.id), { token: users.listener.token }),
        409,
        'ARCADE_NOT_RUNNING',
      ),
    );
    await unchanged(async () => expectProblem(await t.api(`/game/leaderboard/${game.id}`), 401));
    await unchanged(async () =>
      expectProblem(await postAs(t, '/game/arcade-competition', arcadeBody(game.id)), 401),
    );
  });

  const settled = async (contentId: number) => {
    await t.api(`/game/arcade/competition/${contentId}`);
  };

  it('a finished competition grants its top places’ tickets once', async () => {
    const game = games[2]!;
    const before = await board(game.id, users.listener.token, '?state=running');
    const top = before.entries.slice(0, 3);
    await moveCompetition(t, 'demo', `${game.slug}-running`, {
      startsAt: new Date(Date.now() - 3 * DAY),
      endsAt: new Date(Date.now() - 1000),
    });
    const finished = await board(game.id, users.listener.token, '?state=finished');
    expect(finished.competition.state).toBe('finished');
    const source = String(finished.competition.competitionId);
    const grants = () =>
      t.database.db
        .select()
        .from(rewardGrants)
        .where(and(eq(rewardGrants.sourceKind, 'arcade'), eq(rewardGrants.sourceId, source)));
    const granted = await grants();
    expect(granted.map((g) => g.amount).sort((a, b) => b - a)).toEqual([100, 50, 25].slice(0, top.length));
    await board(game.id, users.listener.token, '?state=finished');
    expect((await grants()).length).toBe(granted.length);
  });
});

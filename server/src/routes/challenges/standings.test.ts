import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeProgress } from '../../../../contract/challenges.ts';
import { GamePlayAnswerSchema, GameScoreAnswerSchema } from '../../../../contract/games.ts';
import { users as usersTable } from '../../db/schema/auth.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { gameSessions } from '../../db/schema/games.ts';
import { tournamentRegistrations } from '../../db/schema/tournaments.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type GameFixture, gameFixture, seededGame } from '../games/game-testing.ts';
import { FREE, LISTENER, OWNER, postAs, tokenOf } from '../player/player-testing.ts';
import { call, ok } from '../tournaments/tournaments-testing.ts';

const GAMES = 'games.localhost';
const TOURNAMENT = 'chess-masters-open';
const PLACES = `${TOURNAMENT}-places`;
const ROAD = `${TOURNAMENT}-road`;
const step = (event: string) => ({
  titles: { en: event },
  rewards: [{ currency: 'TICKETS', amount: 1 }],
  event,
  target: 1,
});

describe.each(databaseTargets())('tournament standings: top-10 and podium steps on %s', (target) => {
  let t: TestApp;
  let fixture: GameFixture;
  let game = 0;
  let tournamentId = 0;
  const me = { id: '', token: '' };

  beforeAll(async () => {
    fixture = await gameFixture();
    t = await startTestApp(target, { games: { dir: fixture.dir }, video: { cacheDir: fixture.cacheDir } });
    Object.assign(me, await tokenOf(t, LISTENER));
    const online = await seededGame(t, 'SUBSCRIPTION');
    game = online.id;
    const [row] = await t.database.db
      .select()
      .from(catalogueItems)
      .where(eq(catalogueItems.slug, TOURNAMENT));
    tournamentId = row?.id ?? 0;
    await t.database.db
      .update(catalogueItems)
      .set({
        props: {
          ...row?.props,
          gameSlug: online.slug,
          startsAt: new Date(Date.now() - 86_400_000).toISOString(),
          endsAt: new Date(Date.now() + 86_400_000).toISOString(),
          winScore: undefined,
          challenges: [
            { id: PLACES, titles: { en: 'Places' }, chained: false, steps: [step('top10'), step('podium')] },
            { id: ROAD, titles: { en: 'Road' }, chained: true, steps: [step('play'), step('top10')] },
          ],
        } as never,
      })
      .where(and(eq(catalogueItems.tenantName, 'demo'), eq(catalogueItems.id, tournamentId)));
    // Three rivals, registered, with scores of 300, 200 and 100 posted during the tournament.
    const rivals = await t.database.db
      .select({ id: usersTable.id })
      .from(usersTable)
      .where(
        and(
          eq(usersTable.tenantName, 'demo'),
          sql`lower(${usersTable.email}) in (${OWNER}, ${FREE}, 'basic@demo.example')`,
        ),
      );
    expect(rivals).toHaveLength(3);
    for (const [index, rival] of rivals.entries()) {
      await t.database.db
        .insert(tournamentRegistrations)
        .values({ tenantName: 'demo', tournamentId, userId: rival.id });
      await t.database.db.insert(gameSessions).values({
        tenantName: 'demo',
        itemId: game,
        userId: rival.id,
        deviceId: 1000,
        player: `user:${rival.id}`,
        mode: 'play',
        expiresAt: new Date(Date.now() + 3_600_000),
        score: 300 - index * 100,
        scorePostedAt: new Date(),
      });
    }
  });
  afterAll(async () => {
    await t.dispose();
    await fixture.dispose();
  });

  /** A play begun ten minutes ago, scored with these points. */
  const playAndScore = async (points: number) => {
    const res = await postAs(
      t,
      '/game/play',
      { articleId: game, distributionChannel: 'WEB', deviceId: 1000 },
      me,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = v.parse(GamePlayAnswerSchema, await res.json());
    await t.database.db
      .update(gameSessions)
      .set({ startedAt: sql`now() - interval '10 minutes'` })
      .where(eq(gameSessions.id, answer.sessionId));
    const page = await (await t.get(new URL(answer.url).pathname, { host: GAMES })).text();
    const session = page.match(/<meta name="game-session" content="([^"]+)">/)?.[1] ?? '';
    const scored = await postAs(t, '/game/score', { session, score: points }, me);
    expect(scored.status, await scored.clone().text()).toBe(200);
    return v.parse(GameScoreAnswerSchema, await scored.json());
  };
  const progress = (challenge: string) =>
    ok<ChallengeProgress>(call(t, me.token, 'PATCH', `/kafka/optInChallenge/${challenge}`));

  it('an unregistered player has no place; a registered one in fourth place is top 10, not on the podium', async () => {
    await progress(PLACES);
    await progress(ROAD);
    expect((await playAndScore(50)).advanced).not.toContain(PLACES);
    await ok(call(t, me.token, 'POST', `/tournament/registerTournament/${tournamentId}`, {}));
    const fourth = await playAndScore(60);
    expect(fourth.advanced).toContain(PLACES);
    expect((await progress(PLACES)).steps.map((s) => s.done)).toEqual([true, false]);
  });

  it('a chained step counts the place once the steps before it are done', async () => {
    // The road's first step (a play) was done by the plays above; the place event of a later score counts.
    expect((await progress(ROAD)).steps.map((s) => s.done)).toEqual([true, true]);
  });

  it('a score that beats the third place puts the player on the podium', async () => {
    const third = await playAndScore(150);
    expect(third.advanced).toContain(PLACES);
    expect((await progress(PLACES)).steps.map((s) => s.done)).toEqual([true, true]);
  });
});

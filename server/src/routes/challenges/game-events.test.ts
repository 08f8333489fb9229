import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeProgress } from '../../../../contract/challenges.ts';
import { GamePlayAnswerSchema, GameScoreAnswerSchema } from '../../../../contract/games.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { gameSessions } from '../../db/schema/games.ts';
import { challengeEvents } from '../../db/schema/tournaments.ts';
import { tableFingerprint } from '../../testing/table-fingerprint.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { startGameSession } from '../games/game-sessions.ts';
import { type GameFixture, gameFixture, seededGame } from '../games/game-testing.ts';
import { FREE, LISTENER, postAs, tokenOf } from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';
import { call, ok } from '../tournaments/tournaments-testing.ts';

const GAMES = 'games.localhost';
const TOURNAMENT = 'chess-masters-open';
const PLAYS = `${TOURNAMENT}-h7-plays`;
const SCORES = `${TOURNAMENT}-h7-scores`;
const TICKETS = [{ currency: 'TICKETS', amount: 1 }];
const stepOf = (event: string, target: number) => ({
  titles: { en: event },
  rewards: TICKETS,
  event,
  target,
});

describe.each(databaseTargets())('challenge events from game sessions on %s', (target) => {
  let t: TestApp;
  let fixture: GameFixture;
  let game = 0;
  let freemium = 0;
  let tournamentProps: Record<string, unknown> = {};
  const users = { listener: { id: '', token: '' }, free: { id: '', token: '' } };

  /** The tournament played in the seeded online game, with challenges counting every game event. */
  const setTournament = async (props: Record<string, unknown>) => {
    await t.database.db
      .update(catalogueItems)
      .set({ props: props as never })
      .where(and(eq(catalogueItems.tenantName, 'demo'), eq(catalogueItems.slug, TOURNAMENT)));
  };

  beforeAll(async () => {
    fixture = await gameFixture();
    t = await startTestApp(target, { games: { dir: fixture.dir }, video: { cacheDir: fixture.cacheDir } });
    users.listener = await tokenOf(t, LISTENER);
    users.free = await tokenOf(t, FREE);
    const online = await seededGame(t, 'SUBSCRIPTION');
    game = online.id;
    freemium = (await seededGame(t, 'DOWNLOAD_TO_OWN_FREEMIUM')).id;
    const [row] = await t.database.db
      .select()
      .from(catalogueItems)
      .where(eq(catalogueItems.slug, TOURNAMENT));
    tournamentProps = {
      ...row?.props,
      gameSlug: online.slug,
      winScore: 100,
      challenges: [
        { id: PLAYS, titles: { en: 'Plays' }, chained: false, steps: [stepOf('play', 5), stepOf('day', 2)] },
        {
          id: SCORES,
          titles: { en: 'Scores' },
          chained: false,
          steps: [stepOf('record', 1), stepOf('win', 1)],
        },
      ],
    };
    await setTournament(tournamentProps);
  });
  afterAll(async () => {
    await t.dispose();
    await fixture.dispose();
  });

  const body = { articleId: 0, distributionChannel: 'WEB', deviceId: 1000 };
  const play = async (token = users.listener.token) => {
    const res = await postAs(t, '/game/play', { ...body, articleId: game }, { token });
    expect(res.status, await res.clone().text()).toBe(200);
    return v.parse(GamePlayAnswerSchema, await res.json());
  };
  /** The signed session token the game page carries in its meta. */
  const tokenOfPage = async (url: string) => {
    const page = await (await t.get(new URL(url).pathname, { host: GAMES })).text();
    return page.match(/<meta name="game-session" content="([^"]+)">/)?.[1] ?? '';
  };
  /** A play begun ten minutes ago (so a score of a few hundred points is plausible). */
  const longPlay = async () => {
    const answer = await play();
    await t.database.db
      .update(gameSessions)
      .set({ startedAt: sql`now() - interval '10 minutes'` })
      .where(eq(gameSessions.id, answer.sessionId));
    return tokenOfPage(answer.url);
  };
  const score = (session: string, points: number, token = users.listener.token) =>
    postAs(t, '/game/score', { session, score: points }, { token });
  const progress = (challenge: string, token = users.listener.token) =>
    ok<ChallengeProgress>(call(t, token, 'PATCH', `/kafka/optInChallenge/${challenge}`));
  const eventsOf = async (userId: string) =>
    (
      await t.database.db
        .select({ type: challengeEvents.type })
        .from(challengeEvents)
        .where(eq(challengeEvents.userId, userId))
        .orderBy(challengeEvents.id)
    ).map((row) => row.type);

  it('a play counts nothing for a user not opted in', async () => {
    await play();
    expect(await eventsOf(users.listener.id)).toEqual([]);
  });

  it('opted in: every play session of the game counts, its days once per UTC day, visitors’ free plays not', async () => {
    await progress(PLAYS);
    await progress(SCORES);
    await play();
    const url = await ok<{ uri: string }>(
      call(t, users.listener.token, 'POST', `/game/url/online/${game}?deviceId=1000`),
    );
    expect(url.uri).toContain('/g/');
    let steps = (await progress(PLAYS)).steps;
    expect(steps.map((s) => s.count)).toEqual([2, 1]);
    // An arcade run of the game is a play too.
    await startGameSession(t.database.db, {
      tenantName: 'demo',
      itemId: game,
      userId: users.listener.id,
      deviceId: 1000,
      mode: 'arcade',
    });
    // The next UTC day, a second day counts (the first day's event is moved back a day).
    await t.database.db
      .update(challengeEvents)
      .set({ createdAt: sql`${challengeEvents.createdAt} - interval '1 day'` })
      .where(and(eq(challengeEvents.userId, users.listener.id), eq(challengeEvents.type, 'day')));
    await play();
    steps = (await progress(PLAYS)).steps;
    expect(steps.map((s) => s.count)).toEqual([4, 2]);
    expect(steps[1]?.done).toBe(true);
    // A visitor's free play of another game names no user: nothing counts.
    const before = await eventsOf(users.listener.id);
    const free = await postAs(t, '/game/play-free', { ...body, articleId: freemium });
    expect(free.status).toBe(200);
    expect(await eventsOf(users.listener.id)).toEqual(before);
  });

  it('a finished tournament counts no play', async () => {
    await setTournament({ ...tournamentProps, endsAt: '2020-01-01T00:00:00Z' });
    const before = await eventsOf(users.listener.id);
    await play();
    expect(await eventsOf(users.listener.id)).toEqual(before);
    await setTournament(tournamentProps);
  });

  it('a score is stored once; record beats a previous best, win reaches the winning score', async () => {
    const first = await longPlay();
    const low = v.parse(GameScoreAnswerSchema, await (await score(first, 50)).json());
    expect(low).toEqual({ score: 50, best: 50, improved: false, advanced: [] });
    await expectProblem(await score(first, 60), 409, 'GAME_ALREADY_SCORED');
    const [stored] = await t.database.db
      .select({ score: gameSessions.score })
      .from(gameSessions)
      .where(sql`${gameSessions.scorePostedAt} is not null`);
    expect(stored?.score).toBe(50);
    const second = await longPlay();
    const high = v.parse(GameScoreAnswerSchema, await (await score(second, 120)).json());
    expect(high).toEqual({ score: 120, best: 120, improved: true, advanced: [SCORES] });
    const steps = (await progress(SCORES)).steps;
    expect(steps.map((s) => s.done)).toEqual([true, true]);
    // Below the best and the winning score: nothing moves.
    const third = await longPlay();
    const lower = v.parse(GameScoreAnswerSchema, await (await score(third, 90)).json());
    expect(lower).toMatchObject({ best: 120, improved: false, advanced: [] });
  });

  it('refusals write nothing: implausible, another user’s session, a free play', async () => {
    const tables = ['game_sessions', 'challenge_events', 'reward_grants'];
    const fresh = await tokenOfPage((await play()).url);
    const before = await tableFingerprint(t, tables);
    await expectProblem(await score(fresh, 100_000), 422, 'GAME_SCORE_IMPLAUSIBLE');
    await expectProblem(await score(fresh, 10, users.free.token), 403, 'GAME_SESSION_INVALID');
    expect(await tableFingerprint(t, tables)).toEqual(before);
  });

  it('a user not opted in scores without events', async () => {
    const session = await startGameSession(t.database.db, {
      tenantName: 'demo',
      itemId: game,
      userId: users.free.id,
      deviceId: 1000,
      mode: 'play',
    });
    await t.database.db
      .update(gameSessions)
      .set({ startedAt: sql`now() - interval '10 minutes'` })
      .where(eq(gameSessions.id, session.id));
    const res = await score(session.token, 300, users.free.token);
    expect(res.status).toBe(200);
    expect(await eventsOf(users.free.id)).toEqual([]);
  });
});

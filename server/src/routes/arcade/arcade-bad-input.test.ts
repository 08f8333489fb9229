import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprint } from '../../testing/table-fingerprint.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type GameFixture, gameFixture, seededGame } from '../games/game-testing.ts';
import { ACME_CLIENT, LISTENER, tokenOf } from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';
import { settleAllFinished } from './arcade-competitions.ts';
import { arcadeBody, arcadeGames } from './arcade-testing.ts';

/** Every table an arcade call could write. */
const TABLES = ['game_sessions', 'arcade_scores', 'arcade_competitions', 'reward_grants', 'challenge_events'];

interface Fixtures {
  arcade: number;
  game: number;
  /** A genuine-looking token: the right shape, sealed with no key of this server. */
  fake: string;
}

interface BadInputCase {
  name: string;
  method?: 'GET' | 'POST';
  path: (f: Fixtures) => string;
  body?: (f: Fixtures) => unknown;
  raw?: string;
  as?: 'listener' | 'visitor' | 'acme';
  status: 400 | 401 | 403 | 404 | 409;
  code?: string;
}

const V = 'VALIDATION_FAILED';
const START = () => '/game/arcade-competition';
const SCORE = () => '/game/arcade/score';
const s = (f: Fixtures, score: unknown) => ({ session: f.fake, score });

// biome-ignore format: one case per line
const CASES: BadInputCase[] = [
  { name: 'start: no contentId', path: START, body: () => ({ protocol: 'https' }), status: 400, code: V },
  { name: 'start: contentId as text', path: START, body: (f) => ({ contentId: String(f.arcade) }), status: 400, code: V },
  { name: 'start: contentId 0', path: START, body: () => arcadeBody(0), status: 400, code: V },
  { name: 'start: contentId beyond int4', path: START, body: () => arcadeBody(2 ** 31), status: 400, code: V },
  { name: 'start: fractional contentId', path: START, body: () => arcadeBody(2.5), status: 400, code: V },
  { name: 'start: unknown protocol', path: START, body: (f) => ({ ...arcadeBody(f.arcade), protocol: 'ftp' }), status: 400, code: V },
  { name: 'start: protocol with a control character', path: START, body: (f) => ({ ...arcadeBody(f.arcade), protocol: 'ht\u0000tps' }), status: 400, code: V },
  { name: 'start: deviceId beyond int4', path: START, body: (f) => ({ ...arcadeBody(f.arcade), deviceId: 2 ** 32 }), status: 400, code: V },
  { name: 'start: unknown field', path: START, body: (f) => ({ ...arcadeBody(f.arcade), competitionId: 1 }), status: 400, code: V },
  { name: 'start: body not JSON', path: START, raw: '{"contentId":', status: 400, code: 'MALFORMED_JSON' },
  { name: 'start: unknown lang', path: () => '/game/arcade-competition?lang=xx', body: (f) => arcadeBody(f.arcade), status: 400, code: V },
  { name: 'start: unknown game', path: START, body: () => arcadeBody(99_999_999), status: 404, code: 'GAME_NOT_FOUND' },
  { name: 'start: a game that is not arcade', path: START, body: (f) => arcadeBody(f.game), status: 404, code: 'ARCADE_NO_COMPETITION' },
  { name: 'start: another tenant’s game', path: START, body: (f) => arcadeBody(f.arcade), as: 'acme', status: 404, code: 'GAME_NOT_FOUND' },
  { name: 'start: a visitor', path: START, body: (f) => arcadeBody(f.arcade), as: 'visitor', status: 401, code: 'AUTH_REQUIRED' },
  { name: 'score: a visitor', path: SCORE, body: (f) => s(f, 10), as: 'visitor', status: 401, code: 'AUTH_REQUIRED' },
  { name: 'score: no session', path: SCORE, body: () => ({ score: 10 }), status: 400, code: V },
  { name: 'score: no score', path: SCORE, body: (f) => ({ session: f.fake }), status: 400, code: V },
  { name: 'score: negative', path: SCORE, body: (f) => s(f, -1), status: 400, code: V },
  { name: 'score: fractional', path: SCORE, body: (f) => s(f, 10.5), status: 400, code: V },
  { name: 'score: beyond int4', path: SCORE, body: (f) => s(f, 2 ** 31), status: 400, code: V },
  { name: 'score: as text', path: SCORE, body: (f) => s(f, '10'), status: 400, code: V },
  { name: 'score: NaN-like null', path: SCORE, body: (f) => s(f, null), status: 400, code: V },
  { name: 'score: session not a token', path: SCORE, body: () => ({ session: 'not-a-token', score: 1 }), status: 400, code: V },
  { name: 'score: session with a control character', path: SCORE, body: (f) => ({ session: `${f.fake}\u0000`, score: 1 }), status: 400, code: V },
  { name: 'score: session too long', path: SCORE, body: () => ({ session: `${'a'.repeat(2000)}.${'b'.repeat(43)}`, score: 1 }), status: 400, code: V },
  { name: 'score: unknown field', path: SCORE, body: (f) => ({ ...s(f, 1), final: true }), status: 400, code: V },
  { name: 'score: body not JSON', path: SCORE, raw: '{"session":', status: 400, code: 'MALFORMED_JSON' },
  { name: 'score: a forged token', path: SCORE, body: (f) => s(f, 10), status: 403, code: 'ARCADE_SESSION_INVALID' },
  { name: 'score: a forged token at another tenant', path: SCORE, body: (f) => s(f, 10), as: 'acme', status: 403, code: 'ARCADE_SESSION_INVALID' },
  { name: 'leaderboard: a visitor', method: 'GET', path: (f) => `/game/leaderboard/${f.arcade}`, as: 'visitor', status: 401, code: 'AUTH_REQUIRED' },
  { name: 'leaderboard: id not a number', method: 'GET', path: () => '/game/leaderboard/abc', status: 400, code: V },
  { name: 'leaderboard: id with a leading zero', method: 'GET', path: (f) => `/game/leaderboard/0${f.arcade}`, status: 400, code: V },
  { name: 'leaderboard: id beyond int4', method: 'GET', path: () => '/game/leaderboard/2147483648', status: 400, code: V },
  { name: 'leaderboard: unknown state', method: 'GET', path: (f) => `/game/leaderboard/${f.arcade}?state=paused`, status: 400, code: V },
  { name: 'leaderboard: unknown query field', method: 'GET', path: (f) => `/game/leaderboard/${f.arcade}?user=1`, status: 400, code: V },
  { name: 'leaderboard: a game that is not arcade', method: 'GET', path: (f) => `/game/leaderboard/${f.game}`, status: 404, code: 'ARCADE_NO_COMPETITION' },
  { name: 'leaderboard: another tenant’s game', method: 'GET', path: (f) => `/game/leaderboard/${f.arcade}`, as: 'acme', status: 404, code: 'ARCADE_NO_COMPETITION' },
  { name: 'competition: unknown state', method: 'GET', path: (f) => `/game/arcade/competition/${f.arcade}?state=over`, as: 'visitor', status: 400, code: V },
  { name: 'competition: unknown game', method: 'GET', path: () => '/game/arcade/competition/99999999', as: 'visitor', status: 404, code: 'ARCADE_NO_COMPETITION' },
];

describe.each(databaseTargets())('bad input to the arcade calls on %s', (target) => {
  let t: TestApp;
  let fixture: GameFixture;
  const f = {} as Fixtures;
  const tokens = { listener: '', acme: '' };

  beforeAll(async () => {
    fixture = await gameFixture();
    t = await startTestApp(target, { games: { dir: fixture.dir }, video: { cacheDir: fixture.cacheDir } });
    tokens.listener = (await tokenOf(t, LISTENER)).token;
    tokens.acme = (await tokenOf(t, ACME_CLIENT, 'acme')).token;
    f.arcade = (await arcadeGames(t))[0]?.id ?? 0;
    f.game = (await seededGame(t, 'SUBSCRIPTION')).id;
    f.fake = `${'A'.repeat(60)}.${'B'.repeat(43)}`;
    // The seeded finished competitions' prizes, granted before the table runs (a read grants them otherwise).
    await settleAllFinished(t.database.db);
  });
  afterAll(async () => {
    await t.dispose();
    await fixture.dispose();
  });

  it('the table names each case once', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(35);
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length);
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s → a problem, nothing written', async (_, c) => {
    const before = await tableFingerprint(t, TABLES);
    const body = c.raw ?? c.body?.(f);
    const as = c.as ?? 'listener';
    const res = await t.api(c.path(f), {
      method: c.method ?? 'POST',
      ...(as === 'listener' ? { token: tokens.listener } : {}),
      ...(as === 'acme' ? { token: tokens.acme, tenant: 'acme', host: 'acme.localhost' } : {}),
      ...(body !== undefined ? { body } : {}),
    });
    const text = await res.clone().text();
    await expectProblem(res, c.status, c.code);
    expect(text).not.toMatch(/games\.localhost\/g\/|@/);
    expect(await tableFingerprint(t, TABLES)).toEqual(before);
  });
});

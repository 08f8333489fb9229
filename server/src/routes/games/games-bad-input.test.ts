import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSessions } from '../../db/schema/games.ts';
import { tableFingerprint } from '../../testing/table-fingerprint.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { ACME_CLIENT, childOf, itemBySlug, LISTENER, tokenOf } from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';
import { startGameSession } from './game-sessions.ts';
import { type GameFixture, gameFixture, seededGame } from './game-testing.ts';

/** Every table a game call could write (sessions and the free-play address limit). */
const TABLES = [
  'game_sessions',
  'rate_limits',
  'wallet_items',
  'downloads',
  'challenge_events',
  'reward_grants',
];

interface Fixtures {
  online: number;
  download: number;
  freemium: number;
  track: number;
  video: number;
  /** Session tokens of the listener: a live play, a free play, a play already scored. */
  play: string;
  free: string;
  scored: string;
}

interface BadInputCase {
  name: string;
  path: (f: Fixtures) => string;
  body?: (f: Fixtures) => unknown;
  raw?: string;
  as?: 'listener' | 'visitor' | 'acme';
  status: 400 | 401 | 403 | 404 | 409 | 422;
  code: string;
}

const V = 'VALIDATION_FAILED';
const PLAY = () => '/game/play';
const FREE = () => '/game/play-free';
const DOWNLOAD = () => '/game/download';
const ok = (articleId: number) => ({ articleId, distributionChannel: 'WEB', deviceId: 1000 });
const SCORE = () => '/game/score';
/** A token of the right shape whose signature is wrong. */
const forged = (token: string) => `${token.slice(0, -43)}${'A'.repeat(43)}`;

// biome-ignore format: one case per line
const CASES: BadInputCase[] = [
  { name: 'play: no articleId', path: PLAY, body: () => ({ deviceId: 1000 }), status: 400, code: V },
  { name: 'play: no deviceId', path: PLAY, body: (f) => ({ articleId: f.online }), status: 400, code: V },
  { name: 'play: articleId as text', path: PLAY, body: (f) => ({ ...ok(f.online), articleId: String(f.online) }), status: 400, code: V },
  { name: 'play: articleId 0', path: PLAY, body: () => ok(0), status: 400, code: V },
  { name: 'play: negative articleId', path: PLAY, body: () => ok(-3), status: 400, code: V },
  { name: 'play: articleId beyond int4', path: PLAY, body: () => ok(2 ** 31), status: 400, code: V },
  { name: 'play: fractional articleId', path: PLAY, body: () => ok(1.5), status: 400, code: V },
  { name: 'play: deviceId beyond int4', path: PLAY, body: (f) => ({ ...ok(f.online), deviceId: 2 ** 32 }), status: 400, code: V },
  { name: 'play: unknown distribution channel', path: PLAY, body: (f) => ({ ...ok(f.online), distributionChannel: 'TV' }), status: 400, code: V },
  { name: 'play: channel with a control character', path: PLAY, body: (f) => ({ ...ok(f.online), distributionChannel: 'WE\u0000B' }), status: 400, code: V },
  { name: 'play: unknown field', path: PLAY, body: (f) => ({ ...ok(f.online), score: 10 }), status: 400, code: V },
  { name: 'play: body not JSON', path: PLAY, raw: '{"articleId":', status: 400, code: 'MALFORMED_JSON' },
  { name: 'play: unknown lang', path: () => '/game/play?lang=xx', body: (f) => ok(f.online), status: 400, code: V },
  { name: 'play: unknown game', path: PLAY, body: () => ok(99_999_999), status: 404, code: 'GAME_NOT_FOUND' },
  { name: 'play: a track is no game', path: PLAY, body: (f) => ok(f.track), status: 404, code: 'GAME_NOT_FOUND' },
  { name: 'play: a video is no game', path: PLAY, body: (f) => ok(f.video), status: 404, code: 'GAME_NOT_FOUND' },
  { name: 'play: a download-only game', path: PLAY, body: (f) => ok(f.download), status: 409, code: 'GAME_NOT_ONLINE' },
  { name: 'play: another tenant’s game', path: PLAY, body: (f) => ok(f.online), as: 'acme', status: 404, code: 'GAME_NOT_FOUND' },
  { name: 'play: a visitor', path: PLAY, body: (f) => ok(f.freemium), as: 'visitor', status: 401, code: 'AUTH_REQUIRED' },
  { name: 'play-free: no deviceId', path: FREE, body: (f) => ({ articleId: f.freemium }), as: 'visitor', status: 400, code: V },
  { name: 'play-free: deviceId 0', path: FREE, body: (f) => ({ ...ok(f.freemium), deviceId: 0 }), as: 'visitor', status: 400, code: V },
  { name: 'play-free: unknown field', path: FREE, body: (f) => ({ ...ok(f.freemium), visitor: 'x' }), as: 'visitor', status: 400, code: V },
  { name: 'play-free: a premium game', path: FREE, body: (f) => ok(f.online), as: 'visitor', status: 403, code: 'FREE_PLAY_NOT_OFFERED' },
  { name: 'play-free: a download-only game', path: FREE, body: (f) => ok(f.download), as: 'visitor', status: 409, code: 'GAME_NOT_ONLINE' },
  { name: 'play-free: unknown game', path: FREE, body: () => ok(99_999_999), as: 'visitor', status: 404, code: 'GAME_NOT_FOUND' },
  { name: 'play-free: another tenant’s game', path: FREE, body: (f) => ok(f.freemium), as: 'acme', status: 404, code: 'GAME_NOT_FOUND' },
  { name: 'download: a visitor', path: DOWNLOAD, body: (f) => ok(f.download), as: 'visitor', status: 401, code: 'AUTH_REQUIRED' },
  { name: 'download: articleId as text', path: DOWNLOAD, body: (f) => ({ ...ok(f.download), articleId: `${f.download}` }), status: 400, code: V },
  { name: 'download: an online game', path: DOWNLOAD, body: (f) => ok(f.online), status: 409, code: 'GAME_NOT_DOWNLOADABLE' },
  { name: 'download: a freemium game', path: DOWNLOAD, body: (f) => ok(f.freemium), status: 409, code: 'GAME_NOT_DOWNLOADABLE' },
  { name: 'download: another tenant’s game', path: DOWNLOAD, body: (f) => ok(f.download), as: 'acme', status: 404, code: 'GAME_NOT_FOUND' },
  { name: 'online url: id not a number', path: () => '/game/url/online/abc?deviceId=1000', status: 400, code: V },
  { name: 'online url: id with a leading zero', path: (f) => `/game/url/online/0${f.online}?deviceId=1000`, status: 400, code: V },
  { name: 'online url: no deviceId', path: (f) => `/game/url/online/${f.online}`, status: 400, code: V },
  { name: 'online url: unknown query field', path: (f) => `/game/url/online/${f.online}?deviceId=1000&x=1`, status: 400, code: V },
  { name: 'free url: a premium game', path: (f) => `/game/url/online-free/${f.online}?deviceId=1000`, as: 'visitor', status: 403, code: 'FREE_PLAY_NOT_OFFERED' },
  { name: 'download url: an online game', path: (f) => `/game/url/download/${f.online}?deviceId=1000`, status: 409, code: 'GAME_NOT_DOWNLOADABLE' },
  { name: 'download url: deviceId beyond int4', path: (f) => `/game/url/download/${f.download}?deviceId=4294967296`, status: 400, code: V },
  { name: 'score: no session', path: SCORE, body: () => ({ score: 10 }), status: 400, code: V },
  { name: 'score: no score', path: SCORE, body: (f) => ({ session: f.play }), status: 400, code: V },
  { name: 'score: negative score', path: SCORE, body: (f) => ({ session: f.play, score: -1 }), status: 400, code: V },
  { name: 'score: fractional score', path: SCORE, body: (f) => ({ session: f.play, score: 1.5 }), status: 400, code: V },
  { name: 'score: score beyond int4', path: SCORE, body: (f) => ({ session: f.play, score: 2 ** 31 }), status: 400, code: V },
  { name: 'score: score as text', path: SCORE, body: (f) => ({ session: f.play, score: '10' }), status: 400, code: V },
  { name: 'score: session not a token', path: SCORE, body: () => ({ session: 'not a token', score: 10 }), status: 400, code: V },
  { name: 'score: unknown field', path: SCORE, body: (f) => ({ session: f.play, score: 10, final: true }), status: 400, code: V },
  { name: 'score: a visitor', path: SCORE, body: (f) => ({ session: f.play, score: 10 }), as: 'visitor', status: 401, code: 'AUTH_REQUIRED' },
  { name: 'score: a forged token', path: SCORE, body: (f) => ({ session: forged(f.play), score: 10 }), status: 403, code: 'GAME_SESSION_INVALID' },
  { name: 'score: on another tenant’s host', path: SCORE, body: (f) => ({ session: f.play, score: 10 }), as: 'acme', status: 403, code: 'GAME_SESSION_INVALID' },
  { name: 'score: a free play’s session', path: SCORE, body: (f) => ({ session: f.free, score: 10 }), status: 409, code: 'GAME_SESSION_NOT_PLAY' },
  { name: 'score: a replay', path: SCORE, body: (f) => ({ session: f.scored, score: 10 }), status: 409, code: 'GAME_ALREADY_SCORED' },
  { name: 'score: more than the time allows', path: SCORE, body: (f) => ({ session: f.play, score: 2 ** 30 }), status: 422, code: 'GAME_SCORE_IMPLAUSIBLE' },
];

describe.each(databaseTargets())('bad input to the game calls on %s', (target) => {
  let t: TestApp;
  let fixture: GameFixture;
  const f = {} as Fixtures;
  const tokens = { listener: '', acme: '' };

  beforeAll(async () => {
    fixture = await gameFixture();
    t = await startTestApp(target, { games: { dir: fixture.dir }, video: { cacheDir: fixture.cacheDir } });
    tokens.listener = (await tokenOf(t, LISTENER)).token;
    tokens.acme = (await tokenOf(t, ACME_CLIENT, 'acme')).token;
    f.online = (await seededGame(t, 'SUBSCRIPTION')).id;
    f.download = (await seededGame(t, 'DOWNLOAD_TO_OWN')).id;
    f.freemium = (await seededGame(t, 'DOWNLOAD_TO_OWN_FREEMIUM')).id;
    f.track = (await childOf(t, 'demo', 'track', 'static-hearts', 1)).id;
    f.video = (await itemBySlug(t, 'demo', 'video', 'the-clockmaker')).id;
    const listener = await tokenOf(t, LISTENER);
    const session = (mode: 'play' | 'free', itemId: number) =>
      startGameSession(t.database.db, {
        tenantName: 'demo',
        itemId,
        userId: listener.id,
        deviceId: 1000,
        mode,
      });
    f.play = (await session('play', f.online)).token;
    f.free = (await session('free', f.freemium)).token;
    const scored = await session('play', f.online);
    await t.database.db
      .update(gameSessions)
      .set({ score: 5, scorePostedAt: new Date() })
      .where(eq(gameSessions.id, scored.id));
    f.scored = scored.token;
  });
  afterAll(async () => {
    await t.dispose();
    await fixture.dispose();
  });

  it('the table names each case once', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length);
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s → a problem, nothing written', async (_, c) => {
    const before = await tableFingerprint(t, TABLES);
    const body = c.raw ?? c.body?.(f);
    const as = c.as ?? 'listener';
    const res = await t.api(c.path(f), {
      method: 'POST',
      ...(as === 'listener' ? { token: tokens.listener } : {}),
      ...(as === 'acme' ? { token: tokens.acme, tenant: 'acme', host: 'acme.localhost' } : {}),
      ...(body !== undefined ? { body } : {}),
    });
    const text = await res.clone().text();
    await expectProblem(res, c.status, c.code);
    expect(text).not.toMatch(/games\.localhost\/g\/|\/media\/game\//);
    expect(await tableFingerprint(t, TABLES)).toEqual(before);
  });
});

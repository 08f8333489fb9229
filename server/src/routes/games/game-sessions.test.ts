import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePlayAnswerSchema } from '../../../../contract/games.ts';
import { gameSessions } from '../../db/schema/games.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { LISTENER, postAs, tokenOf } from '../player/player-testing.ts';
import { verifyGameSessionToken } from './game-grants.ts';
import { startGameSession } from './game-sessions.ts';
import { cookiesOf, type GameFixture, gameFixture, seededGame } from './game-testing.ts';

const ORIGIN = 'https://games.example.com';

describe.each(databaseTargets())('game sessions and a configured game origin on %s', (target) => {
  let t: TestApp;
  let fixture: GameFixture;

  beforeAll(async () => {
    fixture = await gameFixture();
    t = await startTestApp(target, {
      games: { dir: fixture.dir, origin: ORIGIN },
      video: { cacheDir: fixture.cacheDir },
    });
  });
  afterAll(async () => {
    await t.dispose();
    await fixture.dispose();
  });

  it('arcade starts a session of its own in its transaction; its token names it and cannot be altered', async () => {
    const game = await seededGame(t, 'SUBSCRIPTION');
    const { id: userId } = await tokenOf(t, LISTENER);
    const started = await t.database.db.transaction((tx) =>
      startGameSession(tx, {
        tenantName: 'demo',
        itemId: game.id,
        userId,
        deviceId: 1000,
        mode: 'arcade',
        competitionId: 7,
        ttlSeconds: 60,
      }),
    );
    const [row] = await t.database.db.select().from(gameSessions).where(eq(gameSessions.id, started.id));
    expect(row).toMatchObject({ mode: 'arcade', competitionId: 7, player: `user:${userId}`, score: null });
    const checked = await verifyGameSessionToken(t.database.db, started.token);
    expect(checked).toEqual({
      ok: true,
      grant: { t: 'demo', s: started.id, i: game.id, e: expect.any(Number) },
    });
    const [payload = '', signature = ''] = started.token.split('.');
    const other = Buffer.from(JSON.stringify({ t: 'acme', s: started.id, i: game.id, e: 9e9 })).toString(
      'base64url',
    );
    expect(await verifyGameSessionToken(t.database.db, `${other}.${signature}`)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect((await verifyGameSessionToken(t.database.db, `${payload}.${signature}`)).ok).toBe(true);
  });

  it('parallel free plays of one visitor never take more than the day’s three', async () => {
    const game = await seededGame(t, 'DOWNLOAD_TO_OWN_FREEMIUM');
    const body = { articleId: game.id, deviceId: 1003 };
    const first = await postAs(t, '/game/play-free', body);
    expect(first.status).toBe(200);
    const cookie = cookiesOf(first);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postAs(t, '/game/play-free', body, { headers: { cookie } })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 429, 429, 429, 429]);
  });

  it('GAMES_ORIGIN: game URLs point there, its host serves the game, and the portal may frame it', async () => {
    const game = await seededGame(t, 'SUBSCRIPTION');
    const { token } = await tokenOf(t, LISTENER);
    const res = await postAs(t, '/game/play', { articleId: game.id, deviceId: 1000 }, { token });
    const answer = v.parse(GamePlayAnswerSchema, await res.json());
    expect(answer.origin).toBe(ORIGIN);
    expect(answer.url.startsWith(`${ORIGIN}/g/`)).toBe(true);
    const page = await t.get(new URL(answer.url).pathname, { host: 'games.example.com' });
    expect(page.status).toBe(200);
    // games.localhost is an ordinary host now (no game routes there).
    expect((await t.get(new URL(answer.url).pathname, { host: 'games.localhost' })).status).not.toBe(200);
    const portal = await t.get('/api/envFile');
    const policy = portal.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/frame-src 'self' https:\/\/games\.example\.com(;|$)/);
    // The default game host is not framed once another origin serves the games.
    expect(policy).not.toContain('games.localhost');
  });
});

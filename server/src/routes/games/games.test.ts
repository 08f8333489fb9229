import { unzipSync } from 'fflate';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameDownloadAnswerSchema, GamePlayAnswerSchema } from '../../../../contract/games.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { ACME_CLIENT, FREE, LISTENER, mediaCookie, own, postAs, tokenOf } from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';
import { signGameGrant } from './game-grants.ts';
import { gamePagePolicy } from './game-origin.routes.ts';
import { cookiesOf, type GameFixture, gameFixture, seededGame } from './game-testing.ts';

const GAMES = 'games.localhost';
const pathOf = (url: string) => new URL(url).pathname;

describe.each(databaseTargets())('games on %s', (target) => {
  let t: TestApp;
  let fixture: GameFixture;
  const ids = { online: 0, download: 0, freemium: 0 };
  const users = { listener: { id: '', token: '' }, free: { id: '', token: '' }, acme: { id: '', token: '' } };

  beforeAll(async () => {
    fixture = await gameFixture();
    t = await startTestApp(target, { games: { dir: fixture.dir }, video: { cacheDir: fixture.cacheDir } });
    ids.online = (await seededGame(t, 'SUBSCRIPTION')).id;
    ids.download = (await seededGame(t, 'DOWNLOAD_TO_OWN')).id;
    ids.freemium = (await seededGame(t, 'DOWNLOAD_TO_OWN_FREEMIUM')).id;
    users.listener = await tokenOf(t, LISTENER);
    users.free = await tokenOf(t, FREE);
    users.acme = await tokenOf(t, ACME_CLIENT, 'acme');
  });
  afterAll(async () => {
    await t.dispose();
    await fixture.dispose();
  });

  const body = (articleId: number) => ({ articleId, distributionChannel: 'WEB', deviceId: 1000 });
  const playAs = async (token: string, id: number, query = '') => {
    const res = await postAs(t, '/game/play', body(id), { token, query });
    expect(res.status, await res.clone().text()).toBe(200);
    return v.parse(GamePlayAnswerSchema, await res.json());
  };

  it('a subscriber plays an online game: its page on the game origin, injected from the grant, under a strict policy', async () => {
    const answer = await playAs(users.listener.token, ids.online, '?lang=ar');
    expect(answer.origin).toBe('http://games.localhost');
    expect(answer.url.startsWith('http://games.localhost/g/')).toBe(true);
    expect(answer).toMatchObject({ mode: 'play', freePlay: null });
    const page = await t.get(pathOf(answer.url), { host: GAMES });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<meta name="game-host" content="http://localhost">');
    expect(html).toMatch(/<meta name="game-session" content="[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}">/);
    expect(page.headers.get('content-security-policy')).toBe(gamePagePolicy('http://localhost'));
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'none'");
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // Its files and the SDK, cached while the grant lives; HEAD without a body.
    const script = await t.get(`${pathOf(answer.url)}game.js`, { host: GAMES });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.headers.get('cache-control')).toMatch(/^private, max-age=\d+, immutable$/);
    expect(script.headers.get('etag')).toBeTruthy();
    const sdk = await t.get(`${pathOf(answer.url)}game-host.js`, { host: GAMES });
    expect(await sdk.text()).toBe('window.GameHost = {};\n');
    const head = await t.get(`${pathOf(answer.url)}style.css`, { host: GAMES, method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    // Only the engine's own files of the allowed kinds.
    for (const file of ['notes.txt', 'secret.js', '..%2Fsecret.js', 'nothing.js'])
      await expectProblem(await t.get(`${pathOf(answer.url)}${file}`, { host: GAMES }), 404);
  });

  it('the game host serves nothing but game pages, and the portal may frame the game origin', async () => {
    await expectProblem(await t.get('/', { host: GAMES }), 404, 'NOT_FOUND');
    await expectProblem(await t.get('/api/envFile', { host: GAMES }), 404, 'NOT_FOUND');
    const answer = await playAs(users.listener.token, ids.online);
    await expectProblem(await t.get(pathOf(answer.url), { host: GAMES, method: 'POST' }), 404);
    const portal = await t.get('/api/envFile');
    expect(portal.headers.get('content-security-policy')).toContain('frame-src');
    expect(portal.headers.get('content-security-policy')).toContain('http://games.localhost:*');
  });

  it('a forged, expired or session-less grant is refused on the game origin', async () => {
    const answer = await playAs(users.listener.token, ids.online);
    const sealed = pathOf(answer.url).split('/')[2] ?? '';
    const forged = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    await expectProblem(await t.get(`/g/${forged}/`, { host: GAMES }), 403, 'GAME_GRANT_INVALID');
    const db = t.database.db;
    const base = {
      t: 'demo',
      i: ids.online,
      s: answer.sessionId,
      g: 'meteor',
      l: 'en',
      o: 'http://localhost',
    } as const;
    const expired = await signGameGrant(db, { ...base, e: Math.floor(Date.now() / 1000) - 5 });
    await expectProblem(await t.get(`/g/${expired}/`, { host: GAMES }), 403, 'GAME_GRANT_EXPIRED');
    const noSession = await signGameGrant(db, {
      ...base,
      s: '00000000-0000-4000-8000-000000000000',
      e: Math.floor(Date.now() / 1000) + 60,
    });
    await expectProblem(await t.get(`/g/${noSession}/`, { host: GAMES }), 403, 'GAME_GRANT_OTHER_TENANT');
    const otherTenant = await signGameGrant(db, {
      ...base,
      t: 'acme',
      e: Math.floor(Date.now() / 1000) + 60,
    });
    await expectProblem(await t.get(`/g/${otherTenant}/`, { host: GAMES }), 403, 'GAME_GRANT_OTHER_TENANT');
  });

  it('without a plan covering games a premium game is refused with what would unlock it; visitors need to sign in', async () => {
    const res = await postAs(t, '/game/play', body(ids.online), { token: users.free.token });
    const problem = await expectProblem(res, 403, 'NOT_ENTITLED');
    const plans = (problem.data as { purchase: { type: string; subscriptionType?: { name: string } }[] })
      .purchase;
    expect(plans.map((p) => p.subscriptionType?.name)).toEqual(
      expect.arrayContaining(['Games Pass', 'All Access', 'All Access Year']),
    );
    await expectProblem(await postAs(t, '/game/play', body(ids.online)), 401, 'AUTH_REQUIRED');
    // Another tenant's game does not exist there.
    await expectProblem(
      await postAs(t, '/game/play', body(ids.online), {
        token: users.acme.token,
        tenant: 'acme',
        host: 'acme.localhost',
      }),
      404,
      'GAME_NOT_FOUND',
    );
    await expectProblem(
      await postAs(t, '/game/play', body(ids.download), { token: users.listener.token }),
      409,
      'GAME_NOT_ONLINE',
    );
  });

  it('a visitor plays a freemium game three times a day on a device, then gets the limit with its count', async () => {
    let cookie = '';
    for (let n = 1; n <= 3; n++) {
      const res = await postAs(t, '/game/play-free', body(ids.freemium), {
        headers: cookie ? { cookie } : {},
      });
      expect(res.status, await res.clone().text()).toBe(200);
      cookie ||= cookiesOf(res);
      const answer = v.parse(GamePlayAnswerSchema, await res.json());
      expect(answer).toMatchObject({ mode: 'free', freePlay: { used: n, limit: 3 } });
    }
    expect(cookie).toMatch(/game-visitor=/);
    const refused = await postAs(t, '/game/play-free', body(ids.freemium), { headers: { cookie } });
    const problem = await expectProblem(refused, 429, 'FREE_PLAY_LIMIT_REACHED');
    expect(problem.data).toMatchObject({ used: 3, limit: 3 });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another device class of the same visitor has its own count.
    const other = await postAs(
      t,
      '/game/play-free',
      { ...body(ids.freemium), deviceId: 1001 },
      { headers: { cookie } },
    );
    expect(other.status).toBe(200);
    // Free play is for freemium games only.
    await expectProblem(await postAs(t, '/game/play-free', body(ids.online)), 403, 'FREE_PLAY_NOT_OFFERED');
    // A premium game's play needs a sign-in.
    await expectProblem(await postAs(t, '/game/play', body(ids.freemium), { headers: { cookie } }), 401);
  });

  it('downloads a downloadable game as a zip of its build, to the owner on the tenant’s host with the media cookie', async () => {
    await expectProblem(
      await postAs(t, '/game/download', body(ids.download), { token: users.free.token }),
      403,
      'NOT_ENTITLED',
    );
    await own(t, users.free.id, ids.download);
    const res = await postAs(t, '/game/download', body(ids.download), { token: users.free.token });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = v.parse(GameDownloadAnswerSchema, await res.json());
    const cookie = mediaCookie(res) ?? '';
    expect(answer.fileName).toMatch(/^[a-z0-9-]+\.zip$/);
    const zip = await t.get(pathOf(answer.uri), { headers: { cookie } });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toBe(`attachment; filename="${answer.fileName}"`);
    expect(zip.headers.get('etag')).toBeTruthy();
    const bytes = new Uint8Array(await zip.arrayBuffer());
    expect(bytes.byteLength).toBe(answer.sizeBytes);
    const files = Object.keys(unzipSync(bytes)).map((name) => name.split('/').slice(1).join('/'));
    expect(files.sort()).toEqual([
      'README.txt',
      'game-host.js',
      'game.js',
      'index.html',
      'manifest.json',
      'style.css',
    ]);
    const head = await t.get(pathOf(answer.uri), { headers: { cookie }, method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(answer.sizeBytes));
    // Without the cookie, on another tenant's host, or under another name: refused.
    await expectProblem(await t.get(pathOf(answer.uri)), 401, 'MEDIA_COOKIE_MISSING');
    await expectProblem(
      await t.get(pathOf(answer.uri), { headers: { cookie }, host: 'acme.localhost' }),
      403,
      'GAME_GRANT_OTHER_TENANT',
    );
    await expectProblem(
      await t.get(pathOf(answer.uri).replace(/[^/]+$/, 'other.zip'), { headers: { cookie } }),
      404,
    );
    // A subscriber whose plan covers games downloads too; an online game has nothing to download.
    expect(
      (await postAs(t, '/game/download', body(ids.download), { token: users.listener.token })).status,
    ).toBe(200);
    await expectProblem(
      await postAs(t, '/game/download', body(ids.online), { token: users.listener.token }),
      409,
      'GAME_NOT_DOWNLOADABLE',
    );
  });

  it('the named URL lookups answer the same URLs', async () => {
    const online = await t.api(`/game/url/online/${ids.online}?deviceId=1000`, {
      method: 'POST',
      token: users.listener.token,
    });
    expect(online.status).toBe(200);
    expect(((await online.json()) as { uri: string }).uri).toMatch(/^http:\/\/games\.localhost\/g\/.+\/$/);
    const download = await t.api(`/game/url/download/${ids.download}?deviceId=1000`, {
      method: 'POST',
      token: users.listener.token,
    });
    expect(((await download.json()) as { uri: string }).uri).toMatch(
      /^http:\/\/localhost\/media\/game\/.+\.zip$/,
    );
    const free = await t.api(`/game/url/online-free/${ids.freemium}?deviceId=1002`, { method: 'POST' });
    expect(free.status).toBe(200);
    await expectProblem(
      await t.api(`/game/url/online/${ids.online}?deviceId=1000`, {
        method: 'POST',
        token: users.free.token,
      }),
      403,
      'NOT_ENTITLED',
    );
  });
});

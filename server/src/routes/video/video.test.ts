import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VideoPlayerSchema } from '../../../../contract/structure-props.ts';
import {
  ClearKeyAnswerSchema,
  ExternalNotValidatedDataSchema,
  VideoDownloadAnswerSchema,
  VideoNotEntitledDataSchema,
  VideoStreamingAnswerSchema,
} from '../../../../contract/video.ts';
import { downloads, listeningTickets } from '../../db/schema/playback.ts';
import { licenceRequests, videoKeys } from '../../db/schema/video.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  ACME_CLIENT,
  FREE,
  itemBySlug,
  LISTENER,
  mediaCookie,
  OWNER,
  pathOf,
  postAs,
  subscribe,
  tokenOf,
} from '../player/player-testing.ts';
import { createUser, expectProblem, signIn } from '../session/session-testing.ts';
import { signLicenceGrant, signVideoGrant } from './video-grants.ts';
import { hexToB64Url } from './video-keys.ts';
import { type FixturePackager, fixturePackager } from './video-testing.ts';

describe.each(databaseTargets())('video streaming, licences and downloads on %s', (target) => {
  let t: TestApp;
  let fixture: FixturePackager;
  const ids = { premium: 0, free: 0, episode: 0, nextEpisode: 0, openstage: 0, freeEpisode: 0 };
  const users = {
    listener: { id: '', token: '' },
    free: { id: '', token: '' },
    owner: { id: '', token: '' },
  };

  beforeAll(async () => {
    fixture = await fixturePackager();
    t = await startTestApp(target, { video: { cacheDir: fixture.cacheDir, packager: fixture.packager } });
    ids.premium = (await itemBySlug(t, 'demo', 'video', 'the-clockmaker')).id;
    ids.free = (await itemBySlug(t, 'demo', 'video', 'the-little-robot')).id;
    ids.episode = (await itemBySlug(t, 'demo', 'video', 'harbour-lights-e6')).id;
    ids.nextEpisode = (await itemBySlug(t, 'demo', 'video', 'harbour-lights-s2e1')).id;
    ids.freeEpisode = (await itemBySlug(t, 'demo', 'video', 'harbour-lights-e1')).id;
    ids.openstage = (await itemBySlug(t, 'demo', 'video', 'desert-bloom')).id;
    users.listener = await tokenOf(t, LISTENER);
    users.free = await tokenOf(t, FREE);
    users.owner = await tokenOf(t, OWNER);
  });
  afterAll(async () => {
    await t.dispose();
    await fixture.dispose();
  });

  const stream = (body: Record<string, unknown>, as: { token?: string; tenant?: string } = {}) =>
    postAs(t, '/video/streaming', body, as);
  const watch = async (id: number, token: string, extra: Record<string, unknown> = {}) => {
    const res = await stream({ id, ...extra }, { token });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return {
      res,
      answer: v.parse(VideoStreamingAnswerSchema, await res.json()),
      cookie: mediaCookie(res) ?? '',
    };
  };
  const licenceRows = async () =>
    (await t.database.db.select({ n: count() }).from(licenceRequests))[0]?.n ?? 0;
  const lastLicenceRow = async () => {
    const rows = await t.database.db.select().from(licenceRequests);
    return rows.sort((a, b) => b.id - a.id)[0];
  };
  const kidOf = async (itemId: number) => {
    const [row] = await t.database.db
      .select()
      .from(videoKeys)
      .where(and(eq(videoKeys.tenantName, 'demo'), eq(videoKeys.itemId, itemId)));
    return row?.kid ?? '';
  };
  const licence = (url: string, body: unknown, as: { token?: string; tenant?: string } = {}) =>
    t.api(`/video/licence/${url.split('/video/licence/')[1] ?? ''}`, {
      method: 'POST',
      body,
      ...(as.token ? { token: as.token } : {}),
      ...(as.tenant ? { tenant: as.tenant } : {}),
    });

  it('a premium title for an All Access subscriber: DASH and HLS under one grant, a ClearKey licence URL, a ticket, the real duration', async () => {
    const [a, b] = await Promise.all([
      watch(ids.premium, users.listener.token),
      watch(ids.premium, users.listener.token),
    ]);
    const { answer, cookie } = a;
    // Two first plays at once: one packaging run (single flight), one key.
    const kid = await kidOf(ids.premium);
    expect(kid).toMatch(/^[0-9a-f]{32}$/);
    expect(fixture.runs.filter((run) => run.endsWith(kid))).toHaveLength(1);
    expect(b.answer.drm).not.toBeNull();
    expect(answer.manifestUrl).toMatch(
      /^http:\/\/localhost\/media\/v\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}\/manifest\.mpd$/,
    );
    expect(answer.hlsUrl).toBe(answer.manifestUrl.replace('manifest.mpd', 'master.m3u8'));
    expect(answer.drm).toMatchObject({ keySystem: 'org.w3.clearkey' });
    expect(answer.drm?.licenceUrl).toMatch(/^http:\/\/localhost\/api\/video\/licence\//);
    expect(answer.drm?.hlsKeyUrl).toMatch(/^http:\/\/localhost\/api\/video\/key\//);
    expect(answer).toMatchObject({
      durationSec: 12.04,
      contentType: 'VIDEO',
      downloadable: false,
      next: null,
    });
    // The grant lives at least 15 minutes.
    expect(Date.parse(answer.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(cookie).toMatch(/media=/);
    const [ticket] = await t.database.db
      .select()
      .from(listeningTickets)
      .where(eq(listeningTickets.id, answer.ticket));
    expect(ticket).toMatchObject({
      itemId: ids.premium,
      durationSec: 13,
      source: 'stream',
      userId: users.listener.id,
    });
    // The ticket reports like a song's.
    const report = await postAs(
      t,
      '/content/streaming/report',
      {
        ticketId: answer.ticket,
        type: 'listened',
        date: new Date().toISOString(),
        usageDuration: 0,
        maxUsageDuration: 0,
        offline: false,
        partial: true,
      },
      { token: users.listener.token },
    );
    expect(report.status, await report.clone().text()).toBe(200);
  });

  it('the licence answers the title key to its viewer, once logged', async () => {
    const { answer } = await watch(ids.premium, users.listener.token);
    const kid = hexToB64Url(await kidOf(ids.premium));
    const before = await licenceRows();
    const res = await licence(
      answer.drm?.licenceUrl ?? '',
      { kids: [kid], type: 'temporary' },
      { token: users.listener.token },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const keys = v.parse(ClearKeyAnswerSchema, await res.json());
    expect(keys.keys).toHaveLength(1);
    expect(keys.keys[0]).toMatchObject({ kty: 'oct', kid });
    expect(Buffer.from(keys.keys[0]?.k ?? '', 'base64url')).toHaveLength(16);
    expect(await licenceRows()).toBe(before + 1);
    expect(await lastLicenceRow()).toMatchObject({
      outcome: 'GRANTED',
      kind: 'stream',
      itemId: ids.premium,
      userId: users.listener.id,
      kids: [kid],
    });
    // The HLS key: the same 16 bytes, raw.
    const raw = await t.api(`/video/key/${answer.drm?.hlsKeyUrl.split('/video/key/')[1]}`, {
      token: users.listener.token,
    });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await raw.arrayBuffer()).toString('base64url')).toBe(keys.keys[0]?.k);
    expect(await lastLicenceRow()).toMatchObject({ outcome: 'GRANTED', kind: 'hls-key', kids: [kid] });
  });

  describe('every licence refusal is a 403 without key material and one log row', () => {
    const refusals: [
      string,
      () => Promise<{ url: string; body: unknown; token: string; tenant?: string }>,
    ][] = [
      [
        'LICENCE_GRANT_INVALID',
        async () => ({
          url: '/video/licence/AAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
          body: { kids: [hexToB64Url(await kidOf(ids.premium))] },
          token: users.listener.token,
        }),
      ],
      [
        'LICENCE_GRANT_EXPIRED',
        async () => {
          const lgrant = await signLicenceGrant(t.database.db, {
            t: 'demo',
            u: users.listener.id,
            i: ids.premium,
            k: await kidOf(ids.premium),
            p: null,
            e: Math.floor(Date.now() / 1000) - 5,
          });
          return {
            url: `/video/licence/${lgrant}`,
            body: { kids: [hexToB64Url(await kidOf(ids.premium))] },
            token: users.listener.token,
          };
        },
      ],
      [
        'LICENCE_OTHER_TENANT',
        async () => {
          const { answer } = await watch(ids.premium, users.listener.token);
          return {
            url: answer.drm?.licenceUrl ?? '',
            body: { kids: [hexToB64Url(await kidOf(ids.premium))] },
            token: (await tokenOf(t, ACME_CLIENT, 'acme')).token,
            tenant: 'acme',
          };
        },
      ],
      [
        'LICENCE_OTHER_USER',
        async () => {
          const { answer } = await watch(ids.premium, users.listener.token);
          return {
            url: answer.drm?.licenceUrl ?? '',
            body: { kids: [hexToB64Url(await kidOf(ids.premium))] },
            token: users.owner.token,
          };
        },
      ],
      [
        'NOT_ENTITLED',
        async () => {
          // A grant the free account could only have had while subscribed.
          const lgrant = await signLicenceGrant(t.database.db, {
            t: 'demo',
            u: users.free.id,
            i: ids.premium,
            k: await kidOf(ids.premium),
            p: null,
            e: Math.floor(Date.now() / 1000) + 600,
          });
          return {
            url: `/video/licence/${lgrant}`,
            body: { kids: [hexToB64Url(await kidOf(ids.premium))] },
            token: users.free.token,
          };
        },
      ],
      [
        'LICENCE_UNKNOWN_KEY',
        async () => {
          const { answer } = await watch(ids.premium, users.listener.token);
          return {
            url: answer.drm?.licenceUrl ?? '',
            body: { kids: [hexToB64Url('00112233445566778899aabbccddeeff')] },
            token: users.listener.token,
          };
        },
      ],
    ];
    it.each(refusals)('%s', async (code, make) => {
      const call = await make();
      const before = await licenceRows();
      const res = await licence(call.url, call.body, {
        token: call.token,
        ...(call.tenant ? { tenant: call.tenant } : {}),
      });
      const text = await res.clone().text();
      await expectProblem(res, 403, code);
      expect(text).not.toMatch(/"keys"|"k"\s*:/);
      expect(await licenceRows()).toBe(before + 1);
      expect(await lastLicenceRow()).toMatchObject({
        outcome: code,
        kind: 'stream',
        tenantName: call.tenant ?? 'demo',
      });
    });
  });

  it('the HLS key is refused like the licence, and logged', async () => {
    const { answer } = await watch(ids.premium, users.listener.token);
    const before = await licenceRows();
    const res = await t.api(`/video/key/${answer.drm?.hlsKeyUrl.split('/video/key/')[1]}`, {
      token: users.owner.token,
    });
    await expectProblem(res, 403, 'LICENCE_OTHER_USER');
    expect(await licenceRows()).toBe(before + 1);
    expect(await lastLicenceRow()).toMatchObject({ outcome: 'LICENCE_OTHER_USER', kind: 'hls-key' });
  });

  it('after logout the licence is 401, logged without a user', async () => {
    const user = await createUser(t, 'demo');
    await subscribe(
      t,
      { userId: user.id },
      { type: 'films-series', contingents: [{ amount: -1, contentTypes: ['VIDEO'] }] },
    );
    const token = await signIn(t, 'demo', user.id);
    const { answer } = await watch(ids.premium, token.access_token);
    const out = await t.api('/logout', {
      method: 'POST',
      token: token.access_token,
      body: { redirectUrl: 'http://localhost/', lang: 'en' },
    });
    expect(out.status).toBe(200);
    const before = await licenceRows();
    await expectProblem(
      await licence(
        answer.drm?.licenceUrl ?? '',
        { kids: [hexToB64Url(await kidOf(ids.premium))] },
        { token: token.access_token },
      ),
      401,
      'SESSION_ENDED',
    );
    expect(await licenceRows()).toBe(before + 1);
    expect(await lastLicenceRow()).toMatchObject({ outcome: 'SESSION_ENDED', userId: null });
  });

  it('refuses who may not watch: visitor 401, NOT_ENTITLED with the plans, 402 without credits, 422 without DRM', async () => {
    await expectProblem(await stream({ id: ids.premium }), 401, 'AUTH_REQUIRED');
    const refused = await expectProblem(
      await stream({ id: ids.premium }, { token: users.free.token }),
      403,
      'NOT_ENTITLED',
    );
    const data = v.parse(VideoNotEntitledDataSchema, refused.data);
    expect(data.purchase.map((option) => option.title)).toEqual(
      expect.arrayContaining(['Films & Series', 'All Access', 'All Access Year']),
    );
    await expectProblem(
      await stream({ id: ids.premium, drm: 'NONE' }, { token: users.listener.token }),
      422,
      'DRM_NOT_SUPPORTED',
    );
    const broke = await createUser(t, 'demo');
    await subscribe(
      t,
      { userId: broke.id },
      { type: 'music-credits-weekly', contingents: [{ amount: 0, contentTypes: ['VIDEO'] }] },
    );
    const brokeToken = (await signIn(t, 'demo', broke.id)).access_token;
    await expectProblem(await stream({ id: ids.premium }, { token: brokeToken }), 402, 'NO_CREDITS_LEFT');
    await expectProblem(
      await stream({ id: 99_999_999 }, { token: users.listener.token }),
      404,
      'VIDEO_NOT_FOUND',
    );
    const track = await itemBySlug(t, 'demo', 'video', 'the-red-line');
    await expectProblem(await stream({ id: track.id }, { token: users.listener.token, tenant: 'acme' }), 401);
  });

  it('a free title plays clear for any signed-in user, even without DRM, and is downloadable; episodes name the next one', async () => {
    const { answer } = await watch(ids.free, users.free.token, { drm: 'NONE' });
    expect(answer).toMatchObject({ drm: null, downloadable: true, next: null });
    const episode = await watch(ids.episode, users.listener.token);
    expect(episode.answer.next).toMatchObject({
      id: ids.nextEpisode,
      clickUrl: `/video/stream/harbour-lights-s2e1/${ids.nextEpisode}`,
    });
    const pilot = await watch(ids.freeEpisode, users.free.token);
    expect(pilot.answer.drm).toBeNull();
  });

  it('serves the package under the grant with Range, only with the viewer’s media cookie and the tenant’s host', async () => {
    const { answer, cookie } = await watch(ids.premium, users.listener.token);
    const base = pathOf(answer.manifestUrl).replace(/manifest\.mpd$/, '');
    const mpd = await t.get(`${base}manifest.mpd`, { headers: { cookie } });
    expect(mpd.status).toBe(200);
    expect(mpd.headers.get('content-type')).toBe('application/dash+xml');
    expect(mpd.headers.get('cache-control')).toBe('private, no-store');
    expect(await mpd.text()).toContain('<BaseURL>v480.mp4</BaseURL>');
    const part = await t.get(`${base}v480.mp4`, { headers: { cookie, range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-99/2000');
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const head = await t.get(`${base}v480.mp4`, { method: 'HEAD', headers: { cookie } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('2000');
    const vtt = await t.get(`${base}sub_en.vtt`, { headers: { cookie } });
    expect(vtt.headers.get('content-type')).toMatch(/^text\/vtt/);
    // Segments and subtitles are immutable for the grant's remaining life; manifests and playlists never cached.
    const secondsLeft = (Date.parse(answer.expiresAt) - Date.now()) / 1000;
    for (const res of [part, head, vtt]) {
      const maxAge = /^private, max-age=(\d+), immutable$/.exec(res.headers.get('cache-control') ?? '');
      expect(maxAge, res.headers.get('cache-control') ?? '').not.toBeNull();
      expect(Math.abs(Number(maxAge?.[1]) - secondsLeft)).toBeLessThanOrEqual(5);
    }
    const hls = await t.get(`${base}master.m3u8`, { headers: { cookie } });
    expect(hls.headers.get('cache-control')).toBe('private, no-store');
    // The playlist names this viewer's key URL, not the placeholder it was packaged with.
    const playlist = await (await t.get(`${base}v480.m3u8`, { headers: { cookie } })).text();
    expect(playlist).toContain(`URI="${answer.drm?.hlsKeyUrl}"`);
    await expectProblem(await t.get(`${base}manifest.mpd`), 401, 'MEDIA_COOKIE_MISSING');
    const other = await watch(ids.free, users.free.token);
    await expectProblem(
      await t.get(`${base}manifest.mpd`, { headers: { cookie: other.cookie } }),
      403,
      'MEDIA_GRANT_OTHER_USER',
    );
    await expectProblem(
      await t.get(`${base}manifest.mpd`, { headers: { cookie }, host: 'acme.localhost' }),
      403,
      'MEDIA_GRANT_OTHER_TENANT',
    );
    // An expired grant of the same package and user.
    const expired = await signVideoGrant(t.database.db, {
      t: 'demo',
      u: users.listener.id,
      d: 'trailer-clear',
      i: ids.premium,
      k: null,
      p: null,
      s: null,
      o: null,
      e: Math.floor(Date.now() / 1000) - 1,
    });
    await expectProblem(
      await t.get(`/media/v/${expired}/manifest.mpd`, { headers: { cookie } }),
      403,
      'MEDIA_GRANT_EXPIRED',
    );
    await expectProblem(await t.get(`${base}..%2Fsecret.mp4`, { headers: { cookie } }), 404);
    await expectProblem(await t.get(`${base}done.json`, { headers: { cookie } }), 404, 'MEDIA_NOT_FOUND');
    await expectProblem(await t.get(`${base}nothing.mp4`, { headers: { cookie } }), 404);
    await expectProblem(
      await t.get('/media/v/AAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/manifest.mpd', {
        headers: { cookie },
      }),
      403,
      'MEDIA_GRANT_INVALID',
    );
  });

  it('external provider: unknown code 404, not validated 403 with the plans, validated plays from the provider host', async () => {
    await expectProblem(
      await stream({ id: ids.openstage, externalProviderCode: 'NOPE' }, { token: users.listener.token }),
      404,
      'EXTERNAL_PROVIDER_UNKNOWN',
    );
    const refused = await expectProblem(
      await stream({ id: ids.openstage, externalProviderCode: 'STREAMBOX' }, { token: users.listener.token }),
      403,
      'EXTERNAL_PROVIDER_NOT_VALIDATED',
    );
    expect(v.parse(ExternalNotValidatedDataSchema, refused.data).plans.map((plan) => plan.name)).toEqual([
      'StreamBox TV',
    ]);
    await expectProblem(
      await stream({ id: ids.premium, externalProviderCode: 'STREAMBOX' }, { token: users.listener.token }),
      404,
      'VIDEO_NOT_FOUND',
    );
    const viewer = await createUser(t, 'demo');
    await subscribe(t, { userId: viewer.id }, { type: 'streambox-partner', contingents: [] });
    const token = (await signIn(t, 'demo', viewer.id)).access_token;
    const { answer } = await watch(ids.openstage, token, { externalProviderCode: 'STREAMBOX' });
    expect(answer.manifestUrl).toMatch(
      /^http:\/\/openstage\.localhost\/ext\/openstage\/v\/[^/]+\/manifest\.mpd$/,
    );
    expect(answer.drm?.licenceUrl).toMatch(/^http:\/\/localhost\/api\/video\/licence\//);
    const kid = hexToB64Url(await kidOf(ids.openstage));
    const granted = await licence(answer.drm?.licenceUrl ?? '', { kids: [kid] }, { token });
    expect(granted.status).toBe(200);

    // The provider host: Range, CORS for the tenant's origins only, CORP cross-origin, no cookie needed.
    const base = pathOf(answer.manifestUrl).replace(/manifest\.mpd$/, '');
    const host = 'openstage.localhost';
    const part = await t.get(`${base}v240.mp4`, {
      host,
      headers: { range: 'bytes=10-19', origin: 'http://localhost' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 10-19/1000');
    expect(part.headers.get('access-control-allow-origin')).toBe('http://localhost');
    expect(part.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(part.headers.get('vary')).toMatch(/Origin/);
    const stranger = await t.get(`${base}manifest.mpd`, {
      host,
      headers: { origin: 'http://acme.localhost' },
    });
    expect(stranger.status).toBe(200);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await t.get(`${base}v240.mp4`, {
      host,
      method: 'OPTIONS',
      headers: { origin: 'http://demo.localhost', 'access-control-request-headers': 'range' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Range');
    const playlist = await (await t.get(`${base}v480.m3u8`, { host })).text();
    expect(playlist).toContain('URI="http://localhost/api/video/key/');
    // Nothing else on that host; and the provider grant does not play on the tenant's own host.
    await expectProblem(await t.get('/api/envFile', { host }), 404);
    await expectProblem(await t.get('/', { host }), 404);
    await expectProblem(await t.get(`/ext/other/v/${base.split('/')[4]}/manifest.mpd`, { host }), 403);
    // Refusals carry the CORS headers of the grant tenant's origin (else the player sees a network error).
    const origin = { origin: 'http://localhost' };
    const refusals = [
      await t.get(`/ext/other/v/${base.split('/')[4]}/manifest.mpd`, { host, headers: origin }),
      await t.get(`${base}nope.mp4`, { host, headers: origin }),
      await t.get('/ext/openstage/v/forged.grant/manifest.mpd', { host, headers: origin }),
      await t.get('/api/envFile', { host, headers: origin }),
      await t.get(`${base}v240.mp4`, { host, method: 'POST', headers: origin }),
    ];
    expect(refusals.map((res) => res.status)).toEqual([403, 404, 403, 404, 404]);
    for (const res of refusals)
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost');
    const refusedPreflight = await t.get('/ext/openstage/v/forged.grant/manifest.mpd', {
      host,
      method: 'OPTIONS',
      headers: { origin: 'http://demo.localhost', 'access-control-request-headers': 'range' },
    });
    expect(refusedPreflight.status).toBe(403);
    expect(refusedPreflight.headers.get('access-control-allow-origin')).toBe('http://demo.localhost');
    expect(refusedPreflight.headers.get('access-control-allow-headers')).toBe('Range');
    // Full origins: the tenant's host on another scheme or port is another origin.
    for (const other of ['https://localhost', 'http://localhost:9999', 'http://acme.localhost']) {
      const res = await t.get(`${base}manifest.mpd`, { host, headers: { origin: other } });
      expect(res.status, other).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), other).toBeNull();
    }
    await expectProblem(
      await t.get(`/media/v/${base.split('/')[4]}/manifest.mpd`, {
        headers: { cookie: mediaCookie(await stream({ id: ids.free }, { token })) ?? '' },
      }),
      403,
      'MEDIA_GRANT_OTHER_TENANT',
    );
  });

  it('download: a free title’s offline file set with signed URLs and sizes, recorded per device; protected titles refused', async () => {
    const res = await postAs(
      t,
      '/video/download',
      { articleId: ids.free, deviceId: 1001 },
      { token: users.free.token },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = v.parse(VideoDownloadAnswerSchema, await res.json());
    expect(answer.manifest).toBe('offline.mpd');
    expect(answer.files.map((file) => [file.name, file.sizeBytes])).toEqual([
      ['offline.mpd', expect.any(Number)],
      ['v480.mp4', 2000],
      ['a_en.mp4', 3000],
      ['sub_en.vtt', expect.any(Number)],
    ]);
    expect(Date.parse(answer.validUntil) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const cookie = mediaCookie(res) ?? '';
    const file = await t.get(pathOf(answer.files[1]?.url ?? ''), { headers: { cookie, range: 'bytes=0-9' } });
    expect(file.status).toBe(206);
    const rows = await t.database.db
      .select()
      .from(downloads)
      .where(and(eq(downloads.userId, users.free.id), eq(downloads.itemId, ids.free)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.ticketId).toBe(answer.ticket);
    await expectProblem(
      await postAs(
        t,
        '/video/download',
        { articleId: ids.premium, deviceId: 1001 },
        { token: users.listener.token },
      ),
      403,
      'OFFLINE_DRM_UNSUPPORTED',
    );
    await expectProblem(await postAs(t, '/video/download', { articleId: ids.free, deviceId: 1001 }), 401);
  });

  it('the stream page carries a video-player node the portal renders (title, poster, source, model, real length)', async () => {
    const page = async (path: string) => {
      const res = await t.api(path);
      expect(res.status, await res.clone().text()).toBe(200);
      const node = (await res.json()) as {
        substructure?: { name: string; data?: { customProperties?: unknown } }[];
      };
      return node.substructure?.find((child) => child.name === 'video-player')?.data?.customProperties;
    };
    const own = v.parse(VideoPlayerSchema, await page(`/structure/video-stream/fragment/${ids.premium}`));
    expect(own).toMatchObject({
      itemId: ids.premium,
      title: 'The Clockmaker',
      businessModel: 'SUBSCRIPTION',
    });
    expect(own.poster).toBe(`http://localhost/media/artwork/${ids.premium}.svg`);
    expect(own.source).toBeUndefined();
    expect(own.durationSec).toBeGreaterThan(5);
    expect(own.durationSec).toBeLessThan(20);
    const ex = v.parse(
      VideoPlayerSchema,
      await page(`/structure/video-ex-stream/fragment/openstage~${ids.openstage}`),
    );
    // The provider's code, which POST /video/streaming names for that source's titles.
    expect(ex).toMatchObject({
      itemId: ids.openstage,
      source: 'openstage',
      externalProviderCode: 'STREAMBOX',
    });
    expect(own.externalProviderCode).toBeUndefined();
    // Details pages have no player.
    expect(await page(`/structure/video-details/fragment/${ids.premium}`)).toBeUndefined();
  });
});

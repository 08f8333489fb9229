import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  childOf,
  LISTENER,
  mediaCookie,
  OWNER,
  pathOf,
  play,
  postAs,
  tokenOf,
} from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';
import { signBinding, signGrant } from './media-grant.ts';
import { MEDIA_DIR, mediaManifest } from './media-library.ts';

describe.each(databaseTargets())('GET /media/stream/{grant} on %s', (target) => {
  let t: TestApp;
  /** The listener's full URL of a track and the cookie that came with it. */
  let full: { path: string; cookie: string; media: string; userId: string };
  /** The owner's cookie (another user of the same tenant). */
  let otherCookie: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    const listener = await tokenOf(t, LISTENER);
    const track = await childOf(t, 'demo', 'track', 'paper-oceans', 1);
    const { res, answer } = await play(t, track.id, { token: listener.token });
    full = {
      path: pathOf(answer.url),
      cookie: mediaCookie(res) ?? '',
      media: track.props.audio ?? '',
      userId: listener.id,
    };
    const owner = await tokenOf(t, OWNER);
    const owned = await childOf(t, 'demo', 'track', 'midnight-signals', 1);
    otherCookie = mediaCookie((await play(t, owned.id, { token: owner.token })).res) ?? '';
  });
  afterAll(() => t.dispose());

  const bytesOf = (name: string) => readFileSync(`${MEDIA_DIR}audio/${name}.m4a`);
  const stream = (path: string, headers: Record<string, string> = {}, host?: string, method?: string) =>
    t.get(path, { headers, ...(host ? { host } : {}), ...(method ? { method } : {}) });

  it('the granted user’s browser gets the whole file, never cached by anyone', async () => {
    const res = await stream(full.path, { cookie: full.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytesOf(full.media))).toBe(true);
  });

  it('Range answers 206 with the bytes and Content-Range, 416 beyond the end; HEAD has no body', async () => {
    const bytes = bytesOf(full.media);
    const part = await stream(full.path, { cookie: full.cookie, range: 'bytes=1000-1999' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);
    const tail = await stream(full.path, { cookie: full.cookie, range: `bytes=${bytes.length - 10}-` });
    expect(tail.status).toBe(206);
    expect((await tail.arrayBuffer()).byteLength).toBe(10);
    const beyond = await stream(full.path, { cookie: full.cookie, range: `bytes=${bytes.length}-` });
    await expectProblem(beyond, 416, 'RANGE_NOT_SATISFIABLE');
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    const head = await stream(full.path, { cookie: full.cookie }, undefined, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    expect(await head.text()).toBe('');
  });

  it('user A’s URL is refused for user B (403) and without the cookie (401)', async () => {
    await expectProblem(await stream(full.path, { cookie: otherCookie }), 403, 'MEDIA_GRANT_OTHER_USER');
    const missing = await stream(full.path);
    await expectProblem(missing, 401, 'MEDIA_COOKIE_MISSING');
    expect(missing.headers.get('www-authenticate')).toBe('Cookie realm="media"');
    const forged = `${full.cookie.slice(0, -3)}${full.cookie.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    await expectProblem(await stream(full.path, { cookie: forged }), 403, 'MEDIA_COOKIE_INVALID');
  });

  it('tenant A’s URL is refused on tenant B’s host, even with the right cookie', async () => {
    const res = await stream(full.path, { cookie: full.cookie }, 'acme.localhost');
    await expectProblem(res, 403, 'MEDIA_GRANT_OTHER_TENANT');
  });

  it('expired, tampered and malformed grants are 403', async () => {
    const db = t.database.db;
    const expired = await signGrant(db, {
      tenant: 'demo',
      userId: full.userId,
      media: full.media,
      preview: false,
      ttlSeconds: -1,
    });
    const res = await stream(`/media/stream/${expired.grant}`, { cookie: full.cookie });
    await expectProblem(res, 403, 'MEDIA_GRANT_EXPIRED');
    const grant = full.path.split('/').at(-1) ?? '';
    const [payload = '', signature = ''] = grant.split('.');
    // Another file under the same signature: the payload no longer matches it.
    const swapped = Buffer.from(
      Buffer.from(payload, 'base64url')
        .toString()
        .replace(full.media, full.media === 'zephyr' ? 'aurora' : 'zephyr'),
    ).toString('base64url');
    const binding = await signBinding(db, { tenant: 'demo', userId: full.userId, ttlSeconds: 600 });
    for (const bad of [`${swapped}.${signature}`, `${payload}.${'A'.repeat(43)}`, 'nonsense', binding])
      await expectProblem(
        await stream(`/media/stream/${bad}`, { cookie: full.cookie }),
        403,
        'MEDIA_GRANT_INVALID',
      );
  });

  it('a preview grant plays without a cookie, for anyone of its tenant, and only there', async () => {
    const track = await childOf(t, 'demo', 'track', 'golden-hour', 2);
    const { answer } = await play(t, track.id);
    const path = pathOf(answer.url);
    const res = await stream(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=(89\d|900)$/);
    const preview = `${track.props.audio}-preview`;
    expect(Buffer.from(await res.arrayBuffer()).equals(bytesOf(preview))).toBe(true);
    expect((await stream(path, { cookie: otherCookie, range: 'bytes=0-9' })).status).toBe(206);
    await expectProblem(await stream(path, {}, 'acme.localhost'), 403, 'MEDIA_GRANT_OTHER_TENANT');
    expect(mediaManifest().audio[preview]?.durationSec).toBe(answer.durationSec);
  });

  it('a download URL follows the same rules as a stream URL', async () => {
    const { token } = await tokenOf(t, LISTENER);
    const track = await childOf(t, 'demo', 'track', 'slow-rivers', 1);
    const res = await postAs(
      t,
      '/song/download',
      { articleId: track.id, distributionChannel: 'WEB', deviceId: 1 },
      { token },
    );
    expect(res.status).toBe(200);
    const { uri } = (await res.json()) as { uri: string };
    const cookie = mediaCookie(res) ?? '';
    expect((await stream(pathOf(uri), { cookie, range: 'bytes=0-99' })).status).toBe(206);
    await expectProblem(await stream(pathOf(uri), { cookie: otherCookie }), 403, 'MEDIA_GRANT_OTHER_USER');
    await expectProblem(await stream(pathOf(uri)), 401, 'MEDIA_COOKIE_MISSING');
  });
});

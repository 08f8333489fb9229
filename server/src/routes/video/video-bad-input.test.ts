import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprint } from '../../testing/table-fingerprint.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { childOf, FREE, itemBySlug, LISTENER, tokenOf } from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';
import { type FixturePackager, fixturePackager } from './video-testing.ts';

/** Every table a video call could write. */
const TABLES = ['listening_tickets', 'downloads', 'video_keys', 'credit_spends', 'licence_requests'];

const fingerprint = (t: TestApp) => tableFingerprint(t, TABLES);

interface Fixtures {
  premium: number;
  free: number;
  track: number;
}

interface BadInputCase {
  name: string;
  method: 'GET' | 'POST';
  path: (f: Fixtures) => string;
  body?: (f: Fixtures) => unknown;
  raw?: string;
  as?: 'free' | 'listener';
  status: 400 | 404 | 415;
  code: string;
}

const V = 'VALIDATION_FAILED';
const STREAM = () => '/video/streaming';
const DOWNLOAD = () => '/video/download';
const GRANT = 'AAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const LICENCE = () => `/video/licence/${GRANT}`;
const KID = 'AAECAwQFBgcICQoLDA0ODw';

// biome-ignore format: one case per line
const CASES: BadInputCase[] = [
  { name: 'streaming: no id', method: 'POST', path: STREAM, body: () => ({}), status: 400, code: V },
  { name: 'streaming: id as text', method: 'POST', path: STREAM, body: (f) => ({ id: String(f.premium) }), status: 400, code: V },
  { name: 'streaming: id 0', method: 'POST', path: STREAM, body: () => ({ id: 0 }), status: 400, code: V },
  { name: 'streaming: negative id', method: 'POST', path: STREAM, body: () => ({ id: -4 }), status: 400, code: V },
  { name: 'streaming: id beyond int4', method: 'POST', path: STREAM, body: () => ({ id: 2 ** 31 }), status: 400, code: V },
  { name: 'streaming: fractional id', method: 'POST', path: STREAM, body: () => ({ id: 1.5 }), status: 400, code: V },
  { name: 'streaming: unknown protocol', method: 'POST', path: STREAM, body: (f) => ({ id: f.premium, protocol: 'smooth' }), status: 400, code: V },
  { name: 'streaming: unknown drm', method: 'POST', path: STREAM, body: (f) => ({ id: f.premium, drm: 'WIDEVINE' }), status: 400, code: V },
  { name: 'streaming: unknown field', method: 'POST', path: STREAM, body: (f) => ({ id: f.premium, quality: 'hd' }), status: 400, code: V },
  { name: 'streaming: provider code in lower case', method: 'POST', path: STREAM, body: (f) => ({ id: f.premium, externalProviderCode: 'streambox' }), status: 400, code: V },
  { name: 'streaming: provider code of 41 characters', method: 'POST', path: STREAM, body: (f) => ({ id: f.premium, externalProviderCode: 'A'.repeat(41) }), status: 400, code: V },
  { name: 'streaming: provider code with a control character', method: 'POST', path: STREAM, body: (f) => ({ id: f.premium, externalProviderCode: 'STREAM\u0000BOX' }), status: 400, code: V },
  { name: 'streaming: body not JSON', method: 'POST', path: STREAM, raw: '{"id":', status: 400, code: 'MALFORMED_JSON' },
  { name: 'streaming: unknown lang', method: 'POST', path: (f) => `/video/streaming?lang=xx&id=${f.premium}`, body: (f) => ({ id: f.premium }), status: 400, code: V },
  { name: 'streaming: a track is no video', method: 'POST', path: STREAM, body: (f) => ({ id: f.track }), status: 404, code: 'VIDEO_NOT_FOUND' },
  { name: 'streaming: unknown video', method: 'POST', path: STREAM, body: () => ({ id: 99_999_999 }), status: 404, code: 'VIDEO_NOT_FOUND' },
  { name: 'licence: no kids', method: 'POST', path: LICENCE, body: () => ({ kids: [] }), as: 'listener', status: 400, code: V },
  { name: 'licence: nine kids', method: 'POST', path: LICENCE, body: () => ({ kids: Array(9).fill(KID) }), as: 'listener', status: 400, code: V },
  { name: 'licence: kid of 15 bytes', method: 'POST', path: LICENCE, body: () => ({ kids: ['AAECAwQFBgcICQoLDA0O'] }), as: 'listener', status: 400, code: V },
  { name: 'licence: kid in base64 with padding', method: 'POST', path: LICENCE, body: () => ({ kids: [`${KID}==`] }), as: 'listener', status: 400, code: V },
  { name: 'licence: kids not a list', method: 'POST', path: LICENCE, body: () => ({ kids: KID }), as: 'listener', status: 400, code: V },
  { name: 'licence: unknown type', method: 'POST', path: LICENCE, body: () => ({ kids: [KID], type: 'forever' }), as: 'listener', status: 400, code: V },
  { name: 'licence: unknown field', method: 'POST', path: LICENCE, body: () => ({ kids: [KID], keys: [] }), as: 'listener', status: 400, code: V },
  { name: 'licence: grant too short', method: 'POST', path: () => '/video/licence/abc', body: () => ({ kids: [KID] }), as: 'listener', status: 400, code: V },
  { name: 'licence: grant with a space', method: 'POST', path: () => `/video/licence/${GRANT.slice(0, 30)}%20${GRANT.slice(30)}`, body: () => ({ kids: [KID] }), as: 'listener', status: 400, code: V },
  { name: 'licence: body not JSON', method: 'POST', path: LICENCE, raw: 'kids=1', as: 'listener', status: 400, code: 'MALFORMED_JSON' },
  { name: 'hls key: grant too short', method: 'GET', path: () => '/video/key/short', as: 'listener', status: 400, code: V },
  { name: 'download: no deviceId', method: 'POST', path: DOWNLOAD, body: (f) => ({ articleId: f.free }), status: 400, code: V },
  { name: 'download: articleId as text', method: 'POST', path: DOWNLOAD, body: (f) => ({ articleId: `${f.free}`, deviceId: 1 }), status: 400, code: V },
  { name: 'download: deviceId beyond int4', method: 'POST', path: DOWNLOAD, body: (f) => ({ articleId: f.free, deviceId: 2 ** 32 }), status: 400, code: V },
  { name: 'download: unknown field', method: 'POST', path: DOWNLOAD, body: (f) => ({ articleId: f.free, deviceId: 1, collectionId: 3 }), status: 400, code: V },
  { name: 'download: unknown video', method: 'POST', path: DOWNLOAD, body: () => ({ articleId: 99_999_999, deviceId: 1 }), status: 404, code: 'VIDEO_NOT_FOUND' },
  { name: 'download: a track is no video', method: 'POST', path: DOWNLOAD, body: (f) => ({ articleId: f.track, deviceId: 1 }), status: 404, code: 'VIDEO_NOT_FOUND' },
];

describe.each(databaseTargets())('bad input to the video calls on %s', (target) => {
  let t: TestApp;
  let fixture: FixturePackager;
  const f = {} as Fixtures;
  const tokens = { free: '', listener: '' };

  beforeAll(async () => {
    fixture = await fixturePackager();
    t = await startTestApp(target, { video: { cacheDir: fixture.cacheDir, packager: fixture.packager } });
    tokens.free = (await tokenOf(t, FREE)).token;
    tokens.listener = (await tokenOf(t, LISTENER)).token;
    f.premium = (await itemBySlug(t, 'demo', 'video', 'the-clockmaker')).id;
    f.free = (await itemBySlug(t, 'demo', 'video', 'the-little-robot')).id;
    f.track = (await childOf(t, 'demo', 'track', 'static-hearts', 1)).id;
  });
  afterAll(async () => {
    await t.dispose();
    await fixture.dispose();
  });

  it('the table names each case once', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length);
  });

  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s → a problem, nothing written, nothing packaged',
    async (_, c) => {
      const before = await fingerprint(t);
      const runs = fixture.runs.length;
      const body = c.raw ?? c.body?.(f);
      const res = await t.api(c.path(f), {
        method: c.method,
        token: tokens[c.as ?? 'free'],
        ...(body !== undefined ? { body } : {}),
      });
      const text = await res.clone().text();
      await expectProblem(res, c.status, c.code);
      expect(text).not.toMatch(/"keys"|manifestUrl/);
      expect(await fingerprint(t)).toEqual(before);
      expect(fixture.runs.length).toBe(runs);
    },
  );
});

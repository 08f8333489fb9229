import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClearKeyAnswerSchema,
  VideoDownloadAnswerSchema,
  VideoStreamingAnswerSchema,
} from '../../../../contract/video.ts';
import { videoKeys } from '../../db/schema/video.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  FREE,
  itemBySlug,
  LISTENER,
  mediaCookie,
  pathOf,
  postAs,
  tokenOf,
} from '../player/player-testing.ts';

/** The real pipeline (Shaka Packager over the committed renditions): one protected and one clear title, end to end. */
describe.each(databaseTargets())('a really packaged title on %s', (target) => {
  let t: TestApp;
  let cacheDir: string;

  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'video-packaged-'));
    t = await startTestApp(target, { video: { cacheDir } });
  });
  afterAll(async () => {
    await t.dispose();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('protected: the MPD names the title key, the init segment reads with Range, the licence answers that key', async () => {
    const item = await itemBySlug(t, 'demo', 'video', 'the-clockmaker');
    const { token } = await tokenOf(t, LISTENER);
    const res = await postAs(t, '/video/streaming', { id: item.id }, { token });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = v.parse(VideoStreamingAnswerSchema, await res.json());
    const cookie = mediaCookie(res) ?? '';
    // The asset's length (10–12 s), not the catalogue's 1–2 hours.
    expect(answer.durationSec).toBeGreaterThan(5);
    expect(answer.durationSec).toBeLessThan(20);
    const [key] = await t.database.db
      .select()
      .from(videoKeys)
      .where(and(eq(videoKeys.tenantName, 'demo'), eq(videoKeys.itemId, item.id)));
    const kid = key?.kid ?? '';
    const mpdRes = await t.get(pathOf(answer.manifestUrl), { headers: { cookie } });
    expect(mpdRes.status).toBe(200);
    const mpd = await mpdRes.text();
    const dashed = `${kid.slice(0, 8)}-${kid.slice(8, 12)}-${kid.slice(12, 16)}-${kid.slice(16, 20)}-${kid.slice(20)}`;
    expect(mpd.toLowerCase()).toContain(`default_kid="${dashed}"`);
    // The first video representation: its BaseURL and the byte range of its init segment.
    const representation =
      /<Representation[^>]*mimeType="video\/mp4"[\s\S]*?<\/Representation>/.exec(mpd)?.[0] ?? '';
    const file = /<BaseURL>([^<]+)<\/BaseURL>/.exec(representation)?.[1] ?? '';
    const init = /<Initialization range="(\d+)-(\d+)"/.exec(representation);
    expect(file).toMatch(/\.mp4$/);
    expect(init).not.toBeNull();
    const base = pathOf(answer.manifestUrl).replace(/manifest\.mpd$/, '');
    const part = await t.get(`${base}${file}`, {
      headers: { cookie, range: `bytes=${init?.[1]}-${init?.[2]}` },
    });
    expect(part.status).toBe(206);
    const bytes = Buffer.from(await part.arrayBuffer());
    expect(bytes.length).toBe(Number(init?.[2]) - Number(init?.[1]) + 1);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    // CENC: the init segment carries the protection scheme box and the title's key id.
    expect(bytes.includes(Buffer.from('cenc', 'latin1'))).toBe(true);
    expect(bytes.includes(Buffer.from(kid, 'hex'))).toBe(true);
    const hls = await (
      await t.get(
        `${base}${/^(\S+\.m3u8)$/m.exec(await (await t.get(pathOf(answer.hlsUrl), { headers: { cookie } })).text())?.[1] ?? 'none.m3u8'}`,
        { headers: { cookie } },
      )
    ).text();
    expect(hls).toContain(`URI="${answer.drm?.hlsKeyUrl}"`);
    const licence = await t.api(`/video/licence/${answer.drm?.licenceUrl.split('/video/licence/')[1]}`, {
      method: 'POST',
      token,
      body: { kids: [Buffer.from(kid, 'hex').toString('base64url')], type: 'temporary' },
    });
    expect(licence.status).toBe(200);
    const keys = v.parse(ClearKeyAnswerSchema, await licence.json());
    expect(keys.keys[0]?.kid).toBe(Buffer.from(kid, 'hex').toString('base64url'));
  });

  it('clear: the download set is offline.mpd and the files it names, with their real sizes', async () => {
    const item = await itemBySlug(t, 'demo', 'video', 'the-little-robot');
    const { token } = await tokenOf(t, FREE);
    const res = await postAs(t, '/video/download', { articleId: item.id, deviceId: 7 }, { token });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = v.parse(VideoDownloadAnswerSchema, await res.json());
    const names = answer.files.map((f) => f.name);
    expect(names[0]).toBe('offline.mpd');
    expect(names.filter((name) => /^v\d+\.mp4$/.test(name))).toHaveLength(1);
    expect(names.some((name) => name.endsWith('.vtt'))).toBe(true);
    const cookie = mediaCookie(res) ?? '';
    for (const file of answer.files.slice(0, 3)) {
      const head = await t.get(pathOf(file.url), { method: 'HEAD', headers: { cookie } });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get('content-length'))).toBe(file.sizeBytes);
    }
  });
});

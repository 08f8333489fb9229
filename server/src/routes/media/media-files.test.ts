import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { MEDIA_DIR, mediaManifest } from './media-library.ts';

describe.each(databaseTargets())('media files on %s', (target) => {
  let t: TestApp;
  const audio = Object.keys(mediaManifest().audio)[0] ?? '';
  const video = Object.keys(mediaManifest().video)[0] ?? '';
  // Videos (trailers) are public; audio is only ever served through signed grants (/media/stream).
  const videoBytes = readFileSync(`${MEDIA_DIR}video/${video}.mp4`);
  const size = videoBytes.length;
  const path = `/media/video/${video}.mp4`;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  it('the whole file is 200 video/mp4 with Accept-Ranges and a long immutable cache', async () => {
    const res = await t.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-length')).toBe(String(size));
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(videoBytes)).toBe(true);
  });

  it('first-last, open-ended and suffix ranges are 206 with the right bytes and Content-Range', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-500', size - 500, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await t.get(path, { headers: { range } });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers.get('content-length')).toBe(String(end - start + 1));
      expect(Buffer.from(await res.arrayBuffer()).equals(videoBytes.subarray(start, end + 1))).toBe(true);
    }
  });

  it('an unsatisfiable or malformed range is 416 with Content-Range bytes */size', async () => {
    for (const range of [`bytes=${size}-`, 'bytes=9-3', 'bytes=abc', 'bytes=-0']) {
      const res = await t.get(path, { headers: { range } });
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range')).toBe(`bytes */${size}`);
    }
  });

  it('several ranges are answered with the whole file (200)', async () => {
    const res = await t.get(path, { headers: { range: 'bytes=0-1,5-9' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(size));
  });

  it('If-None-Match with the ETag is 304; If-Range with another tag gives the whole file', async () => {
    const etag = (await t.get(path)).headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const notModified = await t.get(path, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect((await t.get(path, { headers: { range: 'bytes=0-9', 'if-range': etag } })).status).toBe(206);
    expect((await t.get(path, { headers: { range: 'bytes=0-9', 'if-range': '"old"' } })).status).toBe(200);
  });

  it('HEAD answers the headers without a body', async () => {
    const res = await t.get(path, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(size));
    expect(await res.text()).toBe('');
  });

  it('audio files, full or preview, are not public: only a signed grant (/media/stream) serves them', async () => {
    for (const p of [`/media/audio/${audio}.m4a`, `/media/audio/${audio}-preview.m4a`]) {
      expect((await t.get(p)).status, p).toBe(404);
      expect((await t.get(p, { method: 'HEAD' })).status, p).toBe(404);
    }
  });

  it('unknown names, wrong extensions and traversal attempts are 404 problems', async () => {
    const paths = [
      '/media/audio/no-such-piece.m4a',
      `/media/audio/${audio}.mp4`,
      `/media/video/${video}.m4a`,
      `/media/audio/${video}.m4a`,
      '/media/audio/constructor.m4a',
      '/media/audio/..%2f..%2fmanifest.json',
      `/media/audio/..%2fvideo%2f${video}.mp4`,
      `/media/audio/%2e%2e%2f${audio}.m4a`,
      `/media/audio/${audio}%2em4a`,
      `/media/audio/${audio.toUpperCase()}.m4a`,
    ];
    for (const p of paths) {
      const res = await t.get(p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get('content-type'), p).toBe('application/problem+json');
    }
    // A control character anywhere in a URL is refused by the one input rule before any route runs.
    const nul = await t.get(`/media/audio/${audio}.m4a%00.txt`);
    expect(nul.status).toBe(400);
    expect(nul.headers.get('content-type')).toBe('application/problem+json');
  });
});

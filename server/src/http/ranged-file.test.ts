import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseByteRange, rangedFileResponse } from './ranged-file.ts';

describe('byte range parsing (RFC 9110 §14.1.2)', () => {
  it('first-last, open-ended and suffix ranges; the last byte is clamped to the size', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(parseByteRange('bytes=100-', 1000)).toEqual({ kind: 'part', start: 100, end: 999 });
    expect(parseByteRange('bytes=-500', 1000)).toEqual({ kind: 'part', start: 500, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ kind: 'part', start: 0, end: 999 });
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ kind: 'part', start: 990, end: 999 });
  });

  it('ranges past the end, reversed, empty or malformed are unsatisfiable', () => {
    for (const header of [
      'bytes=1000-',
      'bytes=5-1',
      'bytes=-0',
      'bytes=-',
      'bytes=a-b',
      'bytes=1-2-3',
      'bytes= ',
    ])
      expect(parseByteRange(header, 1000), header).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=0-0', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('other units are ignored and several ranges get the whole file', () => {
    expect(parseByteRange(undefined, 10)).toEqual({ kind: 'whole' });
    expect(parseByteRange('items=0-5', 10)).toEqual({ kind: 'whole' });
    expect(parseByteRange('bytes=0-1, 4-5', 10)).toEqual({ kind: 'whole' });
  });
});

describe('ranged file answers', () => {
  let dir: string;
  let path: string;
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
  const file = () => ({ path, contentType: 'audio/mp4', cacheControl: 'public, max-age=60' });
  const ask = (headers: Record<string, string> = {}, method = 'GET') =>
    rangedFileResponse(new Request('http://localhost/a.m4a', { method, headers }), file());

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ranged-'));
    path = join(dir, 'a.m4a');
    writeFileSync(path, bytes);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the whole file is 200 with its length, type, validators and Accept-Ranges', async () => {
    const res = await ask();
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-type')).toBe('audio/mp4');
    expect(res.headers.get('content-length')).toBe('1000');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(res.headers.get('last-modified')).toMatch(/GMT$/);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('one range is 206 with Content-Range and exactly those bytes', async () => {
    const res = await ask({ range: 'bytes=100-199' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(res.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
  });

  it('an unsatisfiable range is 416 with Content-Range bytes */size', async () => {
    const res = await ask({ range: 'bytes=2000-' });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('bytes */1000');
    expect((await res.json()).code).toBe('RANGE_NOT_SATISFIABLE');
  });

  it('If-None-Match with the ETag (or *) and a current If-Modified-Since are 304 without a body', async () => {
    const etag = (await ask()).headers.get('etag') ?? '';
    const lastModified = (await ask()).headers.get('last-modified') ?? '';
    for (const headers of [
      { 'if-none-match': etag },
      { 'if-none-match': `"x", W/${etag}` },
      { 'if-none-match': '*' },
    ]) {
      const res = await ask(headers);
      expect(res.status).toBe(304);
      expect(res.body).toBeNull();
    }
    expect((await ask({ 'if-modified-since': lastModified })).status).toBe(304);
    expect((await ask({ 'if-none-match': '"other"', 'if-modified-since': lastModified })).status).toBe(200);
  });

  it('If-Range: a matching ETag keeps the range, a stale one answers the whole file', async () => {
    const etag = (await ask()).headers.get('etag') ?? '';
    expect((await ask({ range: 'bytes=0-9', 'if-range': etag })).status).toBe(206);
    expect((await ask({ range: 'bytes=0-9', 'if-range': '"stale"' })).status).toBe(200);
    expect((await ask({ range: 'bytes=0-9', 'if-range': `W/${etag}` })).status).toBe(200);
  });

  it('HEAD has the headers of GET and no body; Range does not apply to HEAD', async () => {
    const res = await ask({ range: 'bytes=0-9' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('1000');
    expect(res.body).toBeNull();
  });

  it('a missing file is a 404 problem', async () => {
    const missing = rangedFileResponse(new Request('http://localhost/x'), {
      ...file(),
      path: join(dir, 'nope'),
    });
    await expect(missing).rejects.toMatchObject({ status: 404, code: 'FILE_NOT_FOUND' });
  });
});

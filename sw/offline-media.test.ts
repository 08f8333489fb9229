// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DownloadRow, PortalDb } from '../src/offline-store/db.ts';
import {
  downloadId,
  offlineMediaUrl,
  offlinePartUrl,
  partChunkId,
} from '../src/offline-store/offline-media.ts';
import { offlineMediaResponse, READ_PIECE_BYTES } from './offline-media.ts';

// 1000 bytes whose value is their position modulo 251, kept in chunks of 256 (the last one shorter).
const FILE = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
const id = downloadId('demo', 'u-1', 42);
const db = new PortalDb('offline-media-test');

const row = (over: Partial<DownloadRow> = {}): DownloadRow => ({
  id,
  tenant: 'demo',
  userId: 'u-1',
  itemId: 42,
  title: 'Static Bloom',
  contentType: 'FULL_TRACK_MUSIC',
  mimeType: 'audio/mp4',
  sizeBytes: FILE.length,
  receivedBytes: FILE.length,
  status: 'done',
  validUntil: '2026-11-30T10:00:00Z',
  ticket: 't-42',
  createdAt: '2026-11-20T10:00:00Z',
  ...over,
});

const deps = { db, userOf: async (tenant: string) => (tenant === 'demo' ? 'u-1' : undefined) };
const ask = (range?: string, method = 'GET', url = offlineMediaUrl({ id })) =>
  offlineMediaResponse(
    new Request(`https://portal.test${url}`, { method, headers: range ? { range } : {} }),
    deps,
  );
const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());

beforeAll(async () => {
  await db.downloads.put(row());
  for (let index = 0; index * 256 < FILE.length; index++) {
    const start = index * 256;
    await db.chunks.put({ downloadId: id, index, start, data: new Blob([FILE.slice(start, start + 256)]) });
  }
});

describe('the worker answers a downloaded file from IndexedDB', () => {
  it('without Range: 200 with the whole file, its length and Accept-Ranges', async () => {
    const response = await ask();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('1000');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('audio/mp4');
    expect(await bytes(response)).toEqual(FILE);
  });

  it('a range across chunks: 206 with exactly those bytes', async () => {
    const response = await ask('bytes=200-800');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 200-800/1000');
    expect(response.headers.get('content-length')).toBe('601');
    expect(await bytes(response)).toEqual(FILE.slice(200, 801));
  });

  it('a chunk larger than a read piece goes out piece by piece, with exactly its bytes', async () => {
    const big = Uint8Array.from({ length: 300_000 }, (_, i) => (i * 7) % 253);
    const bigId = downloadId('demo', 'u-1', 43);
    await db.downloads.put(row({ id: bigId, itemId: 43, sizeBytes: big.length, receivedBytes: big.length }));
    await db.chunks.put({ downloadId: bigId, index: 0, start: 0, data: new Blob([big.slice(0, 250_000)]) });
    await db.chunks.put({
      downloadId: bigId,
      index: 1,
      start: 250_000,
      data: new Blob([big.slice(250_000)]),
    });
    const response = await ask('bytes=1000-', 'GET', offlineMediaUrl({ id: bigId }));
    expect(response.status).toBe(206);
    const pieces: number[] = [];
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const received: Uint8Array[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      pieces.push(read.value.byteLength);
      received.push(read.value);
    }
    expect(Math.max(...pieces)).toBeLessThanOrEqual(READ_PIECE_BYTES);
    expect(pieces.length).toBeGreaterThan(2);
    const all = new Uint8Array(pieces.reduce((sum, n) => sum + n, 0));
    let at = 0;
    for (const piece of received) {
      all.set(piece, at);
      at += piece.byteLength;
    }
    expect(all).toEqual(big.slice(1000));
  });

  it('open-ended and suffix ranges', async () => {
    const open = await ask('bytes=990-');
    expect(open.headers.get('content-range')).toBe('bytes 990-999/1000');
    expect(await bytes(open)).toEqual(FILE.slice(990));
    const suffix = await ask('bytes=-300');
    expect(suffix.headers.get('content-range')).toBe('bytes 700-999/1000');
    expect(await bytes(suffix)).toEqual(FILE.slice(700));
  });

  it('an unsatisfiable range: 416 with bytes */size', async () => {
    const response = await ask('bytes=1000-');
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
  });

  it('HEAD: the headers without a body', async () => {
    const response = await ask('bytes=0-9', 'HEAD');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-length')).toBe('10');
    expect(response.body).toBeNull();
  });

  it('another user of the device (or nobody signed in) is refused; unknown ids are not found', async () => {
    const other = await offlineMediaResponse(new Request(`https://portal.test${offlineMediaUrl({ id })}`), {
      db,
      userOf: async () => 'u-2',
    });
    expect(other.status).toBe(403);
    expect((await ask(undefined, 'GET', offlineMediaUrl({ id: 'demo:u-1:7' }))).status).toBe(404);
  });

  it('a disabled or unfinished download does not play', async () => {
    await db.downloads.put(row({ status: 'disabled', reason: 'NOT_ENTITLED' }));
    expect((await ask()).status).toBe(403);
    await db.downloads.put(row({ status: 'paused', receivedBytes: 512 }));
    expect((await ask()).status).toBe(404);
    await db.downloads.put(row());
    expect((await ask()).status).toBe(200);
  });
});

describe('the worker answers the files of a downloaded video', () => {
  const videoId = downloadId('demo', 'u-1', 77);
  const MPD = new TextEncoder().encode('<MPD><BaseURL>v480.mp4</BaseURL></MPD>');
  // 700 bytes of video in chunks of 256 (the last one shorter).
  const VIDEO = Uint8Array.from({ length: 700 }, (_, i) => (i * 7) % 256);
  const videoRow = (over: Partial<DownloadRow> = {}): DownloadRow =>
    row({
      id: videoId,
      itemId: 77,
      title: 'The Little Robot',
      contentType: 'VIDEO',
      mimeType: 'application/dash+xml',
      kind: 'video',
      manifest: 'offline.mpd',
      parts: [
        { name: 'offline.mpd', sizeBytes: MPD.length, mimeType: 'application/dash+xml' },
        { name: 'v480.mp4', sizeBytes: VIDEO.length, mimeType: 'video/mp4' },
        { name: 'sub_fr.vtt', sizeBytes: 10, mimeType: 'text/vtt' },
      ],
      sizeBytes: MPD.length + VIDEO.length + 10,
      receivedBytes: MPD.length + VIDEO.length + 10,
      ...over,
    });
  const askVideo = (file: string, range?: string, method = 'GET') =>
    offlineMediaResponse(
      new Request(`https://portal.test${offlinePartUrl({ id: videoId }, file)}`, {
        method,
        headers: range ? { range } : {},
      }),
      deps,
    );

  beforeAll(async () => {
    await db.downloads.put(videoRow());
    await db.chunks.put({
      downloadId: partChunkId(videoId, 'offline.mpd'),
      index: 0,
      start: 0,
      data: new Blob([MPD]),
    });
    for (let index = 0; index * 256 < VIDEO.length; index++) {
      const start = index * 256;
      await db.chunks.put({
        downloadId: partChunkId(videoId, 'v480.mp4'),
        index,
        start,
        data: new Blob([VIDEO.slice(start, start + 256)]),
      });
    }
    // sub_fr.vtt: only its first 4 of 10 bytes arrived.
    await db.chunks.put({
      downloadId: partChunkId(videoId, 'sub_fr.vtt'),
      index: 0,
      start: 0,
      data: new Blob([new Uint8Array(4)]),
    });
  });

  it('the manifest, whole, with its own type', async () => {
    const response = await askVideo('offline.mpd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/dash+xml');
    expect(await bytes(response)).toEqual(MPD);
  });

  it('a media file by Range, across its chunks (what a seek asks for)', async () => {
    const response = await askVideo('v480.mp4', 'bytes=250-600');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-range')).toBe('bytes 250-600/700');
    expect(await bytes(response)).toEqual(VIDEO.slice(250, 601));
    expect((await askVideo('v480.mp4', 'bytes=700-')).status).toBe(416);
    const head = await askVideo('v480.mp4', 'bytes=0-99', 'HEAD');
    expect(head.headers.get('content-length')).toBe('100');
    expect(head.body).toBeNull();
  });

  it('a file the download does not list, a missing file name or a file with missing chunks is not found', async () => {
    expect((await askVideo('v720.mp4')).status).toBe(404);
    expect((await askVideo('sub_fr.vtt')).status).toBe(404);
    const bare = await offlineMediaResponse(
      new Request(`https://portal.test${offlineMediaUrl({ id: videoId })}`),
      deps,
    );
    expect(bare.status).toBe(404);
    // An audio download has no files inside it.
    const nested = await offlineMediaResponse(
      new Request(`https://portal.test${offlinePartUrl({ id }, 'offline.mpd')}`),
      deps,
    );
    expect(nested.status).toBe(404);
  });

  it('another user of the device is refused; an unfinished or disabled video does not play', async () => {
    const other = await offlineMediaResponse(
      new Request(`https://portal.test${offlinePartUrl({ id: videoId }, 'offline.mpd')}`),
      { db, userOf: async () => 'u-2' },
    );
    expect(other.status).toBe(403);
    await db.downloads.put(videoRow({ status: 'downloading', receivedBytes: 100 }));
    expect((await askVideo('offline.mpd')).status).toBe(404);
    await db.downloads.put(videoRow({ status: 'disabled', reason: 'OFFLINE_DRM_UNSUPPORTED' }));
    expect((await askVideo('offline.mpd')).status).toBe(403);
    await db.downloads.put(videoRow());
    expect((await askVideo('offline.mpd')).status).toBe(200);
  });
});

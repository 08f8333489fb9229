// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#lib/api-client.ts';
import { PortalDb } from '#offline-store/db.ts';
import { downloadId } from '#offline-store/offline-media.ts';
import type { DownloadEnv } from './download-env.ts';
import { NotEntitledError, StorageFullError } from './download-errors.ts';
import { DownloadManager } from './download-manager.ts';
import type { DownloadItem } from './download-row.ts';

const CHUNK = 256 * 1024;
const FILE = Uint8Array.from({ length: 2 * CHUNK + 1000 }, (_, i) => (i * 7) % 256);
const id = downloadId('demo', 'u-1', 42);
const track: DownloadItem = {
  id: 42,
  title: 'Static Bloom',
  contentType: 'FULL_TRACK_MUSIC',
  collectionId: 7,
};
const purchase = [{ type: 'SUBSCRIPTION', title: 'Music', purchaseIdentifier: 'sub-1' }];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
const granted = (n: number) =>
  json({
    uri: `https://portal.test/media/stream/grant-${n}`,
    validUntil: `2026-12-0${n}T00:00:00.000Z`,
    sizeBytes: FILE.length,
    contentType: 'FULL_TRACK_MUSIC',
    mimeType: 'audio/mp4',
    ticket: `ticket-${n}`,
  });
const notEntitled = () =>
  json({ type: 'about:blank', title: 'No', status: 403, code: 'NOT_ENTITLED', data: { purchase } }, 403);

/** The media server: answers Range requests of live grants; `hold` pauses a request until released. */
function mediaServer(live: Set<string>) {
  const requests: string[] = [];
  let hold: ((range: string) => Promise<void>) | undefined;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const range = new Headers(init?.headers).get('range') ?? '';
    requests.push(`${String(input).split('/').at(-1)} ${range}`);
    await hold?.(range);
    if (init?.signal?.aborted) throw init.signal.reason;
    if (!live.has(String(input))) return json({ code: 'MEDIA_GRANT_EXPIRED' }, 403);
    const [, start = '0', end = '0'] = /bytes=(\d+)-(\d+)/.exec(range) ?? [];
    const body = FILE.slice(Number(start), Number(end) + 1);
    return new Response(body, {
      status: 206,
      headers: { 'content-range': `bytes ${start}-${Number(start) + body.length - 1}/${FILE.length}` },
    });
  });
  return { fetch, requests, holdWith: (h: typeof hold) => (hold = h) };
}

let dbCount = 0;
function setup(apiAnswers: Response[], over: Partial<DownloadEnv> = {}) {
  const db = new PortalDb(`downloads-test-${++dbCount}`);
  const apiFetch = vi.fn<typeof fetch>();
  for (const answer of apiAnswers) apiFetch.mockResolvedValueOnce(answer);
  const live = new Set([
    'https://portal.test/media/stream/grant-1',
    'https://portal.test/media/stream/grant-2',
  ]);
  const media = mediaServer(live);
  const storage = {
    persist: vi.fn(async () => true),
    estimate: vi.fn(async () => ({ usage: 0, quota: 1e9 })),
  };
  const sleep = vi.fn(async () => undefined);
  const env: DownloadEnv = {
    api: createApiClient({
      baseUrl: 'https://portal.test/api',
      tenant: 'demo',
      fetch: apiFetch,
      retryDelayMs: 0,
    }),
    lang: () => 'en',
    deviceId: () => 3,
    tenant: 'demo',
    userId: 'u-1',
    openDb: async () => db,
    fetch: media.fetch as unknown as typeof fetch,
    storage,
    sleep,
    lock: (_name, task) => task(),
    ...over,
  };
  return { db, manager: new DownloadManager(env), apiFetch, media, live, storage, sleep };
}

async function storedFile(db: PortalDb) {
  const chunks = (await db.chunks.where('downloadId').equals(id).toArray()).sort((a, b) => a.index - b.index);
  const parts = await Promise.all(chunks.map(async (c) => new Uint8Array(await c.data.arrayBuffer())));
  return { chunks, bytes: Uint8Array.from(parts.flatMap((p) => [...p])) };
}

describe('download manager', () => {
  it('asks POST /song/download, then fetches the file in 256 KiB Range chunks into IndexedDB', async () => {
    const { db, manager, apiFetch, media, storage } = setup([granted(1)]);
    expect(await manager.add([track])).toMatchObject({ added: 1 });
    await manager.whenIdle();
    const body = JSON.parse(String(apiFetch.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({ articleId: 42, distributionChannel: 'WEB', deviceId: 3, collectionId: 7 });
    expect(storage.persist).toHaveBeenCalled();
    expect(media.requests).toEqual([
      'grant-1 bytes=0-262143',
      'grant-1 bytes=262144-524287',
      `grant-1 bytes=524288-${FILE.length - 1}`,
    ]);
    const row = await db.downloads.get(id);
    expect(row).toMatchObject({ status: 'done', receivedBytes: FILE.length, ticket: 'ticket-1' });
    expect(row?.validUntil).toBe('2026-12-01T00:00:00.000Z');
    const { chunks, bytes } = await storedFile(db);
    expect(chunks.map((c) => [c.index, c.start, c.data.size])).toEqual([
      [0, 0, CHUNK],
      [1, CHUNK, CHUNK],
      [2, 2 * CHUNK, 1000],
    ]);
    expect(bytes).toEqual(FILE);
  });

  it('pause keeps what arrived; resume continues with Range from receivedBytes', async () => {
    const { db, manager, media } = setup([granted(1)]);
    let release = () => {};
    media.holdWith(async (range) => {
      if (range.startsWith(`bytes=${CHUNK}-`) && media.requests.length === 2)
        await new Promise<void>((resolve) => (release = resolve));
    });
    await manager.add([track]);
    await vi.waitFor(() => expect(media.requests).toHaveLength(2));
    const paused = manager.pause(id);
    release();
    await paused;
    expect(await db.downloads.get(id)).toMatchObject({ status: 'paused', receivedBytes: CHUNK });
    await manager.resume(id);
    await manager.whenIdle();
    expect(media.requests.slice(2)).toEqual([
      `grant-1 bytes=${CHUNK}-524287`,
      `grant-1 bytes=524288-${FILE.length - 1}`,
    ]);
    expect((await storedFile(db)).bytes).toEqual(FILE);
    expect((await db.downloads.get(id))?.status).toBe('done');
  });

  it('an expired file URL is renewed with POST /song/download and the transfer goes on from where it was', async () => {
    const { db, manager, media, live, apiFetch } = setup([granted(1), granted(2)]);
    media.holdWith(async () => {
      // The 1 h URL runs out after the first chunk.
      if (media.requests.length === 2) live.delete('https://portal.test/media/stream/grant-1');
    });
    await manager.add([track]);
    await manager.whenIdle();
    expect(apiFetch).toHaveBeenCalledTimes(2);
    expect(media.requests).toEqual([
      'grant-1 bytes=0-262143',
      'grant-1 bytes=262144-524287',
      'grant-2 bytes=262144-524287',
      `grant-2 bytes=524288-${FILE.length - 1}`,
    ]);
    expect(await db.downloads.get(id)).toMatchObject({ status: 'done', ticket: 'ticket-2' });
    expect((await storedFile(db)).bytes).toEqual(FILE);
  });

  it('cancel deletes the chunks and the row', async () => {
    const { db, manager, media } = setup([granted(1)]);
    let release = () => {};
    media.holdWith(async () => {
      if (media.requests.length === 2) await new Promise<void>((resolve) => (release = resolve));
    });
    await manager.add([track]);
    await vi.waitFor(() => expect(media.requests).toHaveLength(2));
    const removed = manager.remove(id);
    release();
    await removed;
    expect(await db.downloads.count()).toBe(0);
    expect(await db.chunks.count()).toBe(0);
  });

  it('a file that would not fit in the browser quota is refused before anything is stored', async () => {
    const storage = {
      persist: vi.fn(async () => true),
      estimate: vi.fn(async () => ({ usage: 900, quota: 1000 })),
    };
    const { db, manager, media } = setup([granted(1)], { storage });
    const refusal = await manager.add([track]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StorageFullError);
    expect(refusal).toMatchObject({ neededBytes: FILE.length, freeBytes: 100 });
    expect(storage.persist).toHaveBeenCalled();
    expect(await db.downloads.count()).toBe(0);
    expect(media.fetch).not.toHaveBeenCalled();
  });

  it('403 NOT_ENTITLED refuses the download with the purchase options', async () => {
    const { db, manager } = setup([notEntitled()]);
    const refusal = await manager.add([track]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(NotEntitledError);
    expect((refusal as NotEntitledError).purchase).toEqual(purchase);
    expect(await db.downloads.count()).toBe(0);
  });

  it('losing the entitlement while the URL is renewed disables the download, keeping it listed', async () => {
    const { db, manager, media, live } = setup([granted(1), notEntitled()]);
    media.holdWith(async () => {
      if (media.requests.length === 2) live.delete('https://portal.test/media/stream/grant-1');
    });
    await manager.add([track]);
    await manager.whenIdle();
    expect(await db.downloads.get(id)).toMatchObject({ status: 'disabled', reason: 'NOT_ENTITLED' });
  });

  it('network failures are retried with growing waits; past the last wait the download fails', async () => {
    const { db, manager, media, sleep } = setup([granted(1)], { retryDelaysMs: [10, 20] });
    media.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    media.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await manager.add([track]);
    await manager.whenIdle();
    expect(sleep.mock.calls.map((call) => (call as unknown[])[0])).toEqual([10, 20]);
    expect((await db.downloads.get(id))?.status).toBe('done');
    const offline = setup([granted(1)], { retryDelaysMs: [10] });
    offline.media.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await offline.manager.add([track]);
    await offline.manager.whenIdle();
    expect(await offline.db.downloads.get(id)).toMatchObject({ status: 'failed', reason: 'NETWORK' });
  });
});

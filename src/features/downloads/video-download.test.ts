// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#lib/api-client.ts';
import { PortalDb } from '#offline-store/db.ts';
import { downloadId, partChunkId } from '#offline-store/offline-media.ts';
import type { DownloadEnv } from './download-env.ts';
import { OfflineDrmError } from './download-errors.ts';
import { DownloadManager } from './download-manager.ts';
import { recheckDownloads } from './entitlement-check.ts';

const CHUNK = 1024;
const MPD = new TextEncoder().encode(
  '<MPD><Period><AdaptationSet><BaseURL>v480.mp4</BaseURL></AdaptationSet></Period></MPD>',
);
const VIDEO = Uint8Array.from({ length: 2 * CHUNK + 300 }, (_, i) => (i * 13) % 256);
const SUBS = new TextEncoder().encode('WEBVTT\n\n00:00.000 --> 00:02.000\nBonjour\n');
const FILES: Record<string, { bytes: Uint8Array; mimeType: string }> = {
  'offline.mpd': { bytes: MPD, mimeType: 'application/dash+xml' },
  'v480.mp4': { bytes: VIDEO, mimeType: 'video/mp4' },
  'sub_fr.vtt': { bytes: SUBS, mimeType: 'text/vtt' },
};
const TOTAL = MPD.length + VIDEO.length + SUBS.length;
const id = downloadId('demo', 'u-1', 77);
const film = { id: 77, title: 'The Little Robot', contentType: 'VIDEO' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
/** POST /video/download's answer; `n` names the grant its URLs carry. */
const granted = (n: number) =>
  json({
    files: Object.entries(FILES).map(([name, file]) => ({
      name,
      url: `https://portal.test/media/v/grant-${n}/${name}`,
      sizeBytes: file.bytes.length,
      mimeType: file.mimeType,
    })),
    manifest: 'offline.mpd',
    validUntil: `2026-12-0${n}T00:00:00.000Z`,
    ticket: `ticket-${n}`,
    durationSec: 12,
    contentType: 'VIDEO',
  });
const protectedTitle = () =>
  json({ type: 'about:blank', title: 'No', status: 403, code: 'OFFLINE_DRM_UNSUPPORTED' }, 403);

/** The media server: Range over each file of live grants (a dead grant answers 403). */
function mediaServer(live: Set<string>, onRequest?: (count: number) => void) {
  const requests: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    onRequest?.(requests.length);
    const url = String(input);
    const range = new Headers(init?.headers).get('range') ?? '';
    const [grant, name = ''] = url.split('/').slice(-2);
    requests.push(`${grant}/${name} ${range}`);
    if (!live.has(grant ?? '')) return json({ code: 'MEDIA_GRANT_EXPIRED' }, 403);
    const file = FILES[name]?.bytes ?? new Uint8Array();
    const [, start = '0', end = '0'] = /bytes=(\d+)-(\d+)/.exec(range) ?? [];
    const body = file.slice(Number(start), Number(end) + 1);
    return new Response(body, {
      status: 206,
      headers: { 'content-range': `bytes ${start}-${Number(start) + body.length - 1}/${file.length}` },
    });
  });
  return { fetch, requests };
}

let dbCount = 0;
function setup(
  apiAnswers: Response[],
  live = new Set(['grant-1', 'grant-2']),
  onRequest?: (count: number) => void,
) {
  const db = new PortalDb(`video-download-test-${++dbCount}`);
  const apiFetch = vi.fn<typeof fetch>();
  for (const answer of apiAnswers) apiFetch.mockResolvedValueOnce(answer);
  const media = mediaServer(live, onRequest);
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
    storage: { persist: async () => true, estimate: async () => ({ usage: 0, quota: 1e9 }) },
    sleep: async () => undefined,
    lock: (_name, task) => task(),
    chunkBytes: CHUNK,
    now: () => new Date('2026-11-27T00:00:00Z'),
  };
  return { db, env, manager: new DownloadManager(env), apiFetch, media, live };
}

/** One file of the download as stored: its chunks in order, joined (what the worker answers from). */
async function stored(db: PortalDb, name: string): Promise<Uint8Array> {
  const chunks = (await db.chunks.where('downloadId').equals(partChunkId(id, name)).toArray()).sort(
    (a, b) => a.index - b.index,
  );
  const parts = await Promise.all(chunks.map(async (c) => new Uint8Array(await c.data.arrayBuffer())));
  return Uint8Array.from(parts.flatMap((part) => [...part]));
}

describe('video downloads', () => {
  it('asks POST /video/download, stores every file as its own chunks (the worker answers them: sw/offline-media.test.ts)', async () => {
    const { db, manager, apiFetch, media } = setup([granted(1)]);
    expect(await manager.addVideo(film)).toBe('added');
    await manager.whenIdle();
    expect(JSON.parse(String(apiFetch.mock.calls[0]?.[1]?.body))).toEqual({ articleId: 77, deviceId: 3 });
    expect(String(apiFetch.mock.calls[0]?.[0])).toContain('/video/download');
    // File after file, each in Range chunks.
    expect(media.requests).toEqual([
      `grant-1/offline.mpd bytes=0-${MPD.length - 1}`,
      'grant-1/v480.mp4 bytes=0-1023',
      'grant-1/v480.mp4 bytes=1024-2047',
      `grant-1/v480.mp4 bytes=2048-${VIDEO.length - 1}`,
      `grant-1/sub_fr.vtt bytes=0-${SUBS.length - 1}`,
    ]);
    const row = await db.downloads.get(id);
    expect(row).toMatchObject({
      kind: 'video',
      status: 'done',
      manifest: 'offline.mpd',
      mimeType: 'application/dash+xml',
      sizeBytes: TOTAL,
      receivedBytes: TOTAL,
      durationSec: 12,
      ticket: 'ticket-1',
      contentType: 'VIDEO',
    });
    expect(row?.parts).toEqual([
      { name: 'offline.mpd', sizeBytes: MPD.length, mimeType: 'application/dash+xml' },
      { name: 'v480.mp4', sizeBytes: VIDEO.length, mimeType: 'video/mp4' },
      { name: 'sub_fr.vtt', sizeBytes: SUBS.length, mimeType: 'text/vtt' },
    ]);
    expect(await db.chunks.where('downloadId').equals(partChunkId(id, 'v480.mp4')).count()).toBe(3);
    expect(await stored(db, 'offline.mpd')).toEqual(MPD);
    expect(await stored(db, 'v480.mp4')).toEqual(VIDEO);
    expect(await stored(db, 'sub_fr.vtt')).toEqual(SUBS);
    // Asked again: already here.
    expect(await manager.addVideo(film)).toBe('present');
  });

  it('a refused URL (expired grant) is renewed once with fresh URLs; the transfer goes on where it stopped', async () => {
    const live = new Set(['grant-1']);
    // The first grant dies after the manifest and one chunk of the video.
    const { db, manager, media } = setup([granted(1), granted(2)], live, (count) => {
      if (count !== 2) return;
      live.delete('grant-1');
      live.add('grant-2');
    });
    await manager.addVideo(film);
    await manager.whenIdle();
    expect(media.requests).toEqual([
      `grant-1/offline.mpd bytes=0-${MPD.length - 1}`,
      'grant-1/v480.mp4 bytes=0-1023',
      'grant-1/v480.mp4 bytes=1024-2047',
      'grant-2/v480.mp4 bytes=1024-2047',
      `grant-2/v480.mp4 bytes=2048-${VIDEO.length - 1}`,
      `grant-2/sub_fr.vtt bytes=0-${SUBS.length - 1}`,
    ]);
    expect(await db.downloads.get(id)).toMatchObject({
      status: 'done',
      receivedBytes: TOTAL,
      ticket: 'ticket-2',
    });
    expect(await stored(db, 'v480.mp4')).toEqual(VIDEO);
  });

  it('a protected title is refused as such (OfflineDrmError) and nothing is stored', async () => {
    const { db, manager } = setup([protectedTitle()]);
    await expect(manager.addVideo({ ...film, id: 78 })).rejects.toBeInstanceOf(OfflineDrmError);
    expect(await db.downloads.count()).toBe(0);
  });

  it('removing a video deletes every file’s chunks; the recheck renews it with /video/download', async () => {
    const { db, env, manager, apiFetch } = setup([granted(1), granted(2)]);
    await manager.addVideo(film);
    await manager.whenIdle();
    await db.downloads.update(id, { validUntil: '2026-11-26T00:00:00.000Z' });
    expect(await recheckDownloads(env, { all: false })).toMatchObject({ renewed: 1, disabled: 0 });
    expect(String(apiFetch.mock.calls[1]?.[0])).toContain('/video/download');
    expect(await db.downloads.get(id)).toMatchObject({
      validUntil: '2026-12-02T00:00:00.000Z',
      ticket: 'ticket-2',
    });
    await manager.remove(id);
    expect(await db.downloads.count()).toBe(0);
    expect(await db.chunks.count()).toBe(0);
  });
});

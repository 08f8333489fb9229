// @vitest-environment node
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#lib/api-client.ts';
import { type DownloadCollection, PortalDb } from '#offline-store/db.ts';
import { DownloadManager } from './download-manager.ts';
import type { DownloadItem } from './download-row.ts';

const FILE = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);
const album: DownloadCollection = { id: 7, kind: 'album', title: 'Golden Hour', position: 0 };
const track = (id: number, collection?: DownloadCollection): DownloadItem => ({
  id,
  title: `Track ${id}`,
  contentType: 'FULL_TRACK_MUSIC',
  ...(collection ? { collectionId: collection.id, collection } : {}),
});

const granted = () =>
  new Response(
    JSON.stringify({
      uri: 'https://portal.test/media/stream/grant',
      validUntil: '2026-12-01T00:00:00.000Z',
      sizeBytes: FILE.length,
      contentType: 'FULL_TRACK_MUSIC',
      mimeType: 'audio/mp4',
      ticket: 'ticket',
    }),
    { headers: { 'content-type': 'application/json' } },
  );

/** A row as version 1 wrote it: no collection, only the collectionId the grant was asked with. */
const OLD_ROW = {
  tenant: 'demo',
  userId: 'u-1',
  title: 'Old row',
  contentType: 'FULL_TRACK_MUSIC',
  mimeType: 'audio/mp4',
  sizeBytes: 10,
  receivedBytes: 10,
  status: 'done',
  validUntil: '2026-12-01T00:00:00.000Z',
  ticket: 't',
  createdAt: '2026-11-01T00:00:00.000Z',
};

let dbCount = 0;
function setup(name = `collections-test-${++dbCount}`) {
  const db = new PortalDb(name);
  const apiFetch = vi.fn<typeof fetch>(async () => granted());
  const media = vi.fn(
    async () =>
      new Response(FILE, { status: 206, headers: { 'content-range': `bytes 0-999/${FILE.length}` } }),
  );
  const manager = new DownloadManager({
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
    fetch: media as unknown as typeof fetch,
    storage: { persist: async () => true, estimate: async () => ({ usage: 0, quota: 1e9 }) },
    lock: (_name, task) => task(),
  });
  return { db, manager, apiFetch };
}

describe('downloads keep the collection they were downloaded from (schema version 2)', () => {
  it('a row keeps the collection and its place in it; the grant names the collection', async () => {
    const { db, manager, apiFetch } = setup();
    await manager.add([track(1, album), track(2, { ...album, position: 1 })]);
    await manager.whenIdle();
    expect((await db.downloads.get('demo:u-1:2'))?.collection).toEqual({ ...album, position: 1 });
    expect(JSON.parse(String(apiFetch.mock.calls[0]?.[1]?.body))).toMatchObject({ collectionId: 7 });
  });

  it('an item downloaded on its own before joins the collection it is downloaded with later', async () => {
    const { db, manager, apiFetch } = setup();
    await manager.add([track(1)]);
    await manager.whenIdle();
    expect((await db.downloads.get('demo:u-1:1'))?.collection).toBeUndefined();
    expect(await manager.add([track(1, album)])).toMatchObject({ added: 0, present: 1 });
    expect((await db.downloads.get('demo:u-1:1'))?.collection).toEqual(album);
    expect(apiFetch).toHaveBeenCalledTimes(1);
  });

  it('deleting a collection deletes its rows and chunks only; `undefined` deletes the other downloads', async () => {
    const { db, manager } = setup();
    const playlist = { ...album, id: 11, kind: 'playlist', title: 'Late Drive' };
    await manager.add([track(1, album), track(2, album), track(3, playlist), track(4)]);
    await manager.whenIdle();
    await manager.removeCollection(7);
    expect((await db.downloads.toArray()).map((row) => row.itemId).sort()).toEqual([3, 4]);
    expect(await db.chunks.where('downloadId').equals('demo:u-1:1').count()).toBe(0);
    await manager.removeCollection(undefined);
    expect((await db.downloads.toArray()).map((row) => row.itemId)).toEqual([3]);
    expect(await db.chunks.count()).toBe(1);
  });

  it('rows written by version 1 open unchanged in version 2 and count as other downloads', async () => {
    const name = `collections-v1-${++dbCount}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({
      downloads: 'id, [tenant+userId], status',
      chunks: '[downloadId+index], downloadId',
      outbox: '++seq, [tenant+userId], itemKey, state, key',
    });
    const old = { ...OLD_ROW, id: 'demo:u-1:5', itemId: 5, collectionId: 7 };
    await v1.table('downloads').put(old);
    v1.close();
    const { db, manager } = setup(name);
    expect(await db.downloads.get('demo:u-1:5')).toEqual(old);
    await manager.removeCollection(7);
    expect(await db.downloads.count()).toBe(1);
    await manager.removeCollection(undefined);
    expect(await db.downloads.count()).toBe(0);
  });
});

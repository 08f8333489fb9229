import type { DownloadRow, PortalDb } from '#offline-store/db.ts';
import type { AddResult, DownloadEnv } from './download-env.ts';
import { NotEntitledError } from './download-errors.ts';
import { askDownload } from './download-grant.ts';
import { markDownloads } from './download-marker.ts';
import { type DownloadItem, newDownloadRow } from './download-row.ts';
import { askPersistence, ensureRoom } from './storage-room.ts';
import { askVideoDownload, newVideoRow, type PartUrls, partUrlsOf } from './video-download.ts';

const UNFINISHED = new Set(['queued', 'downloading', 'paused', 'failed']);

/** What admitting needs of the manager: its transfer queue and how it forgets a download. */
export interface AdmissionQueue {
  /** Queues a new row; its file URL (an audio file) or file URLs (a video) from the server's answer. */
  enqueue(id: string, urls: { uri: string } | { parts: PartUrls }): void;
  resume(id: string): Promise<void>;
  forget(db: PortalDb, row: DownloadRow): Promise<void>;
}

const rowsOf = (env: DownloadEnv, db: PortalDb) =>
  db.downloads.where('[tenant+userId]').equals([env.tenant, env.userId]).toArray();

/** Bytes still to come of the downloads that are not finished: the room check counts them as taken. */
const outstandingOf = (rows: readonly DownloadRow[]) =>
  rows
    .filter((row) => UNFINISHED.has(row.status))
    .reduce((sum, row) => sum + row.sizeBytes - row.receivedBytes, 0);

/**
 * Admits items (in order) into the downloads: one already here is kept (or resumed when paused or failed),
 * a new one is granted by the server (POST /song/download), checked against the browser's quota and stored
 * as a row before the queue fetches it.
 */
export async function admitItems(
  env: DownloadEnv,
  queue: AdmissionQueue,
  items: readonly DownloadItem[],
): Promise<AddResult> {
  const db = await env.openDb();
  await askPersistence(env.storage);
  const rows = await rowsOf(env, db);
  let outstanding = outstandingOf(rows);
  const result: AddResult = { added: 0, present: 0, refused: [] };
  for (const item of items) {
    const existing = rows.find((row) => row.itemId === item.id);
    if (existing && existing.status !== 'disabled') {
      // Downloaded before on its own: it now shows under the collection it was downloaded with.
      if (item.collection && !existing.collection)
        await db.downloads.update(existing.id, { collection: item.collection });
      if (existing.status === 'paused' || existing.status === 'failed') {
        await queue.resume(existing.id);
        result.added++;
      } else result.present++;
      continue;
    }
    try {
      const answer = await askDownload(env, { itemId: item.id, collectionId: item.collectionId });
      await ensureRoom(env.storage, outstanding + answer.sizeBytes);
      outstanding += answer.sizeBytes;
      const row = newDownloadRow(env, item, answer, env.now?.() ?? new Date());
      if (existing) await queue.forget(db, existing);
      await db.downloads.put(row);
      markDownloads(env.tenant, env.userId, true);
      void env.keepArtwork?.(item.imageUrl);
      queue.enqueue(row.id, { uri: answer.uri });
      result.added++;
    } catch (error) {
      if (!(error instanceof NotEntitledError)) throw error;
      result.refused.push(error);
    }
  }
  if (result.added === 0 && result.present === 0 && result.refused[0]) throw result.refused[0];
  return result;
}

/**
 * Admits a video (POST /video/download: clear titles only, a protected one throws OfflineDrmError): its
 * files are fetched one after the other into one row of kind 'video'. 'present' when it is already here.
 */
export async function admitVideo(
  env: DownloadEnv,
  queue: AdmissionQueue,
  item: DownloadItem,
): Promise<'added' | 'present'> {
  const db = await env.openDb();
  await askPersistence(env.storage);
  const rows = await rowsOf(env, db);
  const existing = rows.find((row) => row.itemId === item.id);
  if (existing && existing.status !== 'disabled') {
    if (existing.status !== 'paused' && existing.status !== 'failed') return 'present';
    await queue.resume(existing.id);
    return 'added';
  }
  const answer = await askVideoDownload(env, item.id);
  const row = newVideoRow(env, item, answer, env.now?.() ?? new Date());
  await ensureRoom(env.storage, outstandingOf(rows) + row.sizeBytes);
  if (existing) await queue.forget(db, existing);
  await db.downloads.put(row);
  markDownloads(env.tenant, env.userId, true);
  void env.keepArtwork?.(item.imageUrl);
  queue.enqueue(row.id, { parts: partUrlsOf(answer) });
  return 'added';
}

import type { DownloadRow, PortalDb } from '#offline-store/db.ts';
import {
  CHUNK_BYTES,
  RETRY_DELAYS_MS,
  sleepFor,
  type TransferDeps,
  transferChunks,
  webLock,
} from './chunk-transfer.ts';
import { type AdmissionQueue, admitItems, admitVideo } from './download-admission.ts';
import type { AddResult, DownloadEnv } from './download-env.ts';
import { renewDownload } from './download-grant.ts';
import { markDownloads } from './download-marker.ts';
import { type DownloadItem, failureOf, settledFields } from './download-row.ts';
import { deleteChunksOf, type PartUrls, renewVideoDownload, transferVideo } from './video-download.ts';

/**
 * Downloads of one user of one tenant on this device: admits items (download-admission.ts: the server's
 * grant, the room, the row), then fetches one file at a time in Range chunks (chunk-transfer.ts). Progress lives in the
 * rows (Dexie liveQuery shows it); this object only knows which transfer runs in this page.
 */
export class DownloadManager {
  private readonly queue: string[] = [];
  private running: { id: string; controller: AbortController; done: Promise<void> } | undefined;
  private readonly uris = new Map<string, string>();
  /** A video download's file URLs from its answer (renewed when refused or after a reload). */
  private readonly partUris = new Map<string, PartUrls>();
  private readonly listeners = new Set<() => void>();

  private readonly env: DownloadEnv;

  constructor(env: DownloadEnv) {
    this.env = env;
  }

  private db = () => this.env.openDb();
  private rowsOf = async (db: PortalDb) =>
    db.downloads.where('[tenant+userId]').equals([this.env.tenant, this.env.userId]).toArray();

  /** The download transferring in this page, if any. */
  activeId = (): string | undefined => this.running?.id;
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  private emit() {
    for (const listener of this.listeners) listener();
  }
  /** Resolves once nothing transfers or waits in this page. */
  whenIdle = (): Promise<void> =>
    new Promise((resolve) => {
      const check = () => {
        if (this.running || this.queue.length > 0) return;
        stop();
        resolve();
      };
      const stop = this.subscribe(check);
      check();
    });

  /** Queues items (in order); the room is checked against the browser's quota before each one. */
  add(items: readonly DownloadItem[]): Promise<AddResult> {
    return admitItems(this.env, this.admission, items);
  }

  /** Queues a video (its files one after the other, into one row of kind 'video'); 'present' when it is here. */
  addVideo(item: DownloadItem): Promise<'added' | 'present'> {
    return admitVideo(this.env, this.admission, item);
  }

  private readonly admission: AdmissionQueue = {
    enqueue: (id, urls) => {
      if ('uri' in urls) this.uris.set(id, urls.uri);
      else this.partUris.set(id, urls.parts);
      this.enqueue(id);
    },
    resume: (id) => this.resume(id),
    forget: (db, row) => this.forget(db, row),
  };

  private enqueue(id: string) {
    if (this.running?.id !== id && !this.queue.includes(id)) this.queue.push(id);
    this.pump();
  }

  private pump() {
    if (this.running) return;
    const id = this.queue.shift();
    if (!id) return this.emit();
    const controller = new AbortController();
    const done = this.run(id, controller.signal)
      .catch((error: unknown) => console.error('Download failed', error))
      .finally(() => {
        this.running = undefined;
        this.pump();
      });
    this.running = { id, controller, done };
    this.emit();
  }

  private transferDeps(db: PortalDb): TransferDeps {
    return {
      db,
      fetch: this.env.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      chunkBytes: this.env.chunkBytes ?? CHUNK_BYTES,
      retryDelaysMs: this.env.retryDelaysMs ?? RETRY_DELAYS_MS,
      sleep: this.env.sleep ?? sleepFor,
      renewUri: (row) => renewDownload(this.env, db, row),
    };
  }

  private async run(id: string, signal: AbortSignal): Promise<void> {
    const db = await this.db();
    const lock = this.env.lock ?? webLock;
    await lock(`download:${id}`, async () => {
      const row = await db.downloads.get(id);
      if (!row || (row.status !== 'queued' && row.status !== 'downloading') || signal.aborted) return;
      await db.downloads.update(id, { status: 'downloading' });
      const deps = this.transferDeps(db);
      const transfer =
        row.kind === 'video'
          ? transferVideo(
              row,
              this.partUris.get(id),
              { ...deps, renew: (stale) => renewVideoDownload(this.env, db, stale) },
              signal,
            )
          : transferChunks(row, this.uris.get(id), deps, signal);
      const outcome = await transfer.catch(failureOf);
      const fields = settledFields(outcome);
      if (!fields) return;
      this.uris.delete(id);
      this.partUris.delete(id);
      await db.downloads.update(id, fields);
    });
  }

  /** Stops the transfer (keeping what arrived) until resumed. */
  async pause(id: string): Promise<void> {
    await this.stop(id);
    const db = await this.db();
    await db.downloads
      .where('id')
      .equals(id)
      .and((row) => row.status === 'queued' || row.status === 'downloading')
      .modify({ status: 'paused' });
  }

  /** Continues from the bytes already received (Range from receivedBytes), with a fresh URL if needed. */
  async resume(id: string): Promise<void> {
    const db = await this.db();
    const updated = await db.downloads
      .where('id')
      .equals(id)
      .and((row) => row.status !== 'done' && row.status !== 'disabled')
      .modify({ status: 'queued', reason: undefined });
    if (updated > 0) this.enqueue(id);
  }

  /** Picks up transfers left unfinished by a previous visit or by the network (never ones the user paused). */
  async resumeUnfinished(): Promise<void> {
    const db = await this.db();
    const rows = (await this.rowsOf(db)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (const row of rows) {
      if (row.status === 'queued' || row.status === 'downloading') this.enqueue(row.id);
      else if (row.status === 'failed' && row.reason === 'NETWORK') await this.resume(row.id);
    }
  }

  /** Cancels a transfer or deletes a download: its chunks, its row and its kept artwork. */
  async remove(id: string): Promise<void> {
    await this.stop(id);
    const db = await this.db();
    const row = await db.downloads.get(id);
    if (row) await this.forget(db, row);
    markDownloads(this.env.tenant, this.env.userId, (await this.rowsOf(db)).length > 0);
  }

  /**
   * Deletes the downloads of one collection, or with `undefined` those kept without one (the Downloads
   * page's "Other downloads").
   */
  async removeCollection(collectionId: number | undefined): Promise<void> {
    const db = await this.db();
    const { tenant, userId } = this.env;
    await this.removeRows(
      db,
      collectionId === undefined
        ? (await this.rowsOf(db)).filter((row) => !row.collection)
        : await db.downloads
            .where('[tenant+userId+collection.id]')
            .equals([tenant, userId, collectionId])
            .toArray(),
    );
  }

  /** Deletes every download of this user on this device. */
  async removeAll(): Promise<void> {
    this.queue.length = 0;
    if (this.running) await this.stop(this.running.id);
    const db = await this.db();
    await this.removeRows(db, await this.rowsOf(db));
  }

  private async removeRows(db: PortalDb, rows: readonly DownloadRow[]) {
    for (const row of rows) {
      await this.stop(row.id);
      await this.forget(db, row);
    }
    markDownloads(this.env.tenant, this.env.userId, (await this.rowsOf(db)).length > 0);
  }

  private async stop(id: string) {
    const at = this.queue.indexOf(id);
    if (at >= 0) this.queue.splice(at, 1);
    if (this.running?.id !== id) return;
    this.running.controller.abort();
    await this.running.done;
  }

  private async forget(db: PortalDb, row: DownloadRow) {
    await db.transaction('rw', db.chunks, db.downloads, async () => {
      await deleteChunksOf(db, row);
      await db.downloads.delete(row.id);
    });
    this.uris.delete(row.id);
    this.partUris.delete(row.id);
    const shared =
      row.imageUrl && (await db.downloads.filter((r) => r.imageUrl === row.imageUrl).count()) > 0;
    if (!shared) void this.env.dropArtwork?.(row.imageUrl);
  }
}

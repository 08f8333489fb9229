import { isApiError } from '#lib/api-error.ts';
import type { DownloadRow, PortalDb } from '#offline-store/db.ts';

/** 256 KiB per Range request: small enough to resume cheaply on a flaky connection. */
export const CHUNK_BYTES = 256 * 1024;
/** Waits between tries after a network failure; past the last one the download stops as failed. */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000, 16000, 30000];

export interface TransferDeps {
  db: PortalDb;
  fetch: typeof fetch;
  chunkBytes: number;
  retryDelaysMs: readonly number[];
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /** A fresh file URL (POST /song/download again): the 1 h URL ran out, or the page was reloaded. */
  renewUri: (row: DownloadRow) => Promise<string>;
}

/** Waits, or stops waiting when the transfer is paused or cancelled. */
export const sleepFor = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });

/** Runs a transfer under a Web Lock so two tabs never fetch the same download; undefined when another tab has it. */
export const webLock = <T>(name: string, task: () => Promise<T>): Promise<T | undefined> => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(name, { ifAvailable: true }, (lock) => (lock ? task() : undefined));
};

/**
 * One file of a download with several (a video's manifest, media and subtitles): its chunks are stored under
 * `chunkId`, and the row's receivedBytes counts the files before it (`offset`) plus what arrived of it.
 */
export interface TransferTarget {
  chunkId: string;
  sizeBytes: number;
  offset: number;
}

export type TransferOutcome = { kind: 'done' } | { kind: 'aborted' } | { kind: 'failed'; reason: string };

/** The media URL was refused: expired grant, missing media cookie, or gone. */
const REFUSED = new Set([401, 403, 404, 410]);

class Retry extends Error {}

/** No answer (fetch's TypeError, the API client's network error) or a server failure: try again later. */
const worthRetrying = (error: unknown): boolean =>
  error instanceof TypeError ||
  error instanceof Retry ||
  (isApiError(error) && (error.kind === 'network' || error.status >= 500));

/** Where the stored chunks end: the next byte and chunk index (chunks with a gap are dropped). */
async function resumePoint(db: PortalDb, id: string): Promise<{ start: number; index: number }> {
  const chunks = (await db.chunks.where('downloadId').equals(id).toArray()).sort((a, b) => a.index - b.index);
  let start = 0;
  for (const [position, chunk] of chunks.entries()) {
    if (chunk.index !== position || chunk.start !== start) {
      await db.chunks.where('downloadId').equals(id).delete();
      return { start: 0, index: 0 };
    }
    start += chunk.data.size;
  }
  return { start, index: chunks.length };
}

/** The bytes of a 206 (or of a 200 whose server ignored the Range) that start at `start`. */
async function chunkBody(response: Response, start: number, end: number): Promise<Blob> {
  if (response.status === 200) return (await response.blob()).slice(start, end + 1);
  const range = /^bytes (\d+)-(\d+)\//.exec(response.headers.get('content-range') ?? '');
  if (Number(range?.[1]) !== start) throw new Error(`The server answered another range: ${range?.[0]}`);
  return response.blob();
}

/**
 * Fetches the rest of a download in Range chunks into IndexedDB, from where it stopped (receivedBytes).
 * Each chunk and the row's progress are written in one transaction, so a crash never loses track. A
 * refused URL is renewed once per chunk; network failures and 5xx are retried with backoff.
 */
export async function transferChunks(
  initial: DownloadRow,
  uri: string | undefined,
  deps: TransferDeps,
  signal: AbortSignal,
  target?: TransferTarget,
): Promise<TransferOutcome> {
  const { db } = deps;
  let row = initial;
  let current = uri;
  const chunkId = target?.chunkId ?? row.id;
  const offset = target?.offset ?? 0;
  const sizeOf = () => target?.sizeBytes ?? row.sizeBytes;
  let { start, index } = await resumePoint(db, chunkId);
  let failures = 0;
  let renewed = false;
  while (start < sizeOf()) {
    if (signal.aborted) return { kind: 'aborted' };
    const end = Math.min(start + deps.chunkBytes, sizeOf()) - 1;
    try {
      if (!current) {
        current = await deps.renewUri(row);
        row = (await db.downloads.get(row.id)) ?? row;
      }
      const response = await deps.fetch(current, {
        headers: { range: `bytes=${start}-${end}` },
        credentials: 'same-origin',
        signal,
      });
      if (REFUSED.has(response.status)) {
        await response.body?.cancel();
        if (renewed) return { kind: 'failed', reason: 'MEDIA_REFUSED' };
        renewed = true;
        current = undefined;
        continue;
      }
      if (response.status >= 500) throw new Retry(`HTTP ${response.status}`);
      if (response.status !== 206 && response.status !== 200)
        return { kind: 'failed', reason: 'MEDIA_FAILED' };
      const data = await chunkBody(response, start, end);
      if (data.size === 0) return { kind: 'failed', reason: 'MEDIA_FAILED' };
      const chunk = { downloadId: chunkId, index, start, data };
      await db.transaction('rw', db.chunks, db.downloads, async () => {
        await db.chunks.put(chunk);
        await db.downloads.update(row.id, { receivedBytes: offset + start + data.size });
      });
      start += data.size;
      index++;
      failures = 0;
      renewed = false;
    } catch (error) {
      if (signal.aborted) return { kind: 'aborted' };
      if (!worthRetrying(error)) throw error;
      const delay = deps.retryDelaysMs[failures++];
      if (delay === undefined) return { kind: 'failed', reason: 'NETWORK' };
      await deps.sleep(delay, signal).catch(() => undefined);
    }
  }
  return { kind: 'done' };
}

import type { DownloadRow } from '#offline-store/db.ts';

export type DownloadPhase = 'none' | 'active' | 'paused' | 'failed' | 'done' | 'disabled';

/** What a button or list row shows of a download: its phase and whole percentage received. */
export function phaseOf(row: DownloadRow | undefined): DownloadPhase {
  if (!row) return 'none';
  if (row.status === 'queued' || row.status === 'downloading') return 'active';
  return row.status;
}

export const percentOf = (row: Pick<DownloadRow, 'receivedBytes' | 'sizeBytes'>): number =>
  row.sizeBytes > 0 ? Math.floor((100 * Math.min(row.receivedBytes, row.sizeBytes)) / row.sizeBytes) : 0;

export interface CollectionProgress {
  /** Items of the collection on this device (any phase but disabled). */
  present: number;
  done: number;
  /** 0–100 over the bytes of the items on their way. */
  percent: number;
  active: boolean;
}

/** Downloaded with the collection, or joined it later (downloaded on its own first). */
export const belongsTo = (row: DownloadRow, collectionId: number): boolean =>
  row.collectionId === collectionId || row.collection?.id === collectionId;

/** The downloads of one collection (album, playlist, podcast, audiobook) taken together. */
export function collectionProgress(rows: readonly DownloadRow[], collectionId: number): CollectionProgress {
  const mine = rows.filter((row) => belongsTo(row, collectionId) && row.status !== 'disabled');
  const size = mine.reduce((sum, row) => sum + row.sizeBytes, 0);
  const received = mine.reduce((sum, row) => sum + Math.min(row.receivedBytes, row.sizeBytes), 0);
  return {
    present: mine.length,
    done: mine.filter((row) => row.status === 'done').length,
    percent: size > 0 ? Math.floor((100 * received) / size) : 0,
    active: mine.some((row) => phaseOf(row) === 'active'),
  };
}

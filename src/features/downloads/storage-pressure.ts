import type { DownloadRow } from '#offline-store/db.ts';

/** Below this share of the quota left, the downloads page warns and offers to free space. */
export const LOW_STORAGE_SHARE = 0.1;

export interface StorageEstimate {
  usage: number;
  quota: number;
}

export const freeBytes = ({ usage, quota }: StorageEstimate): number => Math.max(0, quota - usage);

export const underPressure = (estimate: StorageEstimate): boolean =>
  estimate.quota > 0 && freeBytes(estimate) < estimate.quota * LOW_STORAGE_SHARE;

/**
 * The complete downloads never played, oldest first, as many as bring the free space back to the
 * threshold (at least one when there is any).
 */
export function oldestUnplayed(rows: readonly DownloadRow[], estimate: StorageEstimate): DownloadRow[] {
  const needed = estimate.quota * LOW_STORAGE_SHARE - freeBytes(estimate);
  const candidates = rows
    .filter((row) => row.status === 'done' && !row.playedAt)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const chosen: DownloadRow[] = [];
  let freed = 0;
  for (const row of candidates) {
    if (chosen.length > 0 && freed >= needed) break;
    chosen.push(row);
    freed += row.receivedBytes;
  }
  return chosen;
}

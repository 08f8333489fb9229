import type { DownloadRow } from '#offline-store/db.ts';
import { downloadId, offlineMediaUrl, offlinePartUrl } from '#offline-store/offline-media.ts';

export interface OfflineSource {
  /** The file, or for a video its offline manifest (the other files resolve beside it). */
  url: string;
  /** The download's ticket: offline plays report with it (offline: true). */
  ticket: string;
  row: DownloadRow;
}

/**
 * The local copy of an item for this user, when it is complete and still allowed: before validUntil,
 * or past it only while offline (it is checked again as soon as the network is back). Dexie loads
 * only when this is asked.
 */
/** User timing of the offline start (bench:media reads them): where the time to the first audio goes. */
const mark = (name: string) => globalThis.performance?.mark?.(name);

export async function playableDownload(
  tenant: string,
  userId: string,
  itemId: number,
  now: Date = new Date(),
  online: boolean = typeof navigator === 'undefined' ? true : navigator.onLine,
): Promise<OfflineSource | undefined> {
  mark('offline:lookup');
  const { portalDb } = await import('#offline-store/db.ts');
  mark('offline:db-module');
  const row = await portalDb().downloads.get(downloadId(tenant, userId, itemId));
  mark('offline:row');
  if (row?.status !== 'done') return undefined;
  const valid = Date.parse(row.validUntil) > now.getTime();
  if (!valid && online) return undefined;
  const url = row.kind === 'video' && row.manifest ? offlinePartUrl(row, row.manifest) : offlineMediaUrl(row);
  return { url, ticket: row.ticket, row };
}

/** Notes when a download starts playing (the downloads page offers to free space from those never played). */
export async function markPlayed(tenant: string, userId: string, itemId: number, now: Date = new Date()) {
  const { portalDb } = await import('#offline-store/db.ts');
  await portalDb().downloads.update(downloadId(tenant, userId, itemId), { playedAt: now.toISOString() });
}

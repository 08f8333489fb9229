/**
 * What other features may ask of downloaded videos: the local copy of a title for this user, when it is a
 * complete video download that may play (before validUntil, or past it only while offline). Dexie loads
 * only when this is asked.
 */
export interface LocalVideo {
  /** /media/offline/<id>/<manifest>: the service worker answers it and the files beside it, with Range. */
  manifestUrl: string;
  ticket: string;
  validUntil: string;
  durationSec: number | undefined;
}

export async function findVideoDownload(
  tenant: string,
  userId: string,
  itemId: number,
): Promise<LocalVideo | undefined> {
  const { playableDownload } = await import('./offline-source.ts');
  const local = await playableDownload(tenant, userId, itemId);
  if (local?.row.kind !== 'video') return undefined;
  return {
    manifestUrl: local.url,
    ticket: local.ticket,
    validUntil: local.row.validUntil,
    durationSec: local.row.durationSec,
  };
}

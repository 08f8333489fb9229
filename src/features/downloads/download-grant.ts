import type { LocaleCode } from '#contract/locales.ts';
import { type DownloadAnswer, playerEndpoints } from '#contract/player.ts';
import type { ApiClient } from '#lib/api-client.ts';
import type { DownloadRow, PortalDb } from '#offline-store/db.ts';
import { downloadRefusal } from './download-errors.ts';

export interface GrantAsk {
  api: ApiClient;
  /** The language of the purchase option titles (the page's current one). */
  lang: () => LocaleCode;
  deviceId: () => number;
}

/**
 * POST /song/download (commerce §7): a 1 h file URL, how long the download may play offline, its
 * size and ticket. The same call renews an existing download (the entitlement re-check). A 403
 * NOT_ENTITLED becomes a NotEntitledError carrying the purchase options.
 */
export async function askDownload(
  ask: GrantAsk,
  item: { itemId: number; collectionId?: number | undefined },
): Promise<DownloadAnswer> {
  try {
    return await ask.api.call(playerEndpoints.download, {
      query: { lang: ask.lang() },
      body: {
        articleId: item.itemId,
        distributionChannel: 'WEB',
        deviceId: ask.deviceId(),
        ...(item.collectionId ? { collectionId: item.collectionId } : {}),
      },
    });
  } catch (error) {
    throw downloadRefusal(error);
  }
}

/** Asks for a fresh URL for a download; renews validUntil and the ticket, and starts over if the file changed. */
export async function renewDownload(ask: GrantAsk, db: PortalDb, row: DownloadRow): Promise<string> {
  const answer = await askDownload(ask, row);
  const changed = answer.sizeBytes !== row.sizeBytes;
  await db.transaction('rw', db.chunks, db.downloads, async () => {
    if (changed) await db.chunks.where('downloadId').equals(row.id).delete();
    await db.downloads.update(row.id, {
      validUntil: answer.validUntil,
      ticket: answer.ticket,
      mimeType: answer.mimeType,
      ...(changed ? { sizeBytes: answer.sizeBytes, receivedBytes: 0 } : {}),
    });
  });
  return answer.uri;
}

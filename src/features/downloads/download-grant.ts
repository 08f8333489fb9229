import type { LocaleCode } from '#contract/locales.ts';
import { type DownloadAnswer, playerEndpoints } from '#contract/player.ts';
import type { ApiClient } from '#lib/api-client.ts';
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

import { msg, plural } from '@lingui/core/macro';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { isApiError } from '#lib/api-error.ts';
import { i18n } from '#lib/i18n.ts';
import { pendingIntentStore } from '#lib/pending-intent.ts';
import { NotEntitledError, StorageFullError } from './download-errors.ts';
import type { DownloadItem } from './download-row.ts';

export interface PendingDownload {
  tenant: string;
  userId: string;
  items: DownloadItem[];
  /** What the items are called together (an album's title, a track's). */
  title: string;
  at: number;
}

/** A download the subscription choice stopped (commerce §4: it starts after the purchase). */
const store = pendingIntentStore<PendingDownload>(
  'pendingDownload',
  (value) => Array.isArray(value.items) && value.items.length > 0 && typeof value.tenant === 'string',
);

export const rememberPendingDownload = store.remember;
export const forgetPendingDownload = store.forget;
export const pendingDownload = store.read;

/**
 * Starts a remembered download after the purchase, with the same words as the download buttons: what is still
 * refused, a full device, or no connection.
 */
export async function startPendingDownload(api: ApiClient, pending: PendingDownload): Promise<void> {
  const { title } = pending;
  try {
    const { downloadManagerFor } = await import('./downloads-runtime.ts');
    const manager = downloadManagerFor({ api, tenant: pending.tenant, userId: pending.userId });
    const refused = (await manager.add(pending.items)).refused.length;
    if (refused > 0)
      showSnackbar(
        plural(refused, {
          one: '# item needs a subscription or a purchase and was not downloaded.',
          other: '# items need a subscription or a purchase and were not downloaded.',
        }),
      );
    else showSnackbar(i18n._(msg`Downloading ${title}.`));
  } catch (error) {
    if (error instanceof NotEntitledError)
      showSnackbar(i18n._(msg`${title} still needs a subscription or a purchase.`));
    else if (error instanceof StorageFullError)
      showSnackbar(i18n._(msg`Not enough storage on this device for ${title}.`));
    else if (isApiError(error) && error.kind === 'http') openDialog('error', { status: error.status });
    else showSnackbar(i18n._(msg`The download could not start. Check your connection and try again.`));
  }
}

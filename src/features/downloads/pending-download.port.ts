import { msg, plural } from '@lingui/core/macro';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { isApiError } from '#lib/api-error.ts';
import { i18n } from '#lib/i18n.ts';
import { NotEntitledError, StorageFullError } from './download-errors.ts';
import type { DownloadItem } from './download-row.ts';

/** Session storage key of what was to download when the user left to pay (commerce §4: it starts after). */
const PENDING_DOWNLOAD_KEY = 'pendingDownload';
/** An older one is forgotten: the user did something else in between. */
const PENDING_MAX_AGE_MS = 30 * 60_000;

export interface PendingDownload {
  tenant: string;
  userId: string;
  items: DownloadItem[];
  /** What the items are called together (an album's title, a track's). */
  title: string;
  /** When the download was refused (ms since the epoch): the newest intent wins over a pending play. */
  at: number;
}

/** Remembers a download the subscription choice stopped (commerce §4: it starts after the purchase). */
export function rememberPendingDownload(pending: Omit<PendingDownload, 'at'>, now = Date.now()): void {
  try {
    sessionStorage.setItem(PENDING_DOWNLOAD_KEY, JSON.stringify({ ...pending, at: now }));
  } catch {
    // Without storage the user starts it again after paying.
  }
}

export function forgetPendingDownload(): void {
  try {
    sessionStorage.removeItem(PENDING_DOWNLOAD_KEY);
  } catch {
    // Nothing stored.
  }
}

/**
 * The remembered download, if recent and of the signed-in user (`userId`; session storage is the origin's, and
 * an origin is one tenant); `take` forgets it as it is read.
 */
export function pendingDownload({
  userId,
  take = false,
  now = Date.now(),
}: {
  userId: string | undefined;
  take?: boolean;
  now?: number;
}): PendingDownload | undefined {
  try {
    const text = sessionStorage.getItem(PENDING_DOWNLOAD_KEY);
    if (take) sessionStorage.removeItem(PENDING_DOWNLOAD_KEY);
    const value = text ? (JSON.parse(text) as Partial<PendingDownload>) : undefined;
    if (!value || !Array.isArray(value.items) || value.items.length === 0) return undefined;
    if (typeof value.at !== 'number' || now - value.at > PENDING_MAX_AGE_MS) return undefined;
    if (!userId || value.userId !== userId || typeof value.tenant !== 'string') return undefined;
    return value as PendingDownload;
  } catch {
    return undefined;
  }
}

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

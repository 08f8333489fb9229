import type { DownloadAnswer } from '#contract/player.ts';
import { isApiError } from '#lib/api-error.ts';
import type { DownloadCollection, DownloadRow } from '#offline-store/db.ts';
import { downloadId } from '#offline-store/offline-media.ts';
import type { PlayableItem } from '#offline-store/playable-item.ts';
import type { TransferOutcome } from './chunk-transfer.ts';
import { NotEntitledError, OfflineDrmError } from './download-errors.ts';

/**
 * A playable item to keep on the device: the same shape the player queues, with the collection whose
 * page it was downloaded from (the Downloads page groups it there; its id is the grant's collectionId).
 */
export interface DownloadItem extends PlayableItem {
  collection?: DownloadCollection;
}

/** The album, playlist, podcast or audiobook as its page shows it (the Downloads page's group title and cover). */
export interface CollectionPage {
  id: number;
  kind: string;
  title?: string | undefined;
  imageUrl?: string | undefined;
}

/** An item downloaded from its collection's page: the grant names the collection, the row keeps it. */
export const inCollection = (item: DownloadItem, page: CollectionPage, position: number): DownloadItem => ({
  ...item,
  collectionId: page.id,
  collection: {
    id: page.id,
    kind: page.kind,
    title: page.title ?? item.title,
    ...(page.imageUrl ? { imageUrl: page.imageUrl } : {}),
    position,
  },
});

/** The row of a download just granted by POST /song/download, queued with nothing received yet. */
export function newDownloadRow(
  owner: { tenant: string; userId: string },
  item: DownloadItem,
  answer: DownloadAnswer,
  now: Date,
): DownloadRow {
  return {
    id: downloadId(owner.tenant, owner.userId, item.id),
    tenant: owner.tenant,
    userId: owner.userId,
    itemId: item.id,
    title: item.title,
    ...(item.subTitle ? { subTitle: item.subTitle } : {}),
    ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}),
    contentType: answer.contentType,
    ...(item.collectionId ? { collectionId: item.collectionId } : {}),
    ...(item.collection ? { collection: item.collection } : {}),
    ...(item.durationSec ? { durationSec: item.durationSec } : {}),
    mimeType: answer.mimeType,
    sizeBytes: answer.sizeBytes,
    receivedBytes: 0,
    status: 'queued',
    validUntil: answer.validUntil,
    ticket: answer.ticket,
    createdAt: now.toISOString(),
  };
}

export type RunOutcome = TransferOutcome | { kind: 'disabled'; reason: string };

/** A transfer that threw: no longer entitled (disabled), or a failure shown with its reason. */
export function failureOf(error: unknown): RunOutcome {
  if (error instanceof NotEntitledError) return { kind: 'disabled', reason: 'NOT_ENTITLED' };
  if (error instanceof OfflineDrmError) return { kind: 'disabled', reason: 'OFFLINE_DRM_UNSUPPORTED' };
  if (isApiError(error)) return { kind: 'failed', reason: error.problem?.code ?? `HTTP_${error.status}` };
  console.error('Download transfer failed', error);
  return { kind: 'failed', reason: 'MEDIA_FAILED' };
}

/** What the row says after a transfer ended (an aborted one is left to pause or cancel). */
export function settledFields(outcome: RunOutcome): Partial<DownloadRow> | undefined {
  if (outcome.kind === 'aborted') return undefined;
  if (outcome.kind === 'done') return { status: 'done', reason: undefined };
  return { status: outcome.kind, reason: outcome.reason };
}

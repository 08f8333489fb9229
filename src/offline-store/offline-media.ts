import type { DownloadRow } from './db.ts';

/** Where the service worker answers downloaded files from IndexedDB (sw/media.ts), Range requests included. */
export const OFFLINE_MEDIA_PREFIX = '/media/offline/';

/** Artwork of downloaded items, kept at download time; the service worker answers it cache-first. */
export const DOWNLOAD_ARTWORK_CACHE = 'download-artwork';

/** One download per tenant, user and item: another user on this device never sees or plays it. */
export const downloadId = (tenant: string, userId: string, itemId: number): string =>
  `${tenant}:${userId}:${itemId}`;

export const offlineMediaUrl = (row: Pick<DownloadRow, 'id'>): string =>
  `${OFFLINE_MEDIA_PREFIX}${encodeURIComponent(row.id)}`;

/** Where the chunks of one file of a downloaded video are stored (ChunkRow.downloadId). */
export const partChunkId = (rowId: string, name: string): string => `${rowId}/${name}`;

/**
 * One file of a downloaded video: `/media/offline/<download id>/<file>`. The manifest's relative URLs resolve
 * beside it, so the player reads every other file of the download from the worker too.
 */
export const offlinePartUrl = (row: Pick<DownloadRow, 'id'>, name: string): string =>
  `${offlineMediaUrl(row)}/${encodeURIComponent(name)}`;

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

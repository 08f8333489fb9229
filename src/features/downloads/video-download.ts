import { VIDEO_ERRORS, type VideoDownloadAnswer, videoEndpoints } from '#contract/video.ts';
import { isApiError } from '#lib/api-error.ts';
import type { DownloadPart, DownloadRow, PortalDb } from '#offline-store/db.ts';
import { downloadId, partChunkId } from '#offline-store/offline-media.ts';
import { type TransferDeps, type TransferOutcome, transferChunks } from './chunk-transfer.ts';
import { downloadRefusal, OfflineDrmError } from './download-errors.ts';
import type { GrantAsk } from './download-grant.ts';
import type { DownloadItem } from './download-row.ts';

/**
 * A downloaded video is the file set POST /video/download names (the offline manifest with one rendition, its
 * audio and subtitle files): one row of kind 'video' whose parts are stored as chunks each, fetched in Range
 * chunks like an audio file, and played back from the service worker at /media/offline/<id>/<file>.
 */

/** The file names and URLs of one answer (the URLs are signed for a while: a refused one is asked again). */
export type PartUrls = ReadonlyMap<string, string>;

/**
 * POST /video/download: the files of a clear title. 403 OFFLINE_DRM_UNSUPPORTED (a protected title) becomes an
 * OfflineDrmError, 403 NOT_ENTITLED a NotEntitledError with the purchase options; other errors as they are.
 */
export async function askVideoDownload(ask: GrantAsk, itemId: number): Promise<VideoDownloadAnswer> {
  try {
    return await ask.api.call(videoEndpoints.download, {
      query: { lang: ask.lang() },
      body: { articleId: itemId, deviceId: ask.deviceId() },
    });
  } catch (error) {
    if (isApiError(error) && error.problem?.code === VIDEO_ERRORS.offlineDrmUnsupported)
      throw new OfflineDrmError();
    throw downloadRefusal(error);
  }
}

export const partsOf = (answer: VideoDownloadAnswer): DownloadPart[] =>
  answer.files.map(({ name, sizeBytes, mimeType }) => ({ name, sizeBytes, mimeType }));

export const partUrlsOf = (answer: VideoDownloadAnswer): PartUrls =>
  new Map(answer.files.map((file) => [file.name, file.url]));

const totalOf = (parts: readonly DownloadPart[]) => parts.reduce((sum, part) => sum + part.sizeBytes, 0);

/** The fields a video download takes from an answer: its files, their total size and the manifest's type. */
function fileFields(answer: VideoDownloadAnswer) {
  const parts = partsOf(answer);
  const manifest = parts.find((part) => part.name === answer.manifest);
  if (!manifest) throw new Error(`The download answer lacks its manifest ${answer.manifest}`);
  return { parts, manifest: answer.manifest, mimeType: manifest.mimeType, sizeBytes: totalOf(parts) };
}

/** The row of a video download just granted, queued with nothing received yet. */
export function newVideoRow(
  owner: { tenant: string; userId: string },
  item: DownloadItem,
  answer: VideoDownloadAnswer,
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
    durationSec: answer.durationSec,
    kind: 'video',
    ...fileFields(answer),
    receivedBytes: 0,
    status: 'queued',
    validUntil: answer.validUntil,
    ticket: answer.ticket,
    createdAt: now.toISOString(),
  };
}

const sameParts = (a: readonly DownloadPart[] | undefined, b: readonly DownloadPart[]) =>
  a !== undefined &&
  a.length === b.length &&
  a.every((part, i) => part.name === b[i]?.name && part.sizeBytes === b[i]?.sizeBytes);

/** Every stored chunk of a download, whatever its kind (a video's are under `<id>/<file>`). */
export async function deleteChunksOf(db: PortalDb, row: Pick<DownloadRow, 'id' | 'parts'>): Promise<void> {
  await db.chunks.where('downloadId').equals(row.id).delete();
  await db.chunks.where('downloadId').startsWith(`${row.id}/`).delete();
}

/**
 * Asks POST /video/download again: fresh URLs, a renewed validUntil and ticket. When the file set changed (a
 * repackaged title), what arrived is dropped and the download starts over with the new files.
 */
export async function renewVideoDownload(ask: GrantAsk, db: PortalDb, row: DownloadRow): Promise<PartUrls> {
  const answer = await askVideoDownload(ask, row.itemId);
  const fields = fileFields(answer);
  const changed = !sameParts(row.parts, fields.parts) || row.manifest !== fields.manifest;
  await db.transaction('rw', db.chunks, db.downloads, async () => {
    if (changed) await deleteChunksOf(db, row);
    await db.downloads.update(row.id, {
      validUntil: answer.validUntil,
      ticket: answer.ticket,
      ...(changed ? { ...fields, receivedBytes: 0 } : {}),
    });
  });
  return partUrlsOf(answer);
}

export interface VideoTransferDeps extends Omit<TransferDeps, 'renewUri'> {
  renew: (row: DownloadRow) => Promise<PartUrls>;
}

class FilesChanged extends Error {}

/**
 * Fetches what is missing of a video download, file after file (each in Range chunks, resumed from its stored
 * chunks), so the row's receivedBytes grows over the whole set. A renewal that changes the file set starts
 * the transfer over with the new files.
 */
export async function transferVideo(
  initial: DownloadRow,
  urls: PartUrls | undefined,
  deps: VideoTransferDeps,
  signal: AbortSignal,
): Promise<TransferOutcome> {
  let current = urls;
  let row = initial;
  for (let attempt = 0; attempt < 3; attempt++) {
    const parts = row.parts ?? [];
    const renewUri = async (stale: DownloadRow) => {
      current = await deps.renew(stale);
      const fresh = await deps.db.downloads.get(row.id);
      if (!fresh || !sameParts(fresh.parts, parts)) throw new FilesChanged();
      return current;
    };
    try {
      let offset = 0;
      for (const part of parts) {
        const outcome = await transferChunks(
          row,
          current?.get(part.name),
          {
            ...deps,
            renewUri: async (stale) => {
              const url = (await renewUri(stale)).get(part.name);
              if (!url) throw new FilesChanged();
              return url;
            },
          },
          signal,
          { chunkId: partChunkId(row.id, part.name), sizeBytes: part.sizeBytes, offset },
        );
        if (outcome.kind !== 'done') return outcome;
        offset += part.sizeBytes;
      }
      return { kind: 'done' };
    } catch (error) {
      if (!(error instanceof FilesChanged)) throw error;
      row = (await deps.db.downloads.get(row.id)) ?? row;
    }
  }
  return { kind: 'failed', reason: 'MEDIA_FAILED' };
}

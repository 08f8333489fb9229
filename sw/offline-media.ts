import type { ChunkRow, PortalDb } from '../src/offline-store/db.ts';
import { OFFLINE_MEDIA_PREFIX, partChunkId } from '../src/offline-store/offline-media.ts';
import { type ChunkSlice, chunkSlices, chunksComplete, planRange, rangeHeaders } from './media-range.ts';

export interface OfflineMediaDeps {
  db: PortalDb;
  /** The user signed in on this device for the tenant (the mirrored session), if any. */
  userOf: (tenant: string) => Promise<string | undefined>;
}

const refusal = (status: number, code: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: code, status, code }), {
    status,
    headers: { 'content-type': 'application/problem+json', 'cache-control': 'no-store' },
  });

/** The most read from a stored chunk at once: the player's first bytes need not wait for a whole chunk. */
export const READ_PIECE_BYTES = 64 * 1024;

/**
 * Reads the slices a piece at a time as the player consumes them: the file is never assembled in memory, and
 * the first piece goes out as soon as it is read.
 */
function streamSlices(
  chunks: ReadonlyMap<number, Blob>,
  slices: readonly ChunkSlice[],
): ReadableStream<Uint8Array> {
  let next = 0;
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const slice = slices[next];
      const blob = slice && chunks.get(slice.index);
      if (!slice || !blob) return controller.close();
      const from = slice.from + offset;
      const to = Math.min(slice.to, from + READ_PIECE_BYTES);
      offset = to - slice.from;
      if (to >= slice.to) {
        next++;
        offset = 0;
      }
      controller.enqueue(new Uint8Array(await blob.slice(from, to).arrayBuffer()));
    },
  });
}

/** `<download id>` or `<download id>/<file>` (a downloaded video's file), each URI-encoded; undefined if malformed. */
function addressOf(pathname: string): { id: string; part: string | undefined } | undefined {
  const [id, part, ...rest] = pathname.slice(OFFLINE_MEDIA_PREFIX.length).split('/');
  if (!id || rest.length > 0 || part === '') return undefined;
  try {
    return { id: decodeURIComponent(id), part: part === undefined ? undefined : decodeURIComponent(part) };
  } catch {
    return undefined;
  }
}

/**
 * GET/HEAD /media/offline/<download id>, or /media/offline/<download id>/<file> for a file of a downloaded
 * video: a complete download of the signed-in user, from IndexedDB, with Range (206 with Content-Range; 416
 * naming the size). Another user's or a disabled download is refused.
 */
export async function offlineMediaResponse(request: Request, deps: OfflineMediaDeps): Promise<Response> {
  const address = addressOf(new URL(request.url).pathname);
  if (!address) return refusal(404, 'DOWNLOAD_NOT_FOUND');
  // The row, the owner check and the file's chunks are read at once (the first Range answer waits on all three).
  const chunkId = address.part === undefined ? address.id : partChunkId(address.id, address.part);
  const chunksRead = deps.db.chunks.where('downloadId').equals(chunkId).toArray();
  chunksRead.catch(() => undefined);
  const row = await deps.db.downloads.get(address.id);
  if (!row) return refusal(404, 'DOWNLOAD_NOT_FOUND');
  if ((await deps.userOf(row.tenant)) !== row.userId) return refusal(403, 'DOWNLOAD_OTHER_USER');
  if (row.status === 'disabled') return refusal(403, row.reason ?? 'NOT_ENTITLED');
  if (row.status !== 'done') return refusal(404, 'DOWNLOAD_INCOMPLETE');
  // A video is played file by file; an audio download is one file.
  const file =
    row.kind === 'video'
      ? row.parts?.find((part) => part.name === address.part)
      : address.part === undefined
        ? { name: '', sizeBytes: row.sizeBytes, mimeType: row.mimeType }
        : undefined;
  if (!file) return refusal(404, 'DOWNLOAD_NOT_FOUND');
  const rows: ChunkRow[] = await chunksRead;
  const spans = rows.map((chunk) => ({ index: chunk.index, start: chunk.start, size: chunk.data.size }));
  const size = file.sizeBytes;
  if (!chunksComplete(spans, size)) return refusal(404, 'DOWNLOAD_INCOMPLETE');
  const plan = planRange(request.headers.get('range'), size);
  const headers = rangeHeaders(plan, size, file.mimeType);
  if (plan.status === 416 || request.method === 'HEAD' || size === 0)
    return new Response(null, { status: plan.status, headers });
  const blobs = new Map(rows.map((chunk) => [chunk.index, chunk.data]));
  return new Response(streamSlices(blobs, chunkSlices(spans, plan.start, plan.end)), {
    status: plan.status,
    headers,
  });
}

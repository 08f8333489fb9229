/**
 * Read-ahead for streamed audio (/media/stream/<grant>, asked by the player's <audio> elements): the
 * worker fetches the whole file once, in the background, and answers the element's Range requests from
 * what has arrived, so the element never waits on the network for bytes that are already here. A stalled
 * or failed request is resumed from the first missing byte after a back-off (0.5 s, 1 s, 2 s, 4 s, 4 s …);
 * the element meanwhile waits (its "Buffering…" state), never errors, until the retries run out.
 *
 * Memory only, never the Cache API: full files are `private, no-store` and belong to the signed-in
 * user. Bounded: a few files (the current, the next and the one before), a byte budget, and a size past
 * which a file simply streams from the network as before.
 */
import {
  BUDGET_BYTES,
  defaultSleep,
  FileReadAhead,
  MAX_ATTEMPTS,
  MAX_FILE_BYTES,
  MAX_FILES,
  type ReadAheadOptions,
  STALL_MS,
} from './file-read-ahead.ts';
import { planRange, rangeHeaders } from './media-range.ts';

export const STREAM_PREFIX = '/media/stream/';

/** The worker's read-ahead files, by URL. */
export class MediaReadAhead {
  readonly files = new Map<string, FileReadAhead>();
  private uses = 0;
  private readonly options: Required<ReadAheadOptions>;

  constructor(options: ReadAheadOptions) {
    this.options = {
      stallMs: STALL_MS,
      maxAttempts: MAX_ATTEMPTS,
      maxFileBytes: MAX_FILE_BYTES,
      budgetBytes: BUDGET_BYTES,
      maxFiles: MAX_FILES,
      sleep: defaultSleep,
      ...options,
    };
  }

  /**
   * The answer to a Range request of the element, from the read-ahead copy. `keepAlive` receives the
   * background read, so the worker lives until the file is complete.
   */
  async respond(request: Request, keepAlive: (work: Promise<unknown>) => void = () => undefined) {
    const file = this.fileFor(request.url);
    keepAlive(file.run());
    await file.ready();
    this.trim(file);
    if (file.stage === 'passthrough') return this.options.fetch(request.url, { headers: request.headers });
    if (file.refusal && file.received === 0) {
      const { status, headers, body } = file.refusal;
      return new Response(body, { status, headers });
    }
    if (file.stage === 'failed' && file.received === 0) return Response.error();
    const plan = planRange(request.headers.get('range'), file.size);
    const headers = rangeHeaders(plan, file.size, file.contentType);
    headers.set('cache-control', 'private, no-store');
    if (plan.status === 416 || request.method === 'HEAD' || file.size === 0)
      return new Response(null, { status: plan.status, headers });
    let position = plan.start;
    const end = plan.end + 1;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (position >= end) return controller.close();
        const bytes = await file.read(position, Math.min(end, position + 256 * 1024));
        // The retries ran out (or the file was dropped): the element sees a network error, the page recovers.
        if (!bytes) return controller.error(new TypeError('The audio stream could not continue.'));
        position += bytes.byteLength;
        controller.enqueue(bytes);
      },
    });
    return new Response(body, { status: plan.status, headers });
  }

  private fileFor(url: string): FileReadAhead {
    let file = this.files.get(url);
    if (!file || (file.stage === 'failed' && file.refusal)) {
      file?.close();
      file = new FileReadAhead(url, this.options);
      this.files.set(url, file);
    }
    file.usedAt = ++this.uses;
    return file;
  }

  /** Drops the least recently used files past the file count or the byte budget (never `keep`). */
  private trim(keep: FileReadAhead): void {
    const { maxFiles, budgetBytes } = this.options;
    const total = () => [...this.files.values()].reduce((sum, file) => sum + file.bytes, 0);
    while (this.files.size > maxFiles || total() > budgetBytes) {
      const oldest = [...this.files.entries()]
        .filter(([, file]) => file !== keep)
        .sort(([, a], [, b]) => a.usedAt - b.usedAt)[0];
      if (!oldest) return;
      oldest[1].close();
      this.files.delete(oldest[0]);
    }
  }
}

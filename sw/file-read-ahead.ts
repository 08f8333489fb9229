/** One streamed file read ahead from the first byte to the last, resumed after stalls (see media-read-ahead.ts). */
export interface ReadAheadOptions {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** No byte for this long: the request is dropped and resumed (ms). */
  stallMs?: number;
  /** Consecutive failed attempts (no byte received) before the file is given up. */
  maxAttempts?: number;
  /** Files larger than this stream from the network as before (bytes). */
  maxFileBytes?: number;
  /** Bytes kept for all files together; least recently used files go first. */
  budgetBytes?: number;
  /** Files kept at most (current, next, previous). */
  maxFiles?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const STALL_MS = 4_000;
export const MAX_ATTEMPTS = 6;
export const MAX_FILE_BYTES = 32 * 1024 * 1024;
export const BUDGET_BYTES = 64 * 1024 * 1024;
export const MAX_FILES = 3;

/** Wait before attempt n+1 after n consecutive failures (n ≥ 1): 0.5 s, 1 s, 2 s, 4 s, then 4 s. */
export const backoffMs = (failures: number): number => Math.min(500 * 2 ** Math.max(0, failures - 1), 4_000);

/** Statuses worth asking again: the server or a proxy was busy, not a refusal of this URL. */
const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

/** The total size of a 200 or 206 answer, if it says. */
export function totalSize(response: Response): number | undefined {
  const range = response.headers.get('content-range');
  const match = range ? /\/(\d+)\s*$/.exec(range) : null;
  if (match) return Number(match[1]);
  const length = response.headers.get('content-length');
  return response.status === 200 && length !== null && /^\d+$/.test(length) ? Number(length) : undefined;
}

export const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A refusal kept to answer every later request for the same URL the same way. */
interface Refusal {
  status: number;
  headers: [string, string][];
  body: string;
}

type Stage = 'starting' | 'loading' | 'done' | 'failed' | 'passthrough';

/** One file, read ahead from the first byte to the last. */
export class FileReadAhead {
  stage: Stage = 'starting';
  size = 0;
  received = 0;
  contentType = 'audio/mp4';
  /** Consecutive failed attempts; reset by every byte that arrives. */
  failures = 0;
  /** Every attempt made (the first request included), for tests and diagnostics. */
  attempts = 0;
  refusal: Refusal | undefined;
  usedAt = 0;
  private buffer = new Uint8Array(0);
  private readonly changes = new Set<() => void>();
  private abort: AbortController | undefined;
  private closed = false;
  private running: Promise<void> | undefined;
  private readonly url: string;
  private readonly options: Required<Omit<ReadAheadOptions, 'budgetBytes' | 'maxFiles'>>;

  constructor(url: string, options: Required<Omit<ReadAheadOptions, 'budgetBytes' | 'maxFiles'>>) {
    this.url = url;
    this.options = options;
  }

  /** Bytes this file holds in memory. */
  get bytes(): number {
    return this.buffer.byteLength;
  }

  /** Starts (or, after a failure, resumes) reading; resolves when the file is complete, failed or closed. */
  run(): Promise<void> {
    if (this.stage === 'failed' && !this.refusal) {
      this.stage = this.size > 0 ? 'loading' : 'starting';
      this.failures = 0;
    }
    this.running ??= this.loop().finally(() => {
      this.running = undefined;
      this.notify();
    });
    return this.running;
  }

  /** Resolves once the size is known (or the file failed, or is too big to keep). */
  async ready(): Promise<void> {
    while (this.stage === 'starting') await this.change();
  }

  /** Stops reading and forgets the bytes (the queue moved on). */
  close(): void {
    this.closed = true;
    this.abort?.abort();
    this.buffer = new Uint8Array(0);
    if (this.stage !== 'done' && this.stage !== 'passthrough') this.stage = 'failed';
    this.notify();
  }

  /** Bytes from..to (exclusive) as they arrive: waits while they are still on their way. */
  async read(from: number, to: number): Promise<Uint8Array | undefined> {
    while (this.received <= from && this.stage === 'loading') await this.change();
    if (this.closed || this.received <= from) return undefined;
    return this.buffer.slice(from, Math.min(to, this.received));
  }

  private change(): Promise<void> {
    return new Promise((resolve) => this.changes.add(resolve));
  }

  private notify(): void {
    const waiting = [...this.changes];
    this.changes.clear();
    for (const resolve of waiting) resolve();
  }

  private async loop(): Promise<void> {
    const { stallMs, maxAttempts, sleep } = this.options;
    while (!this.closed && (this.stage === 'starting' || this.stage === 'loading')) {
      const progress = this.received;
      const outcome = await this.attempt(stallMs).catch(() => 'retry' as const);
      if (this.closed || outcome === 'stop') return;
      // An answer that ended early still brought bytes: ask for the rest at once.
      if (outcome === 'retry' || this.received === progress) {
        this.failures = this.received > progress ? 1 : this.failures + 1;
        if (this.failures >= maxAttempts) {
          this.stage = 'failed';
          return;
        }
        await sleep(backoffMs(this.failures));
      }
    }
  }

  /** One request from the first missing byte; 'retry' when it stalled or failed on the way. */
  private async attempt(stallMs: number): Promise<'retry' | 'stop' | 'more'> {
    const abort = new AbortController();
    this.abort = abort;
    this.attempts += 1;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => abort.abort(), stallMs);
    };
    arm();
    try {
      const response = await this.options.fetch(this.url, {
        headers: { range: `bytes=${this.received}-` },
        credentials: 'same-origin',
        cache: 'no-store',
        signal: abort.signal,
      });
      if (!response.ok) {
        if (retryable(response.status)) return 'retry';
        // A refusal (expired grant, another user, no such file): the page asks for the item again.
        this.refusal = {
          status: response.status,
          headers: [...response.headers],
          body: await response.text().catch(() => ''),
        };
        this.stage = 'failed';
        this.notify();
        return 'stop';
      }
      if (!this.accept(response)) {
        await response.body?.cancel().catch(() => undefined);
        return 'stop';
      }
      const reader = response.body?.getReader();
      if (!reader) return 'retry';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        arm();
        const room = this.size - this.received;
        this.buffer.set(value.byteLength > room ? value.subarray(0, room) : value, this.received);
        this.received += Math.min(value.byteLength, room);
        this.failures = 0;
        this.notify();
        if (this.closed) return 'stop';
      }
      if (this.received >= this.size) {
        this.stage = 'done';
        return 'stop';
      }
      return 'more';
    } finally {
      clearTimeout(timer);
    }
  }

  /** Takes the answer's size and position; false when this file is not to be kept (too big, no size). */
  private accept(response: Response): boolean {
    const size = totalSize(response);
    if (this.stage === 'starting') {
      if (size === undefined || size > this.options.maxFileBytes) {
        this.stage = 'passthrough';
        this.notify();
        return false;
      }
      this.size = size;
      this.contentType = response.headers.get('content-type') ?? this.contentType;
      this.buffer = new Uint8Array(size);
      this.stage = size === 0 ? 'done' : 'loading';
      this.notify();
      return size > 0;
    }
    // The server sent the whole file again (it ignored the Range): start over from the first byte.
    if (response.status === 200) this.received = 0;
    return size === this.size;
  }
}

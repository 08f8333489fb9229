import type { MiddlewareHandler } from 'hono';
import { RETRY_AFTER_SECONDS } from './error-handler.ts';
import { ProblemError } from './problem.ts';

/** How much work may run and wait at once in front of a database that serialises everything (PGlite). */
export interface AdmissionLimits {
  /** Requests handled at the same time; the rest wait in line (first come, first served). */
  concurrency: number;
  /** Requests that may wait; one more is refused at once. */
  maxQueue: number;
  /** Longest wait: refused at once when the line ahead is expected to take longer, dropped when it did. */
  maxWaitMs: number;
}

interface Waiter {
  admit(): void;
  timer: ReturnType<typeof setTimeout>;
}

/** A counting semaphore with a bounded, time-limited line and an estimate of how long the line takes. */
export class AdmissionGate {
  #running = 0;
  #line: Waiter[] = [];
  /** Moving average of the time between two requests finishing while others wait (ms); 0 until measured. */
  #intervalMs = 0;
  #lastRelease: number | undefined;
  readonly limits: AdmissionLimits;

  constructor(limits: AdmissionLimits) {
    this.limits = limits;
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#line.length;
  }

  /** Resolves with a release function once admitted, or with undefined when refused or timed out. */
  enter(signal?: AbortSignal): Promise<(() => void) | undefined> {
    const { concurrency, maxQueue, maxWaitMs } = this.limits;
    if (this.#running < concurrency) return Promise.resolve(this.#admitted());
    const expectedWait = (this.#line.length + 1) * this.#intervalMs;
    if (this.#line.length >= maxQueue || expectedWait > maxWaitMs || signal?.aborted)
      return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const leave = () => {
        clearTimeout(waiter.timer);
        this.#line = this.#line.filter((w) => w !== waiter);
        signal?.removeEventListener('abort', leave);
        resolve(undefined);
      };
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(waiter.timer);
          signal?.removeEventListener('abort', leave);
          resolve(this.#admitted(true));
        },
        timer: setTimeout(leave, maxWaitMs),
      };
      signal?.addEventListener('abort', leave, { once: true });
      this.#line.push(waiter);
    });
  }

  #admitted(handedOver = false): () => void {
    if (!handedOver) this.#running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // While a line waits, the gap between two finished requests is how fast the line moves.
      const now = performance.now();
      if (this.#line.length > 0 && this.#lastRelease !== undefined) {
        const gap = now - this.#lastRelease;
        this.#intervalMs = this.#intervalMs === 0 ? gap : 0.8 * this.#intervalMs + 0.2 * gap;
      }
      this.#lastRelease = now;
      // The slot passes straight to the next in line, so a newcomer cannot jump the queue.
      const next = this.#line.shift();
      if (next) next.admit();
      else this.#running -= 1;
    };
  }
}

// Built assets and media files are read from disk and never touch the database: they never wait in line.
const FILE_PATHS = /^\/(assets|media\/audio|media\/video)\//;

/**
 * Calls the server makes to itself while rendering a page: the page was admitted as one unit of work, so
 * its calls must not wait behind it (two pages holding both places would wait for each other).
 */
const internalRequests = new WeakSet<Request>();

export function markInternal(request: Request): Request {
  internalRequests.add(request);
  return request;
}

async function admitted(gate: AdmissionGate, request: Request): Promise<() => void> {
  const release = await gate.enter(request.signal);
  if (!release) {
    throw new ProblemError({
      status: 503,
      code: 'SERVER_BUSY',
      detail: 'The server is busy. Please try again shortly.',
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS.busy) },
    });
  }
  // PGlite's queries resolve without leaving the microtask queue, so a request would run to its end
  // before the server even reads the next one: yielding once lets every arrived request reach the line.
  await new Promise((done) => setImmediate(done));
  return release;
}

/** Requests that take their place in line only when they first need the database (and keep it). */
const lazyPlaces = new WeakMap<Request, () => Promise<void>>();

/**
 * Takes the request's place in line before its first database work, when it was let in without
 * one (`lazy` paths of admission()); at once otherwise. 503 SERVER_BUSY when the line is full.
 */
export const needsDatabase = (request: Request): Promise<void> =>
  lazyPlaces.get(request)?.() ?? Promise.resolve();

/**
 * Middleware: requests beyond the gate's line get 503 SERVER_BUSY with Retry-After instead of waiting
 * unboundedly. Requests on `lazy` paths (answers often kept in memory) wait only once they call
 * needsDatabase(), so an answer from memory never waits behind the database's line.
 */
export function admission(gate: AdmissionGate, lazy?: RegExp): MiddlewareHandler {
  return async (c, next) => {
    if (FILE_PATHS.test(c.req.path) || internalRequests.has(c.req.raw)) return next();
    if (!lazy?.test(c.req.path)) {
      const release = await admitted(gate, c.req.raw);
      try {
        await next();
      } finally {
        release();
      }
      return;
    }
    let place: Promise<() => void> | undefined;
    lazyPlaces.set(c.req.raw, async () => {
      place ??= admitted(gate, c.req.raw);
      await place;
    });
    try {
      await next();
    } finally {
      lazyPlaces.delete(c.req.raw);
      if (place) (await place.catch(() => undefined))?.();
    }
  };
}

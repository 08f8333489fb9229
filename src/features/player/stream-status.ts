import { useSyncExternalStore } from 'react';

/**
 * How the current item's stream is doing, apart from the player state (it changes with the network,
 * and only the status line and the play button need it):
 * - ok: playing, paused or loading as usual;
 * - buffering: the player wants to play but has no data (a stall, or a reload after one);
 * - failed: the retries ran out; the position is kept and the user may try again.
 */
export type StreamStatus = 'ok' | 'buffering' | 'failed';

/** Page-side recoveries (the element reloaded, the URL asked for again) before the player gives up. */
export const MAX_RECOVERIES = 4;
/** Buffering this long without a byte to play: the element is reloaded (the network gives it no deadline). */
export const BUFFERING_DEADLINE_MS = 30_000;

/** Wait before recovery n (n ≥ 1): 0.5 s, 1 s, 2 s, 4 s, then 4 s (the worker's Range retries use the same). */
export const retryDelayMs = (attempt: number): number => Math.min(500 * 2 ** Math.max(0, attempt - 1), 4_000);

export class StreamStore {
  private status: StreamStatus = 'ok';
  private readonly listeners = new Set<() => void>();

  readonly get = (): StreamStatus => this.status;

  set(status: StreamStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const useStreamStatus = (store: StreamStore): StreamStatus =>
  useSyncExternalStore(store.subscribe, store.get, store.get);

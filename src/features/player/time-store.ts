import { useSyncExternalStore } from 'react';

/**
 * The playing position, apart from the player state: it changes several times a second, and only
 * the seek bar and the time labels need it (the rest of the player does not re-render for it).
 */
export interface PlayTime {
  position: number;
  duration: number;
}

export class TimeStore {
  private time: PlayTime = { position: 0, duration: 0 };
  private readonly listeners = new Set<() => void>();

  readonly get = (): PlayTime => this.time;

  set(position: number, duration: number): void {
    // Whole seconds are what the labels and the slider show: fewer renders.
    const next = { position: Math.floor(position), duration: Math.floor(duration) };
    if (next.position === this.time.position && next.duration === this.time.duration) return;
    this.time = next;
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const usePlayTime = (store: TimeStore): PlayTime =>
  useSyncExternalStore(store.subscribe, store.get, store.get);

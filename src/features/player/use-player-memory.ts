import { useEffect, useRef } from 'react';
import { userIdOf } from '#platform/session/token-claims.ts';
import { getToken } from '#platform/session/token-store.ts';
import type { Playback } from './playback.ts';
import type { PlayerEffects } from './player-effects.ts';
import { writePlayerMemory } from './player-memory.ts';
import { playerMemoryKey } from './player-memory-key.ts';
import type { PlayerState } from './player-state.ts';
import type { TimeStore } from './time-store.ts';

/** While playing, the position is written at most this often (and on every pause, change or page hide). */
export const MEMORY_WRITE_MS = 5000;

interface MemorySources {
  state: PlayerState;
  playback: Pick<Playback, 'hasSource' | 'position' | 'duration'>;
  effects: Pick<PlayerEffects, 'cuedAt'>;
  time: TimeStore;
  tenant: string;
}

/**
 * Keeps the queue for the next visit (player-memory.ts): at every change of the queue, the current item,
 * the modes or play/pause, every few seconds of playback, and when the page is hidden or left (an update's
 * reload, closing the app). An emptied queue is forgotten.
 */
export function usePlayerMemory({ state, playback, effects, time, tenant }: MemorySources): void {
  const latest = useRef(state);
  const lastWrite = useRef(0);
  const write = useRef<() => void>(() => undefined);
  useEffect(() => {
    latest.current = state;
    write.current = () => {
      const s = latest.current;
      const item = s.playlist[s.currentIndex];
      const key = playerMemoryKey(tenant, userIdOf(getToken()));
      lastWrite.current = Date.now();
      if (!s.open || !item) {
        writePlayerMemory(key, undefined);
        return;
      }
      const loaded = playback.hasSource;
      writePlayerMemory(key, {
        playlist: s.playlist,
        basePlaylist: s.basePlaylist,
        currentIndex: s.currentIndex,
        // After the end of the list, play starts it again from the top.
        position: s.ended ? 0 : loaded ? playback.position : (effects.cuedAt ?? 0),
        duration: loaded ? playback.duration : (item.durationSec ?? 0),
        shuffled: s.shuffled,
        loop: s.loop,
        volume: s.volume,
        muted: s.muted,
      });
    };
  });

  // Every change of state (the first, empty state of a fresh runtime is not one: a restore may follow).
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === state) return;
    previous.current = state;
    write.current();
  }, [state]);

  useEffect(
    () =>
      time.subscribe(() => {
        if (latest.current.open && Date.now() - lastWrite.current >= MEMORY_WRITE_MS) write.current();
      }),
    [time],
  );

  useEffect(() => {
    const leave = () => {
      if (latest.current.open) write.current();
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, []);
}

import { useEffect } from 'react';
import { startPlayer } from './player.port.ts';

/** Runs once the page is idle (after hydration), or after `timeout` ms at the latest. */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 500);
  return () => clearTimeout(id);
}

/**
 * A page that shows something to play (a track list, an album's play button, downloads) starts the player
 * runtime as soon as it has rendered in the browser, so a first click only dispatches: loading and mounting
 * the runtime (its chunk, the audio pool, the effects) at the click cost it about 450 ms of the offline first
 * audio (bench:media), and a page that answers input is clicked before the browser is ever idle. Pages that
 * never play never load it. `playable` false (nothing to play yet) waits.
 */
export function useStartPlayerEarly(playable = true): void {
  useEffect(() => {
    if (playable) startPlayer();
  }, [playable]);
}

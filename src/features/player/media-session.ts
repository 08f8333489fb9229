import { mediaSessionArtwork } from '#contract/artwork.ts';
import type { PlayerItem } from './player.port.ts';

/**
 * Media Session API: the lock screen, notification and hardware keys show the item and control
 * the player (play/pause, next/previous, seek). Browsers without it are left alone.
 */

export interface MediaSessionHandlers {
  play(): void;
  pause(): void;
  next(): void;
  previous(): void;
  seekTo(seconds: number): void;
  seekBy(offset: number): void;
}

/** Seconds a lock-screen "seek backward/forward" moves when the system does not say. */
export const DEFAULT_SEEK_OFFSET = 10;

type Session = Pick<MediaSession, 'setActionHandler' | 'metadata' | 'playbackState'> & {
  setPositionState?: MediaSession['setPositionState'];
};

export const mediaSessionOf = (nav: Navigator | undefined = globalThis.navigator): Session | undefined =>
  nav && 'mediaSession' in nav ? nav.mediaSession : undefined;

export function showOnMediaSession(
  session: Session | undefined,
  item: PlayerItem | undefined,
  playing: boolean,
) {
  if (!session) return;
  if (!item) {
    session.metadata = null;
    session.playbackState = 'none';
    return;
  }
  // Generated cover art also comes as square PNGs: many lock screens show no SVG.
  const artwork = item.imageUrl ? mediaSessionArtwork(item.imageUrl) : [];
  session.metadata =
    typeof MediaMetadata === 'function'
      ? new MediaMetadata({
          title: item.title,
          artist: item.subTitle ?? '',
          album: item.album ?? '',
          artwork,
        })
      : null;
  session.playbackState = playing ? 'playing' : 'paused';
}

/** Keeps the system's progress bar in step; invalid numbers (unknown duration) are not sent. */
export function showPosition(session: Session | undefined, position: number, duration: number): void {
  if (!session?.setPositionState || !(duration > 0)) return;
  try {
    session.setPositionState({
      duration,
      position: Math.min(Math.max(0, position), duration),
      playbackRate: 1,
    });
  } catch {
    // Some browsers throw for a position they consider stale; the next update corrects it.
  }
}

/** Installs the action handlers; the returned function removes them. */
export function bindMediaSession(session: Session | undefined, handlers: MediaSessionHandlers): () => void {
  if (!session) return () => undefined;
  const actions: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => handlers.play()],
    ['pause', () => handlers.pause()],
    ['nexttrack', () => handlers.next()],
    ['previoustrack', () => handlers.previous()],
    ['seekto', (details) => details.seekTime !== undefined && handlers.seekTo(details.seekTime)],
    ['seekbackward', (details) => handlers.seekBy(-(details.seekOffset ?? DEFAULT_SEEK_OFFSET))],
    ['seekforward', (details) => handlers.seekBy(details.seekOffset ?? DEFAULT_SEEK_OFFSET)],
  ];
  const set = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // An action this browser does not know.
    }
  };
  for (const [action, handler] of actions) set(action, handler);
  return () => {
    for (const [action] of actions) set(action, null);
  };
}

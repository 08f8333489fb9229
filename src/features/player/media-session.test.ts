import { describe, expect, it, vi } from 'vitest';
import { bindMediaSession, DEFAULT_SEEK_OFFSET, showOnMediaSession, showPosition } from './media-session.ts';

function fakeSession() {
  const handlers = new Map<string, MediaSessionActionHandler | null>();
  return {
    handlers,
    metadata: null as MediaMetadata | null,
    playbackState: 'none' as MediaSessionPlaybackState,
    setActionHandler: (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      handlers.set(action, handler);
    },
    setPositionState: vi.fn(),
  };
}

class Metadata {
  readonly init: MediaMetadataInit;
  constructor(init: MediaMetadataInit) {
    this.init = init;
  }
}

describe('Media Session API (lock screen, notification, hardware keys)', () => {
  it('shows title, artist, album and artwork of the item, and whether it plays', () => {
    vi.stubGlobal('MediaMetadata', Metadata);
    const session = fakeSession();
    showOnMediaSession(
      session,
      {
        id: 1,
        title: 'Static Bloom',
        subTitle: 'Nora Vale',
        album: 'Golden Hour',
        imageUrl: '/a.png',
        contentType: 'FULL_TRACK_MUSIC',
      },
      true,
    );
    expect((session.metadata as unknown as Metadata).init).toEqual({
      title: 'Static Bloom',
      artist: 'Nora Vale',
      album: 'Golden Hour',
      artwork: [{ src: '/a.png', sizes: '512x512' }],
    });
    expect(session.playbackState).toBe('playing');
    // Generated cover art: square PNGs for lock screens that show no SVG, then the SVG.
    showOnMediaSession(
      session,
      {
        id: 2,
        title: 'X',
        imageUrl: 'https://portal.test/media/artwork/7.svg',
        contentType: 'FULL_TRACK_MUSIC',
      },
      false,
    );
    const artwork = (session.metadata as unknown as Metadata).init.artwork as Array<{
      src: string;
      sizes: string;
    }>;
    expect(artwork[0]).toEqual({
      src: 'https://portal.test/media/artwork/7/96.png',
      sizes: '96x96',
      type: 'image/png',
    });
    expect(artwork.at(-1)).toEqual({
      src: 'https://portal.test/media/artwork/7.svg',
      sizes: 'any',
      type: 'image/svg+xml',
    });
    showOnMediaSession(session, undefined, false);
    expect(session.metadata).toBeNull();
    vi.unstubAllGlobals();
  });

  it('play, pause, next, previous and seeks from the system reach the player; unbinding removes them', () => {
    const session = fakeSession();
    const handlers = {
      play: vi.fn(),
      pause: vi.fn(),
      next: vi.fn(),
      previous: vi.fn(),
      seekTo: vi.fn(),
      seekBy: vi.fn(),
    };
    const unbind = bindMediaSession(session, handlers);
    const fire = (action: string, details: Partial<MediaSessionActionDetails> = {}) =>
      session.handlers.get(action)?.({ action, ...details } as MediaSessionActionDetails);
    fire('play');
    fire('pause');
    fire('nexttrack');
    fire('previoustrack');
    fire('seekto', { seekTime: 42 });
    fire('seekforward');
    fire('seekbackward', { seekOffset: 5 });
    expect(handlers.play).toHaveBeenCalledOnce();
    expect(handlers.pause).toHaveBeenCalledOnce();
    expect(handlers.next).toHaveBeenCalledOnce();
    expect(handlers.previous).toHaveBeenCalledOnce();
    expect(handlers.seekTo).toHaveBeenCalledWith(42);
    expect(handlers.seekBy.mock.calls).toEqual([[DEFAULT_SEEK_OFFSET], [-5]]);
    unbind();
    expect([...session.handlers.values()].every((h) => h === null)).toBe(true);
  });

  it('the position state is sent only with a known duration, clamped into it', () => {
    const session = fakeSession();
    showPosition(session, 10, 0);
    expect(session.setPositionState).not.toHaveBeenCalled();
    showPosition(session, 90, 72);
    expect(session.setPositionState).toHaveBeenCalledWith({ duration: 72, position: 72, playbackRate: 1 });
  });
});

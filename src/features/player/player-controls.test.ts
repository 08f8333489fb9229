import { describe, expect, it, vi } from 'vitest';
import { playerControls } from './player-controls.ts';
import { INITIAL_PLAYER, type PlayerState } from './player-state.ts';

const item = { id: 1, title: 'T', contentType: 'FULL_TRACK_MUSIC' };

function setup(state: Partial<PlayerState>, hasSource = true) {
  const dispatch = vi.fn();
  const playback = {
    play: vi.fn(() => Promise.resolve(true)),
    pause: vi.fn(),
    seek: vi.fn(),
    position: 40,
    paused: true,
    hasSource,
  };
  const full: PlayerState = {
    ...INITIAL_PLAYER,
    playlist: [item],
    basePlaylist: [item],
    currentIndex: 0,
    open: true,
    ...state,
  };
  return {
    controls: playerControls(
      dispatch,
      playback,
      () => full,
      () => 0.5,
    ),
    dispatch,
    playback,
  };
}

describe('player controls', () => {
  it('play/pause acts on the audio; the machine follows the element’s own play and pause events', () => {
    const playing = setup({ playing: true });
    playing.controls.togglePlay();
    expect(playing.playback.pause).toHaveBeenCalledOnce();
    const paused = setup({ playing: false });
    paused.controls.togglePlay();
    expect(paused.playback.play).toHaveBeenCalledOnce();
    expect(paused.dispatch).not.toHaveBeenCalled();
  });

  it('after the list ended, play starts it again from the first item', () => {
    const { controls, dispatch } = setup({ playing: false, ended: true });
    controls.togglePlay();
    expect(dispatch).toHaveBeenCalledWith({ type: 'jump', index: 0 });
  });

  it('pausing while the source is still on its way marks the player paused (it then loads without playing)', () => {
    const { controls, dispatch } = setup({ playing: true }, false);
    controls.togglePlay();
    expect(dispatch).toHaveBeenCalledWith({ type: 'setPlaying', playing: false });
  });

  it('seeking by an offset starts from the current position; shuffle uses the given randomness', () => {
    const { controls, playback, dispatch } = setup({ playing: true });
    controls.seekBy(5);
    expect(playback.seek).toHaveBeenCalledWith(45);
    controls.toggleShuffle();
    const action = dispatch.mock.calls[0]?.[0] as { type: string; random: () => number };
    expect(action.type).toBe('toggleShuffle');
    expect(action.random()).toBe(0.5);
  });
});

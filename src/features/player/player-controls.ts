import type { Dispatch } from 'react';
import type { Playback } from './playback.ts';
import type { PlayerAction, PlayerState } from './player-state.ts';

/** Everything the player's buttons, keys and the lock screen can do. */
export interface PlayerControls {
  togglePlay(): void;
  play(): void;
  pause(): void;
  next(): void;
  previous(): void;
  seek(seconds: number): void;
  seekBy(offset: number): void;
  jump(index: number): void;
  remove(index: number): void;
  move(from: number, to: number): void;
  toggleShuffle(): void;
  cycleLoop(): void;
  setVolume(volume: number): void;
  toggleMute(): void;
  close(): void;
}

type PlaybackLike = Pick<Playback, 'play' | 'pause' | 'seek' | 'position' | 'paused' | 'hasSource'>;

export function playerControls(
  dispatch: Dispatch<PlayerAction>,
  playback: PlaybackLike,
  state: () => PlayerState,
  random: () => number = Math.random,
): PlayerControls {
  const play = () => {
    const { currentIndex, ended, playing } = state();
    if (currentIndex < 0) return;
    // After the end of the list, play starts it again from the top.
    if (ended) dispatch({ type: 'jump', index: 0 });
    else if (playback.hasSource) void playback.play();
    // Still waiting for POST /song: playing again just asks for it once more.
    else if (!playing) dispatch({ type: 'jump', index: currentIndex });
  };
  const pause = () => {
    if (playback.hasSource) playback.pause();
    else dispatch({ type: 'setPlaying', playing: false });
  };
  return {
    togglePlay: () => (state().playing && !state().ended ? pause() : play()),
    play,
    pause,
    next: () => dispatch({ type: 'next' }),
    previous: () => dispatch({ type: 'previous' }),
    seek: (seconds) => playback.seek(seconds),
    seekBy: (offset) => playback.seek(playback.position + offset),
    jump: (index) => dispatch({ type: 'jump', index }),
    remove: (index) => dispatch({ type: 'remove', index }),
    move: (from, to) => dispatch({ type: 'move', from, to }),
    toggleShuffle: () => dispatch({ type: 'toggleShuffle', random }),
    cycleLoop: () => dispatch({ type: 'cycleLoop' }),
    setVolume: (volume) => dispatch({ type: 'setVolume', volume }),
    toggleMute: () => dispatch({ type: 'toggleMute' }),
    close: () => dispatch({ type: 'close' }),
  };
}

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
  /** After the stream stopped (retries ran out): start again where it broke. */
  retry(): void;
}

/** The stream's recovery, when the player has one (the runtime's effects). */
export interface StreamRecovery {
  streamFailed: boolean;
  retry(): void;
  /** A restored item not loaded yet: seeking moves where it will start (true when it did). */
  seekCued?(seconds: number): boolean;
  /** Where that restored item will start. */
  cuedAt?: number | undefined;
}

type PlaybackLike = Pick<Playback, 'play' | 'pause' | 'seek' | 'position' | 'paused' | 'hasSource'>;

export function playerControls(
  dispatch: Dispatch<PlayerAction>,
  playback: PlaybackLike,
  state: () => PlayerState,
  random: () => number = Math.random,
  stream?: StreamRecovery,
): PlayerControls {
  const retry = () => stream?.retry();
  const play = () => {
    const { currentIndex, ended, playing } = state();
    if (currentIndex < 0) return;
    // The stream stopped after its retries: play tries again from where it broke.
    if (stream?.streamFailed) return retry();
    // After the end of the list, play starts it again from the top.
    if (ended) dispatch({ type: 'jump', index: 0 });
    else if (playback.hasSource) void playback.play();
    // Still waiting for POST /song: playing again just asks for it once more.
    else if (!playing) dispatch({ type: 'jump', index: currentIndex });
  };
  const seek = (seconds: number) => {
    if (!playback.hasSource && stream?.seekCued?.(seconds)) return;
    playback.seek(seconds);
  };
  const position = () => (playback.hasSource ? playback.position : (stream?.cuedAt ?? playback.position));
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
    seek,
    seekBy: (offset) => seek(position() + offset),
    jump: (index) => dispatch({ type: 'jump', index }),
    remove: (index) => dispatch({ type: 'remove', index }),
    move: (from, to) => dispatch({ type: 'move', from, to }),
    toggleShuffle: () => dispatch({ type: 'toggleShuffle', random }),
    cycleLoop: () => dispatch({ type: 'cycleLoop' }),
    setVolume: (volume) => dispatch({ type: 'setVolume', volume }),
    toggleMute: () => dispatch({ type: 'toggleMute' }),
    close: () => dispatch({ type: 'close' }),
    retry,
  };
}

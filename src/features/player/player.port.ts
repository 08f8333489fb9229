import { useSyncExternalStore } from 'react';
import type { PlayableListItem } from '#structure/playable-items.ts';
import { forgetPlayerMemory, playerMemoryKey } from './player-memory-key.ts';

/**
 * The small part of the player in the first load: play buttons send commands here, and the player
 * runtime (its own chunk, loaded at the first command) carries them out and publishes what plays.
 */

/** A queued item with what the player shows besides the machine's fields (album, page). */
export type PlayerItem = PlayableListItem;

export type PlayerCommand =
  | { type: 'play'; items: PlayerItem[]; index: number }
  | { type: 'enqueue'; items: PlayerItem[] }
  /** Pause or resume what is loaded. */
  | { type: 'toggle' }
  /** Pause what plays (the video player starts): nothing resumes it but the user. */
  | { type: 'pause' }
  /** Bring back the queue the last visit left (paused), unless something plays already. */
  | { type: 'restore' }
  /** Empty the queue and close the player (a kiosk starting over): nothing is kept for a reload. */
  | { type: 'clear' };

export interface NowPlaying {
  itemId: number | undefined;
  /** The player wants to play (not paused by the user); audio may still be loading. */
  playing: boolean;
}

type Listener = () => void;
const IDLE: NowPlaying = { itemId: undefined, playing: false };

let nowPlaying: NowPlaying = IDLE;
let active = false;
let handler: ((command: PlayerCommand) => void) | undefined;
const waiting: PlayerCommand[] = [];
const listeners = new Set<Listener>();
const publish = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Mounts the runtime (idle: nothing queued, nothing shown) if it is not mounted yet. */
function activate(): void {
  if (active) return;
  active = true;
  publish();
}

/** Sends a command; the first one mounts the runtime, which then receives the commands that waited. */
export function sendPlayerCommand(command: PlayerCommand): void {
  if (handler) {
    handler(command);
    return;
  }
  waiting.push(command);
  activate();
}

/**
 * Starts the runtime before the first play (a page that shows play buttons, once idle, or a pointer or
 * focus on one): the click then only dispatches, instead of loading and mounting the player first.
 * The runtime starts empty and shows nothing until a command comes.
 */
export const startPlayer = (): void => activate();

/**
 * Pauses the audio player if it runs (the video player starts playing). Unlike a queued command it never
 * mounts the runtime: with no audio player there is nothing to pause.
 */
export function pauseAudioPlayer(): void {
  handler?.({ type: 'pause' });
}

/**
 * Empties the queue of a running player and forgets the queues kept for this tenant's visitor and user (a kiosk
 * starting over). Never mounts the runtime: with no audio player only the kept queues go.
 */
export function clearPlayerQueue(tenant: string, userId: string | undefined): void {
  waiting.length = 0;
  handler?.({ type: 'clear' });
  forgetPlayerMemory(playerMemoryKey(tenant, undefined));
  if (userId) forgetPlayerMemory(playerMemoryKey(tenant, userId));
}

/** The runtime connects once mounted; returns the disconnect function. */
export function connectPlayerRuntime(run: (command: PlayerCommand) => void): () => void {
  handler = run;
  for (const command of waiting.splice(0)) run(command);
  return () => {
    if (handler === run) handler = undefined;
  };
}

export function publishNowPlaying(next: NowPlaying): void {
  if (next.itemId === nowPlaying.itemId && next.playing === nowPlaying.playing) return;
  nowPlaying = next;
  publish();
}

export const currentNowPlaying = (): NowPlaying => nowPlaying;
export const isPlayerActive = (): boolean => active;

/** What plays now (rows mark it with aria-current and show a pause button). */
export const useNowPlaying = (): NowPlaying =>
  useSyncExternalStore(subscribe, currentNowPlaying, currentNowPlaying);

/** True once something was asked of the player: the provider then mounts the runtime. */
export const usePlayerActive = (): boolean => useSyncExternalStore(subscribe, isPlayerActive, isPlayerActive);

let fullPlayerCloser: (() => void) | undefined;

/** The runtime names how its full player closes (undefined when it unmounts). */
export function setFullPlayerCloser(close: (() => void) | undefined): void {
  fullPlayerCloser = close;
}

/** Closes the full player, if open: an action that leaves for another page calls it first. */
export const closeFullPlayer = (): void => fullPlayerCloser?.();

/** The id of the mini-player's region (the skip link's target). */
export const PLAYER_REGION_ID = 'player';

let playerFocuser: (() => void) | undefined;

/** The runtime names how focus reaches the player's play/pause while the player is on screen (else undefined). */
export function setPlayerFocuser(focus: (() => void) | undefined): void {
  if (focus === playerFocuser) return;
  playerFocuser = focus;
  publish();
}

/** Moves keyboard focus to the player's play/pause button (the "Skip to player" link and Alt+P). */
export const focusPlayer = (): void => playerFocuser?.();

const isPlayerReachable = (): boolean => playerFocuser !== undefined;
const NOT_REACHABLE = (): boolean => false;

/** True while the player is on screen: the skip link to it shows only then (never in the server's page). */
export const usePlayerReachable = (): boolean =>
  useSyncExternalStore(subscribe, isPlayerReachable, NOT_REACHABLE);

/** Test helper: back to the state of a fresh page. */
export function resetPlayerBus(): void {
  nowPlaying = IDLE;
  active = false;
  handler = undefined;
  fullPlayerCloser = undefined;
  playerFocuser = undefined;
  waiting.length = 0;
  publish();
}

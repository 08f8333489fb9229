/**
 * The audio player's state, the actions that change it and the effects a change asks for
 * (commerce §3/§4). The transitions are in player-machine.ts.
 */

import type { PlayableItem } from '#offline-store/playable-item.ts';

export type LoopMode = 'OFF' | 'REPEAT_ALL' | 'REPEAT_ONE';
export const LOOP_CYCLE: readonly LoopMode[] = ['OFF', 'REPEAT_ALL', 'REPEAT_ONE'];
export const DEFAULT_VOLUME = 0.5;

/** A queued item; its URL comes later from POST /song. */
export type QueueItem = PlayableItem;

/** What POST /song answered for the current item (commerce §3 track response). */
export interface PlanMoves {
  upgradeTo: unknown[];
  downgradeTo: unknown[];
}

export interface ResolvedTrack {
  url?: string;
  isPreview: boolean;
  /** Purchase options; present when the user may buy or subscribe to hear the full item. */
  purchase?: unknown[];
  /** Commerce §7 upgradeTo / downgradeTo: plans of a group the user holds a level of that unlock the item. */
  moves?: PlanMoves;
  ticketId?: string;
  /** Why nothing plays although a plan is held: its credits of this period are spent. */
  refusal?: 'no-credits';
}

export interface PlayerState {
  /** The queue as played (shuffled or not). */
  playlist: QueueItem[];
  /** The queue in its original order: unshuffle restores it. */
  basePlaylist: QueueItem[];
  /** -1 when nothing is loaded. */
  currentIndex: number;
  volume: number;
  muted: boolean;
  shuffled: boolean;
  loop: LoopMode;
  playing: boolean;
  /** Set when the list ran out without a loop (commerce §4 "player marked ended"). */
  ended: boolean;
  /** The mini-player is shown while something is queued. */
  open: boolean;
}

export const INITIAL_PLAYER: PlayerState = {
  playlist: [],
  basePlaylist: [],
  currentIndex: -1,
  volume: DEFAULT_VOLUME,
  muted: false,
  shuffled: false,
  loop: 'OFF',
  playing: false,
  ended: false,
  open: false,
};

export type PlayerEffect =
  /** Ask for the item's URL (POST /song) and play it from the start. */
  | { type: 'load'; item: QueueItem }
  /** Play the current item again from the start (REPEAT_ONE). */
  | { type: 'restart' }
  /** A restored item: shown paused at `at` seconds; nothing is asked of the server until play. */
  | { type: 'cue'; item: QueueItem; at: number; duration: number }
  /** Stop the audio element and drop its source. */
  | { type: 'stop' }
  /** Send the end-of-item listening report for the current ticket. */
  | { type: 'report'; item: QueueItem }
  /** A preview ended: offer the purchase (or check whether it can be consumed). */
  | { type: 'purchasePrompt'; item: QueueItem; purchase: unknown[]; moves?: PlanMoves }
  /** Full item unavailable but purchasable: the subscription choice dialog. */
  | {
      type: 'subscriptionChoice';
      item: QueueItem;
      purchase: unknown[];
      refusal?: 'no-credits';
      moves?: PlanMoves;
    };

export type PlayerAction =
  /** Replace the queue and start at `index` (play an album from track n). */
  | { type: 'playQueue'; items: QueueItem[]; index: number }
  /** Append to the queue; starts playing when nothing is loaded. */
  | { type: 'enqueue'; items: QueueItem[] }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'jump'; index: number }
  | { type: 'remove'; index: number }
  | { type: 'move'; from: number; to: number }
  | { type: 'toggleShuffle'; random: () => number }
  | { type: 'cycleLoop' }
  | { type: 'setVolume'; volume: number }
  | { type: 'toggleMute' }
  | { type: 'setPlaying'; playing: boolean }
  /** POST /song answered for the current item. */
  | { type: 'resolved'; track: ResolvedTrack }
  /** The audio element fired `ended`. */
  | { type: 'trackEnded'; track: ResolvedTrack }
  /** Closing the mini-player empties the queue. */
  | { type: 'close' }
  /** The queue as the last visit left it (player-memory.ts): paused, never playing by itself. */
  | {
      type: 'restore';
      playlist: QueueItem[];
      basePlaylist: QueueItem[];
      currentIndex: number;
      position: number;
      /** Seconds, when the last visit knew them. */
      duration: number;
      shuffled: boolean;
      loop: LoopMode;
      volume: number;
      muted: boolean;
    };

export interface Transition {
  state: PlayerState;
  effects: PlayerEffect[];
}

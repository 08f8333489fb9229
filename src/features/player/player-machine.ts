/**
 * The audio player's state and every transition of commerce §3/§4, as a pure function: the React
 * layer renders the state and carries out the effects (load audio, report, open a dialog). Nothing
 * here touches the DOM, the network or the clock, so every rule is unit-tested.
 */

export type LoopMode = 'OFF' | 'REPEAT_ALL' | 'REPEAT_ONE';
export const LOOP_CYCLE: readonly LoopMode[] = ['OFF', 'REPEAT_ALL', 'REPEAT_ONE'];
export const DEFAULT_VOLUME = 0.5;

/** A queued item (track, podcast episode, audiobook chapter); its URL comes later from POST /song. */
export interface QueueItem {
  id: number;
  title: string;
  subTitle?: string;
  imageUrl?: string;
  contentType: string;
  /** Album/podcast/audiobook the item belongs to (collectionInfo.articleId). */
  collectionId?: number;
  durationSec?: number;
}

/** What POST /song answered for the current item (commerce §3 track response). */
export interface ResolvedTrack {
  url?: string;
  isPreview: boolean;
  /** Purchase options; present when the user may buy or subscribe to hear the full item. */
  purchase?: unknown[];
  ticketId?: string;
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
  /** Stop the audio element and drop its source. */
  | { type: 'stop' }
  /** Send the end-of-item listening report for the current ticket. */
  | { type: 'report'; item: QueueItem }
  /** A preview ended: offer the purchase (or check whether it can be consumed). */
  | { type: 'purchasePrompt'; item: QueueItem; purchase: unknown[] }
  /** Full item unavailable but purchasable: the subscription choice dialog. */
  | { type: 'subscriptionChoice'; item: QueueItem; purchase: unknown[] };

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
  | { type: 'close' };

export interface Transition {
  state: PlayerState;
  effects: PlayerEffect[];
}

const current = (s: PlayerState): QueueItem | undefined => s.playlist[s.currentIndex];
const none = (state: PlayerState): Transition => ({ state, effects: [] });
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Starts the item at `index` of the current playlist. */
function start(state: PlayerState, index: number): Transition {
  const item = state.playlist[index];
  if (!item) return none(state);
  return {
    state: { ...state, currentIndex: index, playing: true, ended: false, open: true },
    effects: [{ type: 'load', item }],
  };
}

/** Removing the last item (or closing) stops the player and resets it; volume and modes stay. */
function reset(state: PlayerState): Transition {
  const { volume, muted, loop } = state;
  return { state: { ...INITIAL_PLAYER, volume, muted, loop }, effects: [{ type: 'stop' }] };
}

/** Fisher–Yates with the current item first, so shuffling never interrupts what plays. */
export function shuffleKeepingCurrent(items: QueueItem[], currentIndex: number, random: () => number) {
  const head = items[currentIndex];
  const rest = items.filter((_, i) => i !== currentIndex);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j] as QueueItem, rest[i] as QueueItem];
  }
  return head ? [head, ...rest] : rest;
}

function next(state: PlayerState): Transition {
  if (state.playlist.length === 0) return none(state);
  const last = state.currentIndex >= state.playlist.length - 1;
  if (!last) return start(state, state.currentIndex + 1);
  // Commerce §4: at the end REPEAT_ALL wraps to the first; otherwise the player is marked ended.
  if (state.loop === 'REPEAT_ALL') return start(state, 0);
  return { state: { ...state, playing: false, ended: true }, effects: [] };
}

function previous(state: PlayerState): Transition {
  if (state.playlist.length === 0) return none(state);
  // Commerce §4: previous from the first wraps to the last.
  const index = state.currentIndex <= 0 ? state.playlist.length - 1 : state.currentIndex - 1;
  return start(state, index);
}

function remove(state: PlayerState, index: number): Transition {
  const item = state.playlist[index];
  if (!item) return none(state);
  if (state.playlist.length === 1) return reset(state);
  const playlist = state.playlist.filter((_, i) => i !== index);
  const basePlaylist = state.basePlaylist.filter((entry) => entry !== item);
  const moved = { ...state, playlist, basePlaylist };
  if (index < state.currentIndex) return none({ ...moved, currentIndex: state.currentIndex - 1 });
  if (index > state.currentIndex) return none(moved);
  // The playing item went: the one that took its place plays (or the new last one).
  return start({ ...moved, currentIndex: -1 }, Math.min(index, playlist.length - 1));
}

function move(state: PlayerState, from: number, to: number): Transition {
  const item = state.playlist[from];
  if (!item || to < 0 || to >= state.playlist.length || from === to) return none(state);
  const playlist = [...state.playlist];
  playlist.splice(from, 1);
  playlist.splice(to, 0, item);
  const playing = current(state);
  const currentIndex = playing ? playlist.indexOf(playing) : state.currentIndex;
  // A reorder is the user's order: unshuffled, the base order follows it.
  const basePlaylist = state.shuffled ? state.basePlaylist : playlist;
  return none({ ...state, playlist, basePlaylist, currentIndex });
}

function toggleShuffle(state: PlayerState, random: () => number): Transition {
  const playing = current(state);
  if (state.shuffled) {
    // Unshuffle restores the original order and keeps the current item playing.
    const playlist = state.basePlaylist;
    return none({
      ...state,
      playlist,
      shuffled: false,
      currentIndex: playing ? playlist.indexOf(playing) : state.currentIndex,
    });
  }
  const playlist = shuffleKeepingCurrent(state.playlist, Math.max(0, state.currentIndex), random);
  return none({ ...state, playlist, shuffled: true, currentIndex: playing ? 0 : state.currentIndex });
}

function resolved(state: PlayerState, track: ResolvedTrack): Transition {
  const item = current(state);
  if (!item || track.url) return none(state);
  // Commerce §4: purchasable but no URL → subscription choice; nothing at all → the mini-player closes.
  if (track.purchase && track.purchase.length > 0) {
    return {
      state: { ...state, playing: false },
      effects: [{ type: 'subscriptionChoice', item, purchase: track.purchase }],
    };
  }
  return reset(state);
}

function trackEnded(state: PlayerState, track: ResolvedTrack): Transition {
  const item = current(state);
  if (!item) return none(state);
  if (track.isPreview) {
    // Commerce §4: a preview's end leads to the purchase prompt (or a consume check), never onwards.
    return {
      state: { ...state, playing: false },
      effects: [{ type: 'purchasePrompt', item, purchase: track.purchase ?? [] }],
    };
  }
  const report: PlayerEffect = { type: 'report', item };
  if (state.loop === 'REPEAT_ONE') return { state, effects: [report, { type: 'restart' }] };
  const after = next(state);
  return { state: after.state, effects: [report, ...after.effects] };
}

export function playerReducer(state: PlayerState, action: PlayerAction): Transition {
  switch (action.type) {
    case 'playQueue': {
      if (action.items.length === 0) return reset(state);
      const index = clamp(action.index, 0, action.items.length - 1);
      return start({ ...state, playlist: action.items, basePlaylist: action.items, shuffled: false }, index);
    }
    case 'enqueue': {
      const fresh = action.items.filter((item) => !state.basePlaylist.some((q) => q.id === item.id));
      const queued = {
        ...state,
        playlist: [...state.playlist, ...fresh],
        basePlaylist: [...state.basePlaylist, ...fresh],
        open: state.open || fresh.length > 0,
      };
      return state.currentIndex === -1 && fresh.length > 0
        ? start(queued, state.playlist.length)
        : none(queued);
    }
    case 'next':
      return next(state);
    case 'previous':
      return previous(state);
    case 'jump':
      return start(state, action.index);
    case 'remove':
      return remove(state, action.index);
    case 'move':
      return move(state, action.from, action.to);
    case 'toggleShuffle':
      return toggleShuffle(state, action.random);
    case 'cycleLoop': {
      const loop = LOOP_CYCLE[(LOOP_CYCLE.indexOf(state.loop) + 1) % LOOP_CYCLE.length] ?? 'OFF';
      return none({ ...state, loop });
    }
    case 'setVolume':
      return none({ ...state, volume: clamp(Number.isFinite(action.volume) ? action.volume : 0, 0, 1) });
    case 'toggleMute':
      return none({ ...state, muted: !state.muted });
    case 'setPlaying':
      return none({ ...state, playing: action.playing && state.currentIndex >= 0 });
    case 'resolved':
      return resolved(state, action.track);
    case 'trackEnded':
      return trackEnded(state, action.track);
    case 'close':
      return reset(state);
  }
}

/** Commerce §4 FTMDOnly tenant mode: playlists keep only the tracks in the user's wallet. */
export const onlyWalletItems = (items: QueueItem[], walletIds: ReadonlySet<number>): QueueItem[] =>
  items.filter((item) => walletIds.has(item.id));

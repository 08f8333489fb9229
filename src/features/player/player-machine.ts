/**
 * The audio player's state and every transition of commerce §3/§4, as a pure function: the React
 * layer renders the state and carries out the effects (load audio, report, open a dialog). Nothing
 * here touches the DOM, the network or the clock, so every rule is unit-tested.
 */

import {
  INITIAL_PLAYER,
  LOOP_CYCLE,
  type PlayerAction,
  type PlayerEffect,
  type PlayerState,
  type QueueItem,
  type ResolvedTrack,
  type Transition,
} from './player-state.ts';

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
  const moves = track.moves ? track.moves.upgradeTo.length + track.moves.downgradeTo.length : 0;
  if ((track.purchase && track.purchase.length > 0) || moves > 0 || track.refusal) {
    return {
      state: { ...state, playing: false },
      effects: [
        {
          type: 'subscriptionChoice',
          item,
          purchase: track.purchase ?? [],
          ...(track.refusal ? { refusal: track.refusal } : {}),
          ...(track.moves ? { moves: track.moves } : {}),
        },
      ],
    };
  }
  return reset(state);
}

function trackEnded(state: PlayerState, track: ResolvedTrack): Transition {
  const item = current(state);
  if (!item) return none(state);
  if (track.isPreview) {
    // Commerce §4: a preview's end leads to the purchase prompt (or a consume check); then the queue goes on
    // with the next item's preview (a preview is never repeated: REPEAT_ONE moves on too).
    const prompt: PlayerEffect = {
      type: 'purchasePrompt',
      item,
      purchase: track.purchase ?? [],
      ...(track.moves ? { moves: track.moves } : {}),
    };
    const after = next(state);
    return { state: after.state, effects: [prompt, ...after.effects] };
  }
  const report: PlayerEffect = { type: 'report', item };
  if (state.loop === 'REPEAT_ONE') return { state, effects: [report, { type: 'restart' }] };
  const after = next(state);
  return { state: after.state, effects: [report, ...after.effects] };
}

/** A reload's queue comes back paused; something the user started meanwhile wins. */
function restore(state: PlayerState, saved: Extract<PlayerAction, { type: 'restore' }>): Transition {
  const item = saved.playlist[saved.currentIndex];
  if (state.currentIndex !== -1 || !item) return none(state);
  return {
    state: {
      ...state,
      playlist: saved.playlist,
      basePlaylist: saved.basePlaylist,
      currentIndex: saved.currentIndex,
      shuffled: saved.shuffled,
      loop: saved.loop,
      volume: clamp(Number.isFinite(saved.volume) ? saved.volume : state.volume, 0, 1),
      muted: saved.muted,
      playing: false,
      ended: false,
      open: true,
    },
    effects: [
      {
        type: 'cue',
        item,
        at: Math.max(0, saved.position),
        duration: saved.duration || item.durationSec || 0,
      },
    ],
  };
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
    case 'restore':
      return restore(state, action);
  }
}

/** Commerce §4 FTMDOnly tenant mode: playlists keep only the tracks in the user's wallet. */
export const onlyWalletItems = (items: QueueItem[], walletIds: ReadonlySet<number>): QueueItem[] =>
  items.filter((item) => walletIds.has(item.id));

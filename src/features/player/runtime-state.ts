import { playerReducer } from './player-machine.ts';
import {
  INITIAL_PLAYER,
  type PlayerAction,
  type PlayerEffect,
  type PlayerState,
  type ResolvedTrack,
} from './player-state.ts';

/** The machine's state for useReducer, with the effects its transitions asked for, numbered in order. */
export interface RuntimeState {
  player: PlayerState;
  effects: readonly { seq: number; effect: PlayerEffect }[];
  seq: number;
  /** What POST /song answered for the current item; undefined while it loads. */
  track: ResolvedTrack | undefined;
}

export const INITIAL_RUNTIME: RuntimeState = {
  player: INITIAL_PLAYER,
  effects: [],
  seq: 0,
  track: undefined,
};

/** Effects older than this were carried out long ago (each render carries out all new ones). */
const KEEP_EFFECTS = 50;

export function runtimeReducer(runtime: RuntimeState, action: PlayerAction): RuntimeState {
  const { state, effects } = playerReducer(runtime.player, action);
  const reloads = effects.some(
    (e) => e.type === 'load' || e.type === 'restart' || e.type === 'stop' || e.type === 'cue',
  );
  const track = action.type === 'resolved' ? action.track : reloads ? undefined : runtime.track;
  if (effects.length === 0)
    return state === runtime.player && track === runtime.track
      ? runtime
      : { ...runtime, player: state, track };
  const numbered = effects.map((effect, i) => ({ seq: runtime.seq + i + 1, effect }));
  return {
    player: state,
    effects: [...runtime.effects, ...numbered].slice(-KEEP_EFFECTS),
    seq: runtime.seq + effects.length,
    track,
  };
}

/** The effects not carried out yet (those after `done`). */
export const pendingEffects = (runtime: RuntimeState, done: number): PlayerEffect[] =>
  runtime.effects.filter((entry) => entry.seq > done).map((entry) => entry.effect);

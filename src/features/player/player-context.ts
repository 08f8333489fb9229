import { createContext, use } from 'react';
import type { PlayerItem } from './player.port.ts';
import type { PlayerControls } from './player-controls.ts';
import type { PlayerState, ResolvedTrack } from './player-state.ts';
import type { StreamStore } from './stream-status.ts';
import type { TimeStore } from './time-store.ts';

/** What the player's views read: the machine's state, the current answer, controls and the clock. */
export interface PlayerView {
  state: PlayerState;
  item: PlayerItem | undefined;
  /** Undefined while the current item's source loads. */
  track: ResolvedTrack | undefined;
  controls: PlayerControls;
  time: TimeStore;
  /** Buffering, or stopped after the retries. */
  stream: StreamStore;
  fullOpen: boolean;
  setFullOpen(open: boolean): void;
  showShortcuts(): void;
}

export const PlayerViewContext = createContext<PlayerView | undefined>(undefined);

export function usePlayerView(): PlayerView {
  const view = use(PlayerViewContext);
  if (!view) throw new Error('usePlayerView outside the player runtime');
  return view;
}

import type { PurchaseOption } from '#contract/player.ts';
import type { ListeningReporter } from './listening-reporter.ts';
import type { Playback } from './playback.ts';
import type { PlayerItem } from './player.port.ts';
import type { PlayerAction, PlayerState } from './player-state.ts';
import type { SongSources } from './song-source.ts';
import type { StreamStatus } from './stream-status.ts';

/** Commerce §7 upgradeTo / downgradeTo: moves within the user's plan group that unlock the item. */
export interface PlanMoveOptions {
  upgradeTo: PurchaseOption[];
  downgradeTo: PurchaseOption[];
}

/** What the player's effects act on (player-effects.ts): the audio, the reports, POST /song, dialogs. */
export interface EffectDeps {
  playback: Pick<
    Playback,
    'start' | 'stop' | 'preload' | 'position' | 'duration' | 'ended' | 'reload' | 'retain' | 'pause'
  >;
  reporter: Pick<ListeningReporter, 'start' | 'stop' | 'finish'>;
  sources: Pick<SongSources, 'resolve' | 'prefetch' | 'clear'>;
  dispatch: (action: PlayerAction) => void;
  state: () => PlayerState;
  /** Commerce §4: the purchase prompt after a preview, the subscription choice when nothing plays. */
  purchasePrompt: (item: PlayerItem, purchase: PurchaseOption[], moves?: PlanMoveOptions) => void;
  subscriptionChoice: (
    item: PlayerItem,
    purchase: PurchaseOption[],
    refusal?: 'no-credits',
    moves?: PlanMoveOptions,
  ) => void;
  /** Records the play position (PUT /user/history/PLAY/{id}); only for signed-in users. */
  savePosition?: (item: PlayerItem, seconds: number, contentType: string) => void;
  /** The item could not be fetched (network or server failure): say so; the queue stays. */
  failed: (item: PlayerItem) => void;
  /** The stream's state for the player's status line (buffering, failed with a retry). */
  stream?: (status: StreamStatus) => void;
  /** Shows a position while nothing is loaded (a restored item, before play). */
  showTime?: (position: number, duration: number) => void;
}

import type { ContentType } from '#contract/history.ts';
import type { PurchaseOption } from '#contract/player.ts';
import { isApiError } from '#lib/api-error.ts';
import type { ListeningReporter } from './listening-reporter.ts';
import type { Playback } from './playback.ts';
import type { PlayerItem } from './player.port.ts';
import type { PlayerAction, PlayerEffect, PlayerState, ResolvedTrack } from './player-state.ts';
import type { SongSource, SongSources } from './song-source.ts';

export interface EffectDeps {
  playback: Pick<Playback, 'start' | 'stop' | 'preload' | 'position' | 'duration' | 'ended'>;
  reporter: Pick<ListeningReporter, 'start' | 'stop' | 'finish'>;
  sources: Pick<SongSources, 'resolve' | 'prefetch' | 'clear'>;
  dispatch: (action: PlayerAction) => void;
  state: () => PlayerState;
  /** Commerce §4: the purchase prompt after a preview, the subscription choice when nothing plays. */
  purchasePrompt: (item: PlayerItem, purchase: PurchaseOption[]) => void;
  subscriptionChoice: (item: PlayerItem, purchase: PurchaseOption[]) => void;
  /** Records the play position (PUT /user/history/PLAY/{id}); only for signed-in users. */
  savePosition?: (item: PlayerItem, seconds: number, contentType: string) => void;
  /** The item could not be fetched (network or server failure): say so; the queue stays. */
  failed: (item: PlayerItem) => void;
}

const NOTHING: SongSource = {
  url: undefined,
  isPreview: false,
  purchase: [],
  ticket: undefined,
  offline: false,
  contentType: undefined,
  durationSec: 0,
};

export const toTrack = (source: SongSource): ResolvedTrack => ({
  ...(source.url ? { url: source.url } : {}),
  isPreview: source.isPreview,
  purchase: source.purchase,
  ...(source.ticket ? { ticketId: source.ticket } : {}),
});

/**
 * Carries out the player machine's effects (player-machine.ts) — the one place where audio starts
 * and stops, POST /song is asked, reports are closed and dialogs open.
 */
export class PlayerEffects {
  private loads = 0;
  private abort: AbortController | undefined;
  private current: { item: PlayerItem; source: SongSource; recovered: boolean } | undefined;

  private readonly deps: EffectDeps;

  constructor(deps: EffectDeps) {
    this.deps = deps;
  }

  /** What POST /song answered for the item now loaded (the machine's trackEnded needs it). */
  get track(): ResolvedTrack {
    return toTrack(this.current?.source ?? NOTHING);
  }
  get source(): SongSource | undefined {
    return this.current?.source;
  }

  run(effect: PlayerEffect): void {
    switch (effect.type) {
      case 'load':
        void this.load(effect.item as PlayerItem, 0, false);
        return;
      case 'restart': {
        // A repeat is a new listening: a fresh ticket (and a fresh URL) from POST /song.
        const item = this.current?.item;
        if (item) void this.load(item, 0, false);
        return;
      }
      case 'stop':
        this.leave();
        this.loads += 1;
        this.abort?.abort();
        this.current = undefined;
        this.deps.sources.clear();
        this.deps.playback.stop();
        return;
      case 'report': {
        this.deps.reporter.finish();
        const playing = this.current;
        if (playing) this.save(playing.item, this.deps.playback.duration, playing.source);
        return;
      }
      case 'purchasePrompt':
        this.deps.purchasePrompt(effect.item as PlayerItem, effect.purchase as PurchaseOption[]);
        return;
      case 'subscriptionChoice':
        this.deps.subscriptionChoice(effect.item as PlayerItem, effect.purchase as PurchaseOption[]);
        return;
    }
  }

  /** The source failed while playing (e.g. its signed URL expired in a long pause): fetch it again once. */
  recover(): void {
    const playing = this.current;
    if (!playing || playing.recovered || playing.source.offline) return;
    void this.load(playing.item, this.deps.playback.position, true);
  }

  /** The user paused: keep the position in the play history. */
  paused(): void {
    const playing = this.current;
    if (playing && !this.deps.playback.ended)
      this.save(playing.item, this.deps.playback.position, playing.source);
  }

  private async load(item: PlayerItem, startAt: number, recovering: boolean): Promise<void> {
    const load = ++this.loads;
    if (!recovering) this.leave();
    this.abort?.abort();
    const abort = new AbortController();
    this.abort = abort;
    let source: SongSource;
    try {
      source = await this.deps.sources.resolve(item, abort.signal);
    } catch (error) {
      if (load !== this.loads || abort.signal.aborted) return;
      // The server says the item cannot be played (404, 403 …): as if it had no url and no preview.
      if (isApiError(error) && error.kind === 'http' && error.status < 500) source = NOTHING;
      else {
        this.deps.failed(item);
        this.deps.dispatch({ type: 'setPlaying', playing: false });
        return;
      }
    }
    if (load !== this.loads) return;
    this.current = { item, source, recovered: recovering };
    if (!recovering) this.deps.dispatch({ type: 'resolved', track: toTrack(source) });
    if (!source.url) return;
    if (!recovering) {
      this.deps.reporter.start(source.ticket, source.offline);
      this.save(item, 0, source);
    }
    // Paused while POST /song was on its way: load it, but stay paused.
    await this.deps.playback.start(source.url, startAt, this.deps.state().playing);
    if (load === this.loads) this.prefetchNext();
  }

  /** Buffers the item that plays next (commerce §9 pool: current and next loaded). */
  private prefetchNext(): void {
    const state = this.deps.state();
    const last = state.currentIndex >= state.playlist.length - 1;
    const index = last ? (state.loop === 'REPEAT_ALL' ? 0 : -1) : state.currentIndex + 1;
    const next = state.playlist[index] as PlayerItem | undefined;
    if (!next || index === state.currentIndex) return;
    this.deps.sources.prefetch(next).then(
      (source) => {
        if (source.url) this.deps.playback.preload(source.url);
      },
      () => undefined,
    );
  }

  /** The current item is left before its end: its counter stops (no final report), its position is kept. */
  private leave(): void {
    this.deps.reporter.stop();
    const playing = this.current;
    const position = this.deps.playback.position;
    if (playing?.source.url && position > 0 && !this.deps.playback.ended)
      this.save(playing.item, position, playing.source);
  }

  private save(item: PlayerItem, seconds: number, source: SongSource): void {
    const contentType: ContentType | string = source.contentType ?? item.contentType;
    this.deps.savePosition?.(item, Math.floor(seconds), contentType);
  }
}

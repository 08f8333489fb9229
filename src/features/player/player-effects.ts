import type { ContentType } from '#contract/history.ts';
import type { PurchaseOption } from '#contract/player.ts';
import { isApiError } from '#lib/api-error.ts';
import { CuedStart } from './cued-start.ts';
import type { EffectDeps, PlanMoveOptions } from './effect-deps.ts';
import type { PlayerItem } from './player.port.ts';
import type { PlayerEffect, ResolvedTrack } from './player-state.ts';
import { NOTHING, type SongSource, toTrack } from './song-source.ts';
import { StreamRecovery } from './stream-recovery.ts';

/** This close to the end, the next item's read-ahead is checked again. */
const NEAR_END_SECONDS = 45;

/**
 * Carries out the player machine's effects (player-machine.ts) — the one place where audio starts
 * and stops, POST /song is asked, reports are closed and dialogs open.
 */
export class PlayerEffects {
  private loads = 0;
  private abort: AbortController | undefined;
  private current: { item: PlayerItem; source: SongSource } | undefined;
  /** The next item was read ahead again close to the end of this one. */
  private nearEnd = false;
  /** A restored item and where it was left: its first load starts there (POST /song only then). */
  private readonly cue = new CuedStart();

  private readonly deps: EffectDeps;
  private readonly recovery: StreamRecovery;

  constructor(deps: EffectDeps) {
    this.deps = deps;
    this.recovery = new StreamRecovery({
      playing: () => ({ playing: this.current, load: this.loads }),
      position: () => this.deps.playback.position,
      reloadFresh: (item, at) => void this.load(item, at, true),
      reloadSame: (url, at) => void this.deps.playback.reload(url, at, this.deps.state().playing),
      giveUp: () => {
        this.deps.playback.pause();
        this.deps.dispatch({ type: 'setPlaying', playing: false });
      },
      status: (status) => this.deps.stream?.(status),
    });
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
      case 'cue': {
        this.cue.set(effect.item as PlayerItem, effect.at, effect.duration);
        this.deps.showTime?.(effect.at, effect.duration);
        return;
      }
      case 'stop':
        this.cue.clear();
        this.leave();
        this.recovery.calm();
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
        this.deps.purchasePrompt(
          effect.item as PlayerItem,
          effect.purchase as PurchaseOption[],
          effect.moves as PlanMoveOptions | undefined,
        );
        return;
      case 'subscriptionChoice':
        this.deps.subscriptionChoice(
          effect.item as PlayerItem,
          effect.purchase as PurchaseOption[],
          effect.refusal,
          effect.moves as PlanMoveOptions | undefined,
        );
        return;
    }
  }

  /**
   * The source failed ('error': a network error, an expired signed URL) or buffered past its deadline
   * ('stall'): after a back-off the element is loaded again at the same position, with a new URL
   * (POST /song) when the old one expired or did not work again. The status line says buffering
   * meanwhile; after MAX_RECOVERIES it says the stream stopped, with a retry.
   */
  recover(reason: 'error' | 'stall' = 'error'): void {
    this.recovery.recover(reason);
  }

  /** The retry button (or play) after the stream stopped: start again where it broke, with a new URL. */
  retry(): void {
    const playing = this.current;
    if (!playing) return;
    const at = this.recovery.restart();
    this.deps.dispatch({ type: 'setPlaying', playing: true });
    void this.load(playing.item, at, true, true);
  }

  /** Where a restored item, not loaded yet, will start (undefined once something loaded). */
  get cuedAt(): number | undefined {
    return this.cue.at;
  }

  /** Seeking before a restored item loads moves where it will start; false when nothing is cued. */
  seekCued(seconds: number): boolean {
    const moved = this.cue.seek(seconds);
    if (moved) this.deps.showTime?.(moved.at, moved.duration);
    return moved !== undefined;
  }

  get streamFailed(): boolean {
    return this.recovery.failed;
  }

  /**
   * The element buffers (true) or plays again (false). Buffering past BUFFERING_DEADLINE_MS reloads the
   * element: the browser itself never gives up on a hanging request.
   */
  buffering(on: boolean, paused: boolean): void {
    this.recovery.buffering(on, paused);
  }

  /** The playing position moved: close to the end, make sure the next item is read ahead (its URL may have expired). */
  time(position: number, duration: number): void {
    if (this.nearEnd || duration <= 0 || duration - position > NEAR_END_SECONDS) return;
    this.nearEnd = true;
    this.prefetchNext();
  }

  /** The user paused: keep the position in the play history. */
  paused(): void {
    const playing = this.current;
    if (playing && !this.deps.playback.ended)
      this.save(playing.item, this.deps.playback.position, playing.source);
  }

  private async load(item: PlayerItem, startAt: number, recovering: boolean, play?: boolean): Promise<void> {
    globalThis.performance?.mark?.('player:load');
    const load = ++this.loads;
    if (!recovering) {
      this.leave();
      this.recovery.calm();
      // The restored item's first play goes on where the last visit left it (the cue stays until it loads).
      startAt = this.cue.startOf(item, startAt);
    }
    this.nearEnd = false;
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
      else if (recovering) {
        // No new URL yet (the network is still down): the next recovery, after its back-off.
        this.recover('error');
        return;
      } else {
        this.deps.failed(item);
        this.deps.dispatch({ type: 'setPlaying', playing: false });
        return;
      }
    }
    if (load !== this.loads) return;
    this.current = { item, source };
    this.cue.loaded(item);
    if (!recovering) this.deps.dispatch({ type: 'resolved', track: toTrack(source) });
    if (!source.url) return;
    if (!recovering) {
      this.deps.reporter.start(source.ticket, source.offline);
      this.save(item, startAt, source);
    }
    // Paused while POST /song was on its way: load it, but stay paused.
    const autoplay = play ?? this.deps.state().playing;
    if (recovering) await this.deps.playback.reload(source.url, startAt, autoplay);
    else await this.deps.playback.start(source.url, startAt, autoplay);
    if (load === this.loads) this.prefetchNext();
  }

  /** Buffers the item that plays next (commerce §9 pool: current and next loaded). */
  private prefetchNext(): void {
    const state = this.deps.state();
    const last = state.currentIndex >= state.playlist.length - 1;
    const index = last ? (state.loop === 'REPEAT_ALL' ? 0 : -1) : state.currentIndex + 1;
    const next = state.playlist[index] as PlayerItem | undefined;
    const playing = this.current;
    const keep = playing?.source.url ? [playing.source.url] : [];
    if (!next || index === state.currentIndex) {
      this.deps.playback.retain(keep);
      return;
    }
    this.deps.sources.prefetch(next).then(
      (source) => {
        if (playing !== this.current) return;
        // Only the current and the next item stay buffered: the others' memory is released.
        this.deps.playback.retain(source.url ? [...keep, source.url] : keep);
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

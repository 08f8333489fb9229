import type { PlayerItem } from './player.port.ts';
import { type SongSource, urlExpired } from './song-source.ts';
import { BUFFERING_DEADLINE_MS, MAX_RECOVERIES, retryDelayMs, type StreamStatus } from './stream-status.ts';

type Playing = { item: PlayerItem; source: SongSource };

/** What the recovery asks of the player's effects. */
export interface RecoveryHost {
  /** The item loaded now, and its load generation (a newer load makes a pending recovery moot). */
  playing(): { playing: Playing | undefined; load: number };
  position(): number;
  /** Loads the item again at `at` with a new URL (POST /song). */
  reloadFresh(item: PlayerItem, at: number): void;
  /** Loads the same URL again at `at` into the element. */
  reloadSame(url: string, at: number): void;
  /** The retries ran out: pause and say so. */
  giveUp(): void;
  /** The stream's state for the status line. */
  status(status: StreamStatus): void;
}

/**
 * The stream's recovery after a failure or a stall: back-off, a fresh URL when the old one expired or did not
 * work again, the buffering deadline, and the give-up after MAX_RECOVERIES (player-effects.ts drives it).
 */
export class StreamRecovery {
  /** Recoveries since sound last came out. */
  private recoveries = 0;
  private recoveryTimer: ReturnType<typeof setTimeout> | undefined;
  private bufferingTimer: ReturnType<typeof setTimeout> | undefined;
  /** Where the stream broke: recoveries and the retry button start there. */
  private resumeAt: number | undefined;
  private current: StreamStatus = 'ok';
  private readonly host: RecoveryHost;

  constructor(host: RecoveryHost) {
    this.host = host;
  }

  get failed(): boolean {
    return this.current === 'failed';
  }

  /** See PlayerEffects.recover. */
  recover(reason: 'error' | 'stall'): void {
    const { playing, load } = this.host.playing();
    if (!playing?.source.url || this.recoveryTimer !== undefined || this.failed) return;
    clearTimeout(this.bufferingTimer);
    this.bufferingTimer = undefined;
    this.resumeAt ??= this.host.position();
    if (this.recoveries >= MAX_RECOVERIES) {
      this.setStatus('failed');
      this.host.giveUp();
      return;
    }
    this.recoveries += 1;
    const attempt = this.recoveries;
    const fresh =
      !playing.source.offline && (urlExpired(playing.source) || (reason === 'error' && attempt > 1));
    this.setStatus('buffering');
    this.recoveryTimer = setTimeout(() => {
      this.recoveryTimer = undefined;
      const now = this.host.playing();
      if (now.load !== load || now.playing !== playing) return;
      const at = this.resumeAt ?? 0;
      if (fresh) this.host.reloadFresh(playing.item, at);
      else if (playing.source.url) this.host.reloadSame(playing.source.url, at);
    }, retryDelayMs(attempt));
  }

  /** The retry button: where to start again (where it broke), counting from zero, buffering meanwhile. */
  restart(): number {
    const at = this.resumeAt ?? this.host.position();
    this.calm();
    this.resumeAt = at;
    this.setStatus('buffering');
    return at;
  }

  /** See PlayerEffects.buffering. */
  buffering(on: boolean, paused: boolean): void {
    if (this.failed) return;
    if (on) {
      if (this.recoveryTimer === undefined) this.setStatus('buffering');
      this.bufferingTimer ??= setTimeout(() => {
        this.bufferingTimer = undefined;
        this.recover('stall');
      }, BUFFERING_DEADLINE_MS);
      return;
    }
    clearTimeout(this.bufferingTimer);
    this.bufferingTimer = undefined;
    if (this.recoveryTimer !== undefined) return;
    if (!paused) {
      // Sound again: the stream recovered.
      this.recoveries = 0;
      this.resumeAt = undefined;
    }
    this.setStatus('ok');
  }

  /** A new item (or none): no recovery pending, nothing counted against it. */
  calm(): void {
    clearTimeout(this.recoveryTimer);
    clearTimeout(this.bufferingTimer);
    this.recoveryTimer = undefined;
    this.bufferingTimer = undefined;
    this.recoveries = 0;
    this.resumeAt = undefined;
    this.setStatus('ok');
  }

  private setStatus(status: StreamStatus): void {
    if (status === this.current) return;
    this.current = status;
    this.host.status(status);
  }
}

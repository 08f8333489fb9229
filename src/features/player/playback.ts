import type { AudioPool } from './audio-pool.ts';
import { DEFAULT_VOLUME } from './player-state.ts';

/** Commerce §9: the seek flag (time updates ignored while a seek lands) resets after 200 ms. */
export const SEEK_FLAG_MS = 200;

export interface PlaybackEvents {
  /** The element started or stopped playing (a button, the lock screen, the operating system). */
  onPlayingChange(playing: boolean): void;
  onEnded(): void;
  onTime(position: number, duration: number): void;
  /** The source failed (e.g. its signed URL expired during a long pause). */
  onError(): void;
  /**
   * The element wants to play but has no data to play (`waiting`, or `stalled` with nothing ahead):
   * true until sound comes out again or the user pauses.
   */
  onBuffering?(buffering: boolean): void;
}

const finite = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

/**
 * The current <audio> element of the pool and what it does: start a source, pause, seek, volume.
 * `audible` is true only while sound really comes out: not paused, not buffering, not seeking —
 * the listening counter ticks only then.
 */
export class Playback {
  private current: HTMLAudioElement | undefined;
  private detach: (() => void) | undefined;
  private sounding = false;
  private seekTimer: ReturnType<typeof setTimeout> | undefined;
  private buffering = false;
  private volume = DEFAULT_VOLUME;
  private muted = false;
  private readonly pool: AudioPool;
  private readonly events: PlaybackEvents;
  seeking = false;

  constructor(pool: AudioPool, events: PlaybackEvents) {
    this.pool = pool;
    this.events = events;
  }

  get audible(): boolean {
    return this.sounding && this.current !== undefined && !this.current.paused;
  }
  get position(): number {
    return finite(this.current?.currentTime ?? 0);
  }
  get duration(): number {
    return finite(this.current?.duration ?? 0);
  }
  get paused(): boolean {
    return this.current?.paused ?? true;
  }
  get ended(): boolean {
    return this.current?.ended ?? false;
  }
  get hasSource(): boolean {
    return this.current !== undefined;
  }

  /** Loads `url` at `startAt` seconds and plays it; false when the browser refused to start (autoplay rules). */
  start(url: string, startAt = 0, autoplay = true): Promise<boolean> {
    const element = this.pool.take(url, this.current);
    this.attach(element);
    if (element.currentTime !== startAt) element.currentTime = startAt;
    return autoplay ? this.play() : Promise.resolve(false);
  }

  /** Loads `url` again from the network at `startAt` (after an error or a long stall), playing if asked. */
  reload(url: string, startAt: number, autoplay: boolean): Promise<boolean> {
    const element = this.pool.reload(url, this.current);
    this.attach(element);
    element.currentTime = startAt;
    return autoplay ? this.play() : Promise.resolve(false);
  }

  /** Keeps only these sources buffered (the current and the next): the others' memory is released. */
  retain(urls: readonly string[]): void {
    this.pool.retain(urls);
  }

  get isBuffering(): boolean {
    return this.buffering;
  }

  async play(): Promise<boolean> {
    const element = this.current;
    if (!element) return false;
    try {
      await element.play();
      return true;
    } catch (error) {
      // A newer source replaced this one (AbortError): not a refusal.
      if (error instanceof DOMException && error.name === 'AbortError') return true;
      if (element === this.current) this.events.onPlayingChange(false);
      return false;
    }
  }

  pause(): void {
    this.current?.pause();
  }

  /** Buffers the next item's source in another element of the pool. */
  preload(url: string): void {
    if (!this.pool.has(url)) this.pool.preload(url, this.current);
  }

  seek(seconds: number): void {
    const element = this.current;
    if (!element) return;
    const duration = this.duration;
    const target = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
    this.seeking = true;
    clearTimeout(this.seekTimer);
    element.currentTime = target;
    this.seekTimer = setTimeout(() => {
      this.seeking = false;
    }, SEEK_FLAG_MS);
    this.events.onTime(target, duration);
  }

  setVolume(volume: number): void {
    this.volume = volume;
    for (const element of this.pool.elements) element.volume = volume;
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    for (const element of this.pool.elements) element.muted = muted;
  }

  /** Stops and empties every element (the queue was closed or emptied). */
  stop(): void {
    this.detach?.();
    this.detach = undefined;
    this.current = undefined;
    this.sounding = false;
    this.setBuffering(false);
    this.pool.clear();
  }

  private attach(element: HTMLAudioElement): void {
    if (this.current === element) return;
    this.detach?.();
    // The old element stops quietly: its pause is not the user's.
    this.current?.pause();
    this.current = element;
    this.sounding = false;
    element.volume = this.volume;
    element.muted = this.muted;
    const canSound = () => !element.paused && element.readyState >= 3;
    // Wanting to play with nothing to play: buffering (a pause, the end or an error is not).
    const starved = () =>
      !element.paused && !element.ended && element.error === null && element.readyState < 3;
    const check = () => this.setBuffering(starved());
    this.setBuffering(starved());
    const on: Record<string, () => void> = {
      play: () => {
        this.events.onPlayingChange(true);
        check();
      },
      pause: () => {
        this.sounding = false;
        this.setBuffering(false);
        this.events.onPlayingChange(false);
      },
      playing: () => {
        this.sounding = true;
        this.setBuffering(false);
      },
      waiting: () => {
        this.sounding = false;
        check();
      },
      stalled: check,
      loadstart: check,
      canplay: check,
      canplaythrough: check,
      progress: check,
      seeking: () => {
        this.sounding = false;
      },
      seeked: () => {
        this.sounding = canSound();
      },
      timeupdate: () => {
        this.sounding = canSound();
        if (this.buffering) check();
        if (!this.seeking) this.events.onTime(this.position, this.duration);
      },
      durationchange: () => this.events.onTime(this.position, this.duration),
      ended: () => {
        this.sounding = false;
        this.setBuffering(false);
        this.events.onEnded();
      },
      error: () => {
        this.sounding = false;
        this.setBuffering(false);
        this.events.onError();
      },
    };
    for (const [name, listener] of Object.entries(on)) element.addEventListener(name, listener);
    this.detach = () => {
      for (const [name, listener] of Object.entries(on)) element.removeEventListener(name, listener);
    };
  }

  private setBuffering(buffering: boolean): void {
    if (buffering === this.buffering) return;
    this.buffering = buffering;
    this.events.onBuffering?.(buffering);
  }
}

import type { PlayerItem } from './player.port.ts';

/**
 * Where a restored item (the queue a last visit left, issue 15) starts: the machine's 'cue' effect names it,
 * seeking before it loads moves it, and its first load starts there. Nothing is asked of the server until then.
 */
export class CuedStart {
  private cue: { item: PlayerItem; at: number; duration: number } | undefined;

  set(item: PlayerItem, at: number, duration: number): void {
    this.cue = { item, at, duration };
  }

  clear(): void {
    this.cue = undefined;
  }

  /** Where the cued item will start (undefined once something loaded). */
  get at(): number | undefined {
    return this.cue?.at;
  }

  /** Moves the start of the cued item (within its duration); the new position, or undefined when nothing is cued. */
  seek(seconds: number): { at: number; duration: number } | undefined {
    const cue = this.cue;
    if (!cue) return undefined;
    cue.at = Math.max(0, cue.duration > 0 ? Math.min(seconds, cue.duration) : seconds);
    return { at: cue.at, duration: cue.duration };
  }

  /** A new load of `item` from `startAt`: the cued item goes on where it was left; another item drops the cue. */
  startOf(item: PlayerItem, startAt: number): number {
    const cue = this.cue;
    if (cue && cue.item.id !== item.id) this.cue = undefined;
    else if (cue && startAt === 0) return cue.at;
    return startAt;
  }

  /** The item loaded: its cue is spent. */
  loaded(item: PlayerItem): void {
    if (this.cue?.item.id === item.id) this.cue = undefined;
  }
}

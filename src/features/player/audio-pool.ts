/**
 * Commerce §9 audio pool of 10: the current item and the next ones are loaded in their own
 * <audio> elements, so "next" starts from buffered data; the least recently used element is
 * reused for a new item. The pool's player id is "player" + 6 random digits (commerce §9).
 */

export const AUDIO_POOL_SIZE = 10;

export const newPlayerId = (random: () => number = Math.random): string =>
  `player${String(Math.floor(random() * 1_000_000) % 1_000_000).padStart(6, '0')}`;

interface Slot {
  element: HTMLAudioElement;
  /** The source loaded in it, and when it was last asked for. */
  url: string | undefined;
  usedAt: number;
}

export class AudioPool {
  readonly id: string;
  private readonly slots: Slot[] = [];
  private readonly create: () => HTMLAudioElement;
  private readonly size: number;
  private uses = 0;

  constructor(create: () => HTMLAudioElement, id: string = newPlayerId(), size: number = AUDIO_POOL_SIZE) {
    this.create = create;
    this.id = id;
    this.size = size;
  }

  /** The element with this source (already loading when it was preloaded), else one loaded with it now. */
  take(url: string, keep?: HTMLAudioElement): HTMLAudioElement {
    return this.slotFor(url, keep).element;
  }

  /** Starts buffering a source the player will probably need soon (the next item). */
  preload(url: string, keep?: HTMLAudioElement): void {
    this.slotFor(url, keep);
  }

  /** The element with this source, loaded again from the network (after an error or a stall). */
  reload(url: string, keep?: HTMLAudioElement): HTMLAudioElement {
    const slot = this.slotFor(url, keep);
    slot.element.src = url;
    slot.element.load();
    return slot.element;
  }

  /** Empties the elements whose source is not in `urls`: only the current and next items stay buffered. */
  retain(urls: readonly string[]): void {
    for (const slot of this.slots) {
      if (slot.url === undefined || urls.includes(slot.url)) continue;
      slot.url = undefined;
      slot.element.pause();
      slot.element.removeAttribute('src');
      slot.element.load();
    }
  }

  /** Whether an element already holds this source. */
  has(url: string): boolean {
    return this.slots.some((slot) => slot.url === url);
  }

  get elements(): HTMLAudioElement[] {
    return this.slots.map((slot) => slot.element);
  }

  /** Empties every element (closing the player): nothing keeps downloading. */
  clear(): void {
    for (const slot of this.slots) {
      slot.url = undefined;
      slot.element.pause();
      slot.element.removeAttribute('src');
      slot.element.load();
    }
  }

  private slotFor(url: string, keep: HTMLAudioElement | undefined): Slot {
    this.uses += 1;
    const found = this.slots.find((slot) => slot.url === url);
    if (found) {
      found.usedAt = this.uses;
      return found;
    }
    const slot = this.freeSlot(keep);
    slot.url = url;
    slot.usedAt = this.uses;
    slot.element.preload = 'auto';
    slot.element.src = url;
    return slot;
  }

  private freeSlot(keep: HTMLAudioElement | undefined): Slot {
    // An element emptied by retain() first: the pool grows only when every element holds a source.
    const empty = this.slots.find((slot) => slot.url === undefined && slot.element !== keep);
    if (empty) return empty;
    if (this.slots.length < this.size) {
      const element = this.create();
      element.id = `${this.id}-${this.slots.length + 1}`;
      element.dataset.playerId = this.id;
      const slot: Slot = { element, url: undefined, usedAt: 0 };
      this.slots.push(slot);
      return slot;
    }
    const candidates = this.slots.filter((slot) => slot.element !== keep);
    const oldest = candidates.reduce((a, b) => (b.usedAt < a.usedAt ? b : a));
    oldest.element.pause();
    return oldest;
  }
}

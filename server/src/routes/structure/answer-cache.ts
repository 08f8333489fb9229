import { LruCache, type LruLimits } from '../../cache/lru.ts';
import type { CallerDevice } from './builders/caller-device.ts';

/** What besides the URL an answer may depend on: whether a user is signed in, and the caller's device. */
export type Dim = 'signedIn' | 'device';

/** The caller, as far as answers may depend on it; asking records the dependency. */
export interface Viewer {
  signedIn(): Promise<boolean>;
  device(): Promise<CallerDevice>;
}

/** A composed answer, serialised once. */
export interface Answer {
  body: Uint8Array<ArrayBuffer>;
  /** Strong validator: a hash of the body. */
  etag: string;
  /** What the answer depends on besides its key (empty: the same for every caller). */
  vary: readonly Dim[];
  /** The signed-in flag it was composed for, when it varies by it. */
  signedIn?: boolean;
  /** The body gzipped, made on the first ask that accepts it and kept with the answer. */
  gzip?: { body: Uint8Array<ArrayBuffer>; etag: string };
}

/** One key's answers at one content version: which dims they vary by, and one answer per combination. */
interface Slot {
  version: number;
  vary: Dim[];
  variants: Map<string, Answer>;
  bytes: number;
}

/** Keys, maps and headers of a slot, roughly. */
const SLOT_OVERHEAD_BYTES = 256;

export const DEFAULT_CACHE_LIMITS: LruLimits = { maxEntries: 4000, maxBytes: 64 * 1024 * 1024 };

async function variantKey(
  vary: readonly Dim[],
  viewer: Viewer,
): Promise<{ key: string; signedIn?: boolean }> {
  let key = '';
  let signedIn: boolean | undefined;
  for (const dim of vary) {
    if (dim === 'signedIn') {
      signedIn = await viewer.signedIn();
      key += `s${signedIn ? 1 : 0}|`;
    } else {
      const { os, desktop } = await viewer.device();
      key += `d${os ?? ''}/${desktop ?? ''}|`;
    }
  }
  return signedIn === undefined ? { key } : { key, signedIn };
}

/**
 * Public structure answers by tenant, key (name, normalised query, language, rating bounds, origin)
 * and content version, like an HTTP cache with Vary: an answer that asked who the caller is is kept
 * per value of what it asked (signed in or not, device), never per user. Bounded (LRU).
 */
export class AnswerCache {
  readonly #slots: LruCache<Slot>;
  /** Compositions under way, so a burst of misses for one key composes once. */
  readonly #flights = new Map<string, Promise<Answer>>();

  constructor(limits: LruLimits = DEFAULT_CACHE_LIMITS) {
    this.#slots = new LruCache(limits);
  }

  get entries(): number {
    return this.#slots.size;
  }

  /**
   * The stored answer for this caller, else a composed one (stored unless a newer version is in);
   * `fresh` composes anew whatever is stored.
   */
  async answer(
    tenant: string,
    version: number,
    key: string,
    viewer: Viewer,
    compose: () => Promise<Omit<Answer, 'signedIn'>>,
    { fresh = false }: { fresh?: boolean } = {},
  ): Promise<Answer> {
    const slotKey = `${tenant}\u0000${key}`;
    if (fresh) return this.#compose(slotKey, version, viewer, compose);
    const slot = this.#slots.get(slotKey);
    if (slot && slot.version === version) {
      const found = slot.variants.get((await variantKey(slot.vary, viewer)).key);
      if (found) return found;
    }
    const flightKey = `${slotKey}\u0000${version}`;
    const flight = this.#flights.get(flightKey);
    if (flight) {
      const shared = await flight.catch(() => undefined);
      // Only an answer that is the same for every caller can be handed to another caller.
      if (shared && shared.vary.length === 0) return shared;
      return this.#compose(slotKey, version, viewer, compose);
    }
    const mine = this.#compose(slotKey, version, viewer, compose);
    this.#flights.set(flightKey, mine);
    try {
      return await mine;
    } finally {
      this.#flights.delete(flightKey);
    }
  }

  async #compose(
    slotKey: string,
    version: number,
    viewer: Viewer,
    compose: () => Promise<Omit<Answer, 'signedIn'>>,
  ): Promise<Answer> {
    const composed = await compose();
    // Asking the viewer may wait; if the slot changed meanwhile, look again (a few times at most).
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = this.#slots.get(slotKey);
      if (before && before.version > version) break;
      const current = before?.version === version ? before : undefined;
      const vary = [...new Set([...(current?.vary ?? []), ...composed.vary])].sort();
      const { key, signedIn } = await variantKey(vary, viewer);
      if (this.#slots.get(slotKey) !== before) continue;
      const answer: Answer = { ...composed, vary, ...(signedIn === undefined ? {} : { signedIn }) };
      // Answers stored before were keyed by fewer dims than this key turns out to need.
      const slot =
        current && current.vary.length === vary.length
          ? current
          : { version, vary, variants: new Map<string, Answer>(), bytes: 0 };
      slot.bytes += answer.body.byteLength - (slot.variants.get(key)?.body.byteLength ?? 0);
      slot.variants.set(key, answer);
      this.#slots.set(slotKey, slot, slot.bytes + SLOT_OVERHEAD_BYTES);
      return answer;
    }
    const { signedIn } = await variantKey(composed.vary, viewer);
    return { ...composed, ...(signedIn === undefined ? {} : { signedIn }) };
  }
}

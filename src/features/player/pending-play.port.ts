import type { PlayerItem } from './player.port.ts';

/** Session storage key of what was to play when the user left to pay (a full navigation to the checkout). */
const PENDING_PLAY_KEY = 'pendingPlay';
/** An older one is forgotten: the user did something else in between. */
const PENDING_MAX_AGE_MS = 30 * 60_000;

export interface PendingPlay {
  items: PlayerItem[];
  index: number;
  /** When it was remembered (ms since the epoch): the newest intent wins over a pending download. */
  at: number;
}

/** Remembers the item a purchase prompt or subscription choice was about (commerce §4: it plays after the purchase). */
export function rememberPendingPlay(items: PlayerItem[], index: number, now = Date.now()): void {
  try {
    sessionStorage.setItem(PENDING_PLAY_KEY, JSON.stringify({ items, index, at: now }));
  } catch {
    // Without storage the user starts it again after paying.
  }
}

export function forgetPendingPlay(): void {
  try {
    sessionStorage.removeItem(PENDING_PLAY_KEY);
  } catch {
    // Nothing stored.
  }
}

/** The remembered play, if recent; `take` forgets it as it is read. */
export function pendingPlay({ take = false, now = Date.now() } = {}): PendingPlay | undefined {
  try {
    const text = sessionStorage.getItem(PENDING_PLAY_KEY);
    if (take) sessionStorage.removeItem(PENDING_PLAY_KEY);
    const value = text ? (JSON.parse(text) as Partial<PendingPlay> & { at?: number }) : undefined;
    if (!value || !Array.isArray(value.items) || typeof value.index !== 'number') return undefined;
    if (typeof value.at !== 'number' || now - value.at > PENDING_MAX_AGE_MS) return undefined;
    return value.items[value.index] ? { items: value.items, index: value.index, at: value.at } : undefined;
  } catch {
    return undefined;
  }
}

/** An older intent is forgotten: the user did something else in between. */
export const PENDING_INTENT_MAX_AGE_MS = 30 * 60_000;

interface Intent {
  userId: string;
  /** When it was asked for (ms since the epoch): the newest intent wins over another pending one. */
  at: number;
}

export interface PendingIntentStore<T extends Intent> {
  remember(value: Omit<T, 'at'>, now?: number): void;
  forget(): void;
  /** The remembered intent, if recent and of the signed-in user; `take` forgets it as it is read. */
  read(options: { userId: string | undefined; take?: boolean; now?: number }): T | undefined;
}

/**
 * What a user was doing when a purchase stopped it (commerce §4: it starts after the purchase), kept in session
 * storage (the origin's, and an origin is one tenant) under `key`; `fits` checks the fields only T has.
 */
export function pendingIntentStore<T extends Intent>(
  key: string,
  fits: (value: Partial<T>) => boolean,
): PendingIntentStore<T> {
  return {
    remember(value, now = Date.now()) {
      try {
        sessionStorage.setItem(key, JSON.stringify({ ...value, at: now }));
      } catch {
        // Without storage the user starts it again after paying.
      }
    },
    forget() {
      try {
        sessionStorage.removeItem(key);
      } catch {
        // Nothing stored.
      }
    },
    read({ userId, take = false, now = Date.now() }) {
      try {
        const text = sessionStorage.getItem(key);
        if (take) sessionStorage.removeItem(key);
        const value = text ? (JSON.parse(text) as Partial<T>) : undefined;
        if (!value || !fits(value)) return undefined;
        if (typeof value.at !== 'number' || now - value.at > PENDING_INTENT_MAX_AGE_MS) return undefined;
        if (!userId || value.userId !== userId) return undefined;
        return value as T;
      } catch {
        return undefined;
      }
    },
  };
}

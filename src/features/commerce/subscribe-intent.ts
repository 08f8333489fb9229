import type { SubscribeTarget } from '#components/dialogs/dialog-kinds.ts';

/** Session storage key of the plan a visitor chose before logging in (the subscribe goes on after the login). */
const INTENT_KEY = 'subscribeIntent';
/** A choice older than this is forgotten: the visitor did something else in between. */
const INTENT_MAX_AGE_MS = 30 * 60_000;

export function rememberSubscribeIntent(target: SubscribeTarget, now = Date.now()): void {
  try {
    sessionStorage.setItem(INTENT_KEY, JSON.stringify({ ...target, at: now }));
  } catch {
    // Private mode without storage: the user picks the plan again after the login.
  }
}

/** The remembered plan (once: it is forgotten as it is read). */
export function takeSubscribeIntent(now = Date.now()): SubscribeTarget | undefined {
  try {
    const text = sessionStorage.getItem(INTENT_KEY);
    sessionStorage.removeItem(INTENT_KEY);
    const value = text ? (JSON.parse(text) as Partial<SubscribeTarget> & { at?: number }) : undefined;
    if (!value || typeof value.typeId !== 'number' || typeof value.at !== 'number') return undefined;
    if (now - value.at > INTENT_MAX_AGE_MS) return undefined;
    return { typeId: value.typeId, migrateSubId: value.migrateSubId, direction: value.direction };
  } catch {
    return undefined;
  }
}

export function readSession(key: string): string | undefined {
  try {
    return sessionStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

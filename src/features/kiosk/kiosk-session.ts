/**
 * The kiosk's state within the tab (sessionStorage, so it survives the reset's page load): whether it
 * is idle (reset, or just enrolled, and untouched since) and which history entries belong to the
 * current visitor. Updates apply only while a running kiosk is idle (freshness' update gate asks).
 */
const IDLE = 'kiosk:idle';
const ENTRIES = 'kiosk:entries';
const ACCEPT_NEXT = 'kiosk:accept-next';

let running = false;

const read = (key: string): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null): void => {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Without sessionStorage the kiosk counts as in use: updates wait for the next reset.
  }
};

export const kioskIsIdle = (): boolean => read(IDLE) === '1';

/** Idle from now until the next input; the reset marks it just before the kiosk home loads (a waiting update
 * is then applied by the new page, never in the middle of the reset). */
export function markKioskIdle(): void {
  write(IDLE, '1');
}

export function markKioskInUse(): void {
  if (kioskIsIdle()) write(IDLE, null);
}

export function setKioskRunning(value: boolean): void {
  running = value;
}

/** The update hold: a running kiosk that is in use keeps updates and build reloads back. */
export const kioskHoldsUpdates = (): boolean => running && !kioskIsIdle();

const entryKey = (state: unknown): string | undefined => {
  const value = (state as { __TSR_key?: unknown; key?: unknown } | null)?.__TSR_key;
  return typeof value === 'string' ? value : undefined;
};
const entries = (): string[] => {
  try {
    const list: unknown = JSON.parse(read(ENTRIES) ?? '[]');
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/** The reset: every history entry of the tab so far belongs to the last visitor; the next page load starts anew. */
export function forgetHistoryEntries(): void {
  write(ENTRIES, JSON.stringify(['reset']));
  write(ACCEPT_NEXT, '1');
}

/** After a reset's page load: the first entry shown is the new visitor's first. Answers whether it was one. */
export function admitFirstEntry(state: unknown = history.state): boolean {
  if (read(ACCEPT_NEXT) !== '1') return false;
  write(ACCEPT_NEXT, null);
  const key = entryKey(state);
  write(ENTRIES, JSON.stringify(key ? ['reset', key] : ['reset']));
  return true;
}

/** An entry from before the last reset of this tab (Back into the previous visitor's pages). */
export function isForeignEntry(state: unknown = history.state): boolean {
  const list = entries();
  if (list.length === 0) return false;
  const key = entryKey(state);
  return !key || !list.includes(key);
}

/** A page the current visitor opened (not reached by Back or Forward): it is theirs to come back to. */
export function recordEntry(state: unknown = history.state): void {
  const list = entries();
  const key = entryKey(state);
  if (list.length === 0 || !key || list.includes(key)) return;
  write(ENTRIES, JSON.stringify([...list, key].slice(-200)));
}

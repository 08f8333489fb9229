/**
 * The kiosk's state within the tab (sessionStorage, so it survives the reset's page load): whether it
 * is idle (reset, or just enrolled, and untouched since) and which history entries belong to the
 * current visitor. Updates apply only while a running kiosk is idle (freshness' update gate asks).
 */
const IDLE = 'kiosk:idle';
const ENTRIES = 'kiosk:entries';

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
  const value = (state as { __TSR_key?: unknown } | null)?.__TSR_key;
  return typeof value === 'string' ? value : undefined;
};

/**
 * History entries by their router key (kept in history.state, so an entry keeps it when Back loads it again):
 * `before` the ones of earlier visitors, `current` the ones of the visitor now. A new entry always gets a new
 * key, so only Back or Forward can reach one of `before`.
 */
interface Entries {
  before: string[];
  current: string[];
}
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const readEntries = (): Entries => {
  try {
    const value = JSON.parse(read(ENTRIES) ?? '{}') as Partial<Entries>;
    return { before: strings(value.before), current: strings(value.current) };
  } catch {
    return { before: [], current: [] };
  }
};
const writeEntries = (entries: Entries) =>
  write(
    ENTRIES,
    JSON.stringify({ before: entries.before.slice(-500), current: entries.current.slice(-200) }),
  );

/** The reset: every entry of the tab so far belongs to the last visitor. */
export function forgetHistoryEntries(): void {
  const { before, current } = readEntries();
  writeEntries({ before: [...before, ...current], current: [] });
}

/** An entry of an earlier visitor, reached by Back or Forward: the caller leaves it at once. */
export function isForeignEntry(state: unknown = history.state): boolean {
  const key = entryKey(state);
  const { before, current } = readEntries();
  return key !== undefined && before.includes(key) && !current.includes(key);
}

/** An entry the current visitor has seen: theirs to come back to. */
export function recordEntry(state: unknown = history.state): void {
  const key = entryKey(state);
  const entries = readEntries();
  if (!key || entries.current.includes(key) || entries.before.includes(key)) return;
  writeEntries({ ...entries, current: [...entries.current, key] });
}

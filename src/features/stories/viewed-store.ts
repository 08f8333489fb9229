import { useSyncExternalStore } from 'react';

/** Commerce §3 viewed stories: per story group, whether it was watched to the end and where the user is. */
export interface ViewedEntry {
  isWatched: boolean;
  index: number;
}
export type ViewedStories = Readonly<Record<string, ViewedEntry>>;

const PREFIX = 'viewedStories';
const EMPTY: ViewedStories = {};
export const viewedKey = (tenant: string): string => `${PREFIX}:${tenant}`;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const isEntry = (value: unknown): value is ViewedEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ViewedEntry).isWatched === 'boolean' &&
  Number.isInteger((value as ViewedEntry).index) &&
  (value as ViewedEntry).index >= 0;

/** The stored map, whatever another version or a user left there: well-formed entries only. */
export function parseViewed(raw: string | null): ViewedStories {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return EMPTY;
    return Object.fromEntries(Object.entries(value).filter(([, entry]) => isEntry(entry)));
  } catch {
    return EMPTY;
  }
}

// One snapshot per stored text, so renders read the same object until the map changes.
const snapshots = new Map<string, { raw: string | null; map: ViewedStories }>();
const listeners = new Set<() => void>();

export function readViewed(tenant: string): ViewedStories {
  const key = viewedKey(tenant);
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(key) ?? null;
  } catch {
    raw = null;
  }
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.map;
  const map = parseViewed(raw);
  snapshots.set(key, { raw, map });
  return map;
}

/**
 * The user reached story `index` of a group of `count`: the index is kept (a partly seen group resumes
 * there) and the group counts as watched once its last story showed (it stays watched).
 */
export function recordView(tenant: string, groupId: string, index: number, count: number): void {
  const map = readViewed(tenant);
  const before = map[groupId];
  const entry: ViewedEntry = { isWatched: Boolean(before?.isWatched) || index >= count - 1, index };
  if (before && before.isWatched === entry.isWatched && before.index === entry.index) return;
  try {
    storage()?.setItem(viewedKey(tenant), JSON.stringify({ ...map, [groupId]: entry }));
  } catch {
    // Private mode or a full storage: the viewed state lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/** Where a group opens: where a partly seen group was left, else at its start (a watched one replays). */
export function resumeIndex(entry: ViewedEntry | undefined, count: number): number {
  if (!entry || entry.isWatched) return 0;
  return Math.min(entry.index, Math.max(count - 1, 0));
}

const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key.startsWith(`${PREFIX}:`)) for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

/** This tenant's viewed stories; the server (and hydration) render them all unwatched. */
export const useViewedStories = (tenant: string): ViewedStories =>
  useSyncExternalStore(
    subscribe,
    () => readViewed(tenant),
    () => EMPTY,
  );

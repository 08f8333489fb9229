import { useCallback, useSyncExternalStore } from 'react';
import type { DownloadRow } from '#offline-store/db.ts';

/**
 * The downloads of one user as the UI shows them, kept current by one Dexie liveQuery per user however
 * many buttons watch (rows change with every chunk: that is the progress). Dexie loads with the first
 * watcher, never on pages that have none.
 */
interface Entry {
  rows: DownloadRow[] | undefined;
  listeners: Set<() => void>;
  stop?: () => void;
}

const entries = new Map<string, Entry>();
const keyOf = (tenant: string, userId: string) => `${tenant}:${userId}`;

function start(entry: Entry, tenant: string, userId: string) {
  let stopped = false;
  entry.stop = () => {
    stopped = true;
  };
  void Promise.all([import('dexie'), import('#offline-store/db.ts')])
    .then(([{ liveQuery }, { portalDb }]) => {
      if (stopped) return;
      const db = portalDb();
      const subscription = liveQuery(() =>
        db.downloads.where('[tenant+userId]').equals([tenant, userId]).sortBy('createdAt'),
      ).subscribe({
        next: (rows) => {
          entry.rows = rows;
          for (const listener of entry.listeners) listener();
        },
        error: (error: unknown) => console.error('Downloads could not be read', error),
      });
      entry.stop = () => subscription.unsubscribe();
    })
    .catch((error: unknown) => console.error('Downloads could not be read', error));
}

function subscribeRows(tenant: string, userId: string, listener: () => void): () => void {
  const key = keyOf(tenant, userId);
  let entry = entries.get(key);
  if (!entry) {
    entry = { rows: undefined, listeners: new Set() };
    entries.set(key, entry);
  }
  entry.listeners.add(listener);
  if (!entry.stop) start(entry, tenant, userId);
  const watched = entry;
  return () => {
    watched.listeners.delete(listener);
    if (watched.listeners.size > 0) return;
    watched.stop?.();
    entries.delete(key);
  };
}

const NONE = (): undefined => undefined;

/** The user's downloads, oldest first; undefined while loading or when `owner` is undefined (visitor, or not wanted). */
export function useDownloadRows(
  owner: { tenant: string; userId: string } | undefined,
): DownloadRow[] | undefined {
  const tenant = owner?.tenant;
  const userId = owner?.userId;
  const subscribe = useCallback(
    (listener: () => void) => (tenant && userId ? subscribeRows(tenant, userId, listener) : () => {}),
    [tenant, userId],
  );
  const read = useCallback(
    () => (tenant && userId ? entries.get(keyOf(tenant, userId))?.rows : undefined),
    [tenant, userId],
  );
  return useSyncExternalStore(subscribe, read, NONE);
}

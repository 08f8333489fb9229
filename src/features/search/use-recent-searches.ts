import { useCallback, useSyncExternalStore } from 'react';
import {
  addRecentSearch,
  loadRecentSearches,
  removeRecentSearch,
  saveRecentSearches,
} from './recent-searches.ts';

const listeners = new Set<() => void>();
/** Read from localStorage once per tenant; every change goes through here, so the copy stays current. */
const lists = new Map<string, string[]>();
const NONE: string[] = [];

function listOf(tenant: string): string[] {
  let list = lists.get(tenant);
  if (!list) {
    list = loadRecentSearches(tenant);
    lists.set(tenant, list);
  }
  return list;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The tenant's recent searches (localStorage), newest first, with add and remove. They are this
 * browser's: the server's page (and its hydration) shows none, and they appear right after.
 */
export function useRecentSearches(tenant: string) {
  const list = useSyncExternalStore(
    subscribe,
    () => listOf(tenant),
    () => NONE,
  );
  const update = useCallback(
    (change: (current: string[]) => string[]) => {
      const next = change(listOf(tenant));
      lists.set(tenant, next);
      saveRecentSearches(tenant, next);
      for (const listener of listeners) listener();
    },
    [tenant],
  );
  const add = useCallback((query: string) => update((current) => addRecentSearch(current, query)), [update]);
  const remove = useCallback(
    (query: string) => update((current) => removeRecentSearch(current, query)),
    [update],
  );
  return { searches: [...list].reverse(), add, remove };
}

import { useCallback, useState } from 'react';
import {
  addRecentSearch,
  loadRecentSearches,
  removeRecentSearch,
  saveRecentSearches,
} from './recent-searches.ts';

/** The tenant's recent searches (localStorage), newest first, with add and remove. */
export function useRecentSearches(tenant: string) {
  const [list, setList] = useState(() => loadRecentSearches(tenant));
  const update = useCallback(
    (change: (current: string[]) => string[]) =>
      setList((current) => {
        const next = change(current);
        saveRecentSearches(tenant, next);
        return next;
      }),
    [tenant],
  );
  const add = useCallback((query: string) => update((current) => addRecentSearch(current, query)), [update]);
  const remove = useCallback(
    (query: string) => update((current) => removeRecentSearch(current, query)),
    [update],
  );
  return { searches: [...list].reverse(), add, remove };
}

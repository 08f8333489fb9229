/** Commerce §9: at most five recent searches are kept. */
export const MAX_RECENT_SEARCHES = 5;

const storageKey = (tenant: string) => `recentSearches:${tenant}`;
const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');
const sameSearch = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * Commerce §5: an empty search is ignored, a repeated one moves to the end (newest), and only the
 * newest five stay (the oldest is dropped). The list is oldest first, as stored.
 */
export function addRecentSearch(list: readonly string[], query: string): string[] {
  const text = tidy(query);
  if (!text) return [...list];
  return [...list.filter((item) => !sameSearch(item, text)), text].slice(-MAX_RECENT_SEARCHES);
}

export function removeRecentSearch(list: readonly string[], query: string): string[] {
  return list.filter((item) => !sameSearch(item, query));
}

/** The stored list, whatever another version or a user left there: strings only, the newest five. */
export function parseRecentSearches(raw: string | null): string[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is string => typeof item === 'string' && tidy(item) !== '')
      .slice(-MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

export function loadRecentSearches(
  tenant: string,
  storage: Pick<Storage, 'getItem'> = localStorage,
): string[] {
  try {
    return parseRecentSearches(storage.getItem(storageKey(tenant)));
  } catch {
    return [];
  }
}

export function saveRecentSearches(
  tenant: string,
  list: readonly string[],
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  try {
    storage.setItem(storageKey(tenant), JSON.stringify(list));
  } catch {
    // Private mode or a full storage: recent searches last for this page only.
  }
}

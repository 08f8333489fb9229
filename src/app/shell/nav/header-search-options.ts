import { useLingui } from '@lingui/react/macro';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { KIND_LABELS } from '#features/search/kind-labels.ts';
import { searchQuery } from '#features/search/search.queries.ts';
import type { QueryScope } from '#lib/query-scope.ts';

/** Suggestions follow the typing after this pause (fewer requests); from this many characters. */
export const SUGGEST_DEBOUNCE_MS = 250;
const SUGGEST_MIN_CHARS = 2;
const MAX_SUGGESTIONS = 6;

export type Option =
  | { kind: 'recent'; id: string; text: string }
  | { kind: 'query'; id: string; text: string }
  | { kind: 'item'; id: string; title: string; label: string; clickUrl: string };

/**
 * The header search's options: the recent searches while the field is empty, else "search for" the text and
 * the search API's suggestions for it (after a pause in the typing), best matches of each kind first.
 */
export function useSearchOptions(
  scope: QueryScope,
  text: string,
  expanded: boolean,
  recentSearches: readonly string[],
  baseId: string,
) {
  const { i18n } = useLingui();
  const [typed] = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const wanted = typed.length >= SUGGEST_MIN_CHARS && typed === text.trim();
  const suggestions = useQuery({
    ...searchQuery(scope, typed),
    enabled: expanded && typed.length >= SUGGEST_MIN_CHARS,
    placeholderData: keepPreviousData,
  });

  const options = useMemo<Option[]>(() => {
    const query = text.trim();
    if (!query) {
      return recentSearches.map((search, index) => ({
        kind: 'recent',
        id: `${baseId}-r${index}`,
        text: search,
      }));
    }
    const items: Option[] = [];
    if (wanted && suggestions.data) {
      for (const group of suggestions.data.groups) {
        for (const item of group.items) {
          const title = item.data?.title;
          const clickUrl = item.data?.clickUrl;
          if (!title || !clickUrl) continue;
          items.push({
            kind: 'item',
            id: `${baseId}-s${items.length}`,
            title,
            label: i18n._(KIND_LABELS[group.kind]),
            clickUrl,
          });
        }
      }
    }
    // Best matches first: the answer orders the groups by their best match, so take each group's first in turn.
    return [
      { kind: 'query', id: `${baseId}-q`, text: query },
      ...interleave(items).slice(0, MAX_SUGGESTIONS),
    ];
  }, [text, wanted, suggestions.data, recentSearches, baseId, i18n]);

  return options;
}

/** [[a1, a2], [b1]] in the flat list's group order → a1, b1, a2: each kind's best match before seconds. */
function interleave(items: Option[]): Option[] {
  const byLabel = new Map<string, Option[]>();
  for (const item of items) {
    const key = item.kind === 'item' ? item.label : '';
    byLabel.set(key, [...(byLabel.get(key) ?? []), item]);
  }
  const lists = [...byLabel.values()];
  const out: Option[] = [];
  for (let round = 0; out.length < items.length; round++) {
    for (const list of lists) {
      const item = list[round];
      if (item) out.push(item);
    }
  }
  return out;
}

import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE, type SearchKind, searchEndpoints } from '#contract/search.ts';
import { type QueryScope, scopeKey } from '#lib/query-scope.ts';
import { ratingQuery } from '#platform/parental/max-rating.ts';

/** Answers stay fresh for a minute: going back to the results shows them at once. */
const SEARCH_STALE_MS = 60_000;

const searchKey = (scope: QueryScope, q: string) =>
  [...scopeKey(scope), 'search', q, ratingQuery(scope)] as const;

/** The first page of every kind's matches. */
export const searchQuery = (scope: QueryScope, q: string) =>
  queryOptions({
    queryKey: searchKey(scope, q),
    queryFn: ({ signal }) =>
      scope.api.call(searchEndpoints.search, { query: { q, ...ratingQuery(scope) }, signal }),
    staleTime: SEARCH_STALE_MS,
  });

/** Further matches of one kind, after the first page the grouped answer brought. */
export const searchMoreQuery = (scope: QueryScope, q: string, kind: SearchKind) =>
  infiniteQueryOptions({
    queryKey: [...searchKey(scope, q), 'more', kind] as const,
    queryFn: ({ signal, pageParam }) =>
      scope.api.call(searchEndpoints.search, {
        query: {
          q,
          kinds: kind,
          offset: String(pageParam),
          limit: String(SEARCH_PAGE_SIZE),
          ...ratingQuery(scope),
        },
        signal,
      }),
    initialPageParam: SEARCH_PAGE_SIZE,
    getNextPageParam: (last) => {
      const group = last.groups[0];
      return group && group.offset + group.items.length < group.total
        ? group.offset + SEARCH_PAGE_SIZE
        : undefined;
    },
    staleTime: SEARCH_STALE_MS,
  });

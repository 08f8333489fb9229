import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIBRARY_PAGE_SIZE, libraryEndpoints } from '#contract/library.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { ratingQuery } from '#platform/parental/max-rating.ts';
import { historyKey } from './history.port.ts';

/** /history: the user's entries, newest first, a page at a time. */
export const historyListQuery = (scope: QueryScope) =>
  infiniteQueryOptions({
    queryKey: [...historyKey(scope), 'list'] as const,
    queryFn: ({ signal, pageParam }) =>
      scope.api.call(libraryEndpoints.history, {
        query: { ...ratingQuery(scope), offset: String(pageParam), limit: String(LIBRARY_PAGE_SIZE) },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.items.length < last.total ? last.offset + last.limit : undefined,
    staleTime: 30_000,
  });

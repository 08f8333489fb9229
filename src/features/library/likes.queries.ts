import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { LIBRARY_PAGE_SIZE, type LikedIds, type LikeType, libraryEndpoints } from '#contract/library.ts';
import { type QueryScope, scopeKey } from '#lib/query-scope.ts';
import { ratingQuery } from '#platform/parental/max-rating.ts';
import { USER_DATA_KEY } from '#platform/session/session-events.ts';

/** Every likes query starts with this key: one invalidation refreshes ids and lists; logout removes them. */
export const likesKey = (scope: QueryScope) => [...scopeKey(scope), USER_DATA_KEY, 'likes'] as const;

const LIKES_STALE_MS = 60_000;

/** What the like buttons read: the ids the user likes, and how many of each type. */
export const likedIdsQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...likesKey(scope), 'ids'] as const,
    queryFn: ({ signal }) => scope.api.call(libraryEndpoints.likedIds, { signal }),
    staleTime: LIKES_STALE_MS,
  });

/** /favorites: one type's liked items, newest first, a page at a time. */
export const likedListQuery = (scope: QueryScope, type: LikeType) =>
  infiniteQueryOptions({
    queryKey: [...likesKey(scope), 'list', type] as const,
    queryFn: ({ signal, pageParam }) =>
      scope.api.call(libraryEndpoints.liked, {
        params: { type },
        query: { ...ratingQuery(scope), offset: String(pageParam), limit: String(LIBRARY_PAGE_SIZE) },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.items.length < last.total ? last.offset + last.limit : undefined,
    staleTime: LIKES_STALE_MS,
  });

/** The ids with one item liked or unliked: what the button shows before the server answers. */
export function withLike(state: LikedIds | undefined, id: number, liked: boolean): LikedIds {
  const ids = (state?.ids ?? []).filter((existing) => existing !== id);
  return { ids: liked ? [id, ...ids] : ids, counts: state?.counts ?? [] };
}

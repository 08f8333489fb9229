import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ratingEndpoints } from '#contract/rating.ts';
import { type QueryScope, scopeKey } from '#lib/query-scope.ts';
import { USER_DATA_KEY } from '#platform/session/session-events.ts';

const RATING_STALE_MS = 60_000;

/** Everybody's view of an article's ratings: the average and how many rated it. */
export const ratingSummaryQuery = (scope: QueryScope, id: number) =>
  queryOptions({
    queryKey: [...scopeKey(scope), 'rating', id] as const,
    queryFn: ({ signal }) => scope.api.call(ratingEndpoints.summary, { params: { id: String(id) }, signal }),
    staleTime: RATING_STALE_MS,
  });

/** The signed-in user's score of the article (user data: logout removes it). */
export const userRatingQuery = (scope: QueryScope, id: number, deviceId: number) =>
  queryOptions({
    queryKey: [...scopeKey(scope), USER_DATA_KEY, 'rating', id] as const,
    queryFn: ({ signal }) =>
      scope.api.call(ratingEndpoints.userRating, {
        params: { id: String(id) },
        query: { deviceId: String(deviceId) },
        signal,
      }),
    staleTime: RATING_STALE_MS,
  });

/** After a score was given: the answer holds both the user's score and the new summary. */
export function storeRating(
  queryClient: QueryClient,
  scope: QueryScope,
  answer: { articleId: number; average: number | null; count: number; score: number | null },
  deviceId: number,
): void {
  const { articleId, average, count } = answer;
  queryClient.setQueryData(ratingSummaryQuery(scope, articleId).queryKey, { articleId, average, count });
  queryClient.setQueryData(userRatingQuery(scope, articleId, deviceId).queryKey, (old) =>
    old ? { ...old, ...answer } : undefined,
  );
}

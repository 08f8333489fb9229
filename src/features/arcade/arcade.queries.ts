import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type ArcadeState, arcadeEndpoints } from '#contract/arcade.ts';
import { type QueryScope, scopeKey } from '#lib/query-scope.ts';
import { USER_DATA_KEY } from '#platform/session/session-events.ts';

const ARCADE = 'arcade';

const stateQuery = (scope: QueryScope, state: ArcadeState | undefined) => ({
  lang: scope.locale,
  ...(state ? { state } : {}),
});

/** The game's competition of the asked state (visitors too). */
export const competitionQuery = (scope: QueryScope, contentId: number, state: ArcadeState | undefined) =>
  queryOptions({
    queryKey: [...scopeKey(scope), ARCADE, 'competition', contentId, state ?? 'any'] as const,
    queryFn: ({ signal }) =>
      scope.api.call(arcadeEndpoints.competition, {
        params: { contentId: String(contentId) },
        query: stateQuery(scope, state),
        signal,
      }),
    staleTime: 30_000,
  });

/** getLeaderboard: signed in only (commerce §6), so the key carries the user-data segment logout removes. */
export const leaderboardQuery = (scope: QueryScope, contentId: number, state: ArcadeState | undefined) =>
  queryOptions({
    queryKey: [...scopeKey(scope), USER_DATA_KEY, ARCADE, 'leaderboard', contentId, state ?? 'any'] as const,
    queryFn: ({ signal }) =>
      scope.api.call(arcadeEndpoints.leaderboard, {
        params: { contentId: String(contentId) },
        query: stateQuery(scope, state),
        signal,
      }),
    staleTime: 15_000,
    retry: false,
  });

/** After a score: the leaderboards and competitions of the game load again. */
export async function refreshArcade(queryClient: QueryClient, scope: QueryScope): Promise<void> {
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === scope.tenant.name && queryKey.includes(ARCADE),
  });
}

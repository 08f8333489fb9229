import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { REWARD_HISTORY_PAGE, rewardEndpoints } from '#contract/rewards.ts';
import type { StructureNode } from '#contract/structure.ts';
import { type TournamentNotification, tournamentEndpoints } from '#contract/tournaments.ts';
import { type QueryScope, scopeKey } from '#lib/query-scope.ts';
import { USER_DATA_KEY } from '#platform/session/session-events.ts';

const TOURNAMENT = 'tournament';
const REWARD = 'reward';

/** GET /tournament/status/{id}: state, teams and challenges as this caller (visitor or user) sees them. */
export const tournamentStatusQuery = (scope: QueryScope, id: number, isUser: boolean) =>
  queryOptions({
    queryKey: [...scopeKey(scope), TOURNAMENT, id, isUser ? USER_DATA_KEY : 'visitor'] as const,
    queryFn: ({ signal }) =>
      scope.api.call(tournamentEndpoints.status, {
        params: { id: String(id) },
        query: { lang: scope.locale },
        signal,
      }),
    staleTime: 15_000,
  });

const notificationsOf = (node: StructureNode): TournamentNotification[] =>
  (node.substructure ?? []).map((child) => child.data?.customProperties as TournamentNotification);

/** The two /notifications fragments: what the user must answer, and the answers to what they asked. */
export const notificationsQuery = (scope: QueryScope, which: 'pending' | 'team') =>
  queryOptions({
    queryKey: [...scopeKey(scope), USER_DATA_KEY, TOURNAMENT, 'notifications', which] as const,
    queryFn: async ({ signal }) =>
      notificationsOf(
        await scope.api.call(
          which === 'pending' ? tournamentEndpoints.pendingRequests : tournamentEndpoints.teamNotifications,
          {
            params: { id: 'all' },
            query: { lang: scope.locale },
            signal,
          },
        ),
      ),
    staleTime: 10_000,
  });

export const rewardBalanceQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...scopeKey(scope), USER_DATA_KEY, REWARD, 'balance'] as const,
    queryFn: ({ signal }) => scope.api.call(rewardEndpoints.balance, { signal }),
    staleTime: 10_000,
  });

export const rewardHistoryQuery = (scope: QueryScope, page: number) =>
  queryOptions({
    queryKey: [...scopeKey(scope), USER_DATA_KEY, REWARD, 'history', page] as const,
    queryFn: ({ signal }) =>
      scope.api.call(rewardEndpoints.history, {
        query: {
          offset: String(page * REWARD_HISTORY_PAGE),
          limit: String(REWARD_HISTORY_PAGE),
          lang: scope.locale,
        },
        signal,
      }),
    staleTime: 10_000,
  });

/** After any tournament or challenge change: statuses, notifications and rewards load again. */
export async function refreshTournaments(queryClient: QueryClient, scope: QueryScope): Promise<void> {
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === scope.tenant.name && (queryKey.includes(TOURNAMENT) || queryKey.includes(REWARD)),
  });
}

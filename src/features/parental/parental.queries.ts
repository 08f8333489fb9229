import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { PARENTAL_ERRORS, parentalEndpoints } from '#contract/parental.ts';
import { ApiError } from '#lib/api-error.ts';
import { type QueryScope, scopeKey } from '#lib/query-scope.ts';
import { rememberParentalConfig } from '#platform/parental/parental-state.ts';
import { USER_DATA_KEY } from '#platform/session/session-events.ts';

/** GET /parental-control (role user only, commerce §6); the answer also sets what lists hide. */
export const parentalQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...scopeKey(scope), USER_DATA_KEY, 'parental-control'] as const,
    queryFn: async ({ signal }) => {
      const config = await scope.api.call(parentalEndpoints.get, { signal });
      rememberParentalConfig(config);
      return config;
    },
    staleTime: 60_000,
  });

/** After a change: every list and page asks again with the new ceiling (their keys hold maxRating). */
export async function refreshRestrictedContent(queryClient: QueryClient, router: AnyRouter): Promise<void> {
  await router.invalidate();
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) => !queryKey.includes('parental-control'),
  });
}

export type ParentalFailure = 'wrong' | 'locked' | 'code' | 'offline' | 'failed';

/** What a refused parental call means for the person at the form. */
export function parentalFailure(error: unknown): ParentalFailure {
  if (!(error instanceof ApiError) || error.status === 0) return 'offline';
  if (error.status === 429) return 'locked';
  const code = error.problem?.code;
  if (code === PARENTAL_ERRORS.wrongPassword || code === PARENTAL_ERRORS.passwordRequired) return 'wrong';
  if (code === PARENTAL_ERRORS.codeInvalid) return 'code';
  return 'failed';
}

import { queryOptions } from '@tanstack/react-query';
import { sessionEndpoints } from '#contract/session.ts';
import type { QueryScope } from '#lib/query-scope.ts';

/** The signed-in user's profile; keyed by tenant (not locale: the profile is the same in every language). */
export const profileQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [scope.tenant.name, 'session', 'profile'] as const,
    queryFn: ({ signal }) => scope.api.call(sessionEndpoints.profile, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

import { queryOptions } from '@tanstack/react-query';
import { APP_ERRORS, developerAppEndpoints as E } from '#contract/developer-apps.ts';
import { ApiError } from '#lib/api-error.ts';
import { type QueryScope, scopeKey } from '#lib/query-scope.ts';
import { USER_DATA_KEY } from '#platform/session/session-events.ts';

const key = (scope: QueryScope, ...rest: (string | number)[]) =>
  [...scopeKey(scope), USER_DATA_KEY, 'developer-apps', ...rest] as const;

/** The apps the signed-in developer registered. */
export const myAppsQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: key(scope, 'mine'),
    queryFn: ({ signal }) => scope.api.call(E.list, { signal }),
  });

export const myAppQuery = (scope: QueryScope, id: number) =>
  queryOptions({
    queryKey: key(scope, 'app', id),
    queryFn: ({ signal }) => scope.api.call(E.get, { params: { id: String(id) }, signal }),
    retry: false,
  });

/** The apps the signed-in user granted access to. */
export const myConsentsQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: key(scope, 'consents'),
    queryFn: ({ signal }) => scope.api.call(E.consents, { signal }),
  });

/** Everything cached about apps and consents (after a change). */
export const developerAppsKey = (scope: QueryScope) => key(scope);

export type AppFailure = 'limit' | 'revoked' | 'invalid' | 'notFound' | 'offline' | 'failed';

/** What a refused developer-app or consent call means for the person at the page. */
export function appFailure(error: unknown): AppFailure {
  if (!(error instanceof ApiError) || error.status === 0) return 'offline';
  const code = error.problem?.code;
  if (code === APP_ERRORS.tooMany) return 'limit';
  if (code === APP_ERRORS.revoked) return 'revoked';
  if (error.status === 404) return 'notFound';
  if (error.status === 400) return 'invalid';
  return 'failed';
}

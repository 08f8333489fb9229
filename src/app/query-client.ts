import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '#contract/endpoint.ts';
import { sessionEndpoints } from '#contract/session.ts';
import { guardedReload } from '#features/freshness/reload-guard.ts';
import { type ApiError, isApiError } from '#lib/api-error.ts';
import { endSession } from '#platform/session/session-events.ts';

const endpointId = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

/** Their 401 means "no session to give", not "your session ended": the login pages handle it. */
const NO_RELOAD: ReadonlySet<string> = new Set(
  [sessionEndpoints.refresh, sessionEndpoints.userToken].map(endpointId),
);
const PROFILE = endpointId(sessionEndpoints.profile);

/**
 * Shell §7/§8: a 401 from any backend call reloads the page (guarded, so a persistent 401 cannot
 * loop). The API client has already refreshed and retried once, so this 401 survived that.
 */
export function reloadOnUnauthorized(error: unknown, reload: () => unknown = guardedReload): void {
  if (isApiError(error) && error.status === 401 && !NO_RELOAD.has(endpointId(error.endpoint))) reload();
}

/** The server refused the profile (4xx): the session is not valid. Offline or a 5xx keeps it. */
const isRefusedProfile = (error: unknown): error is ApiError =>
  isApiError(error) &&
  error.kind === 'http' &&
  error.status >= 400 &&
  error.status < 500 &&
  endpointId(error.endpoint) === PROFILE;

export interface ErrorPorts {
  reload: () => unknown;
  logout: () => void;
}

/** Shell §8: a failed profile fetch logs the user out (instead of reloading); other 401s reload. */
export function handleApiFailure(
  error: unknown,
  { reload = guardedReload, logout = endSession }: Partial<ErrorPorts> = {},
): void {
  if (isRefusedProfile(error)) logout();
  else reloadOnUnauthorized(error, reload);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => handleApiFailure(error) }),
    mutationCache: new MutationCache({ onError: (error) => handleApiFailure(error) }),
    defaultOptions: {
      queries: {
        // The API client already applies the shell §9 retry policy; retrying here would double it.
        retry: false,
        // Always try the request: offline, the service worker may still answer it from its cache.
        networkMode: 'offlineFirst',
      },
    },
  });
}

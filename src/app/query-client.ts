import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { guardedReload } from '../features/freshness/reload-guard.ts';
import { isApiError } from '../lib/api-error.ts';

/** Shell §7/§8: a 401 from any backend call reloads the page (guarded, so a persistent 401 cannot loop). */
export function reloadOnUnauthorized(error: unknown, reload: () => unknown = guardedReload): void {
  if (isApiError(error) && error.status === 401) reload();
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => reloadOnUnauthorized(error) }),
    mutationCache: new MutationCache({ onError: (error) => reloadOnUnauthorized(error) }),
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

import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
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

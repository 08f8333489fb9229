import type { QueryClient } from '@tanstack/react-query';
import { userIdOf } from '#platform/session/token-claims.ts';
import { getToken, subscribeToken } from '#platform/session/token-store.ts';
import { idbPersister } from './idb-persister.ts';
import { type QueryPersistence, startQueryPersistence } from './query-persistence.ts';

/** The browser's persistence: IndexedDB, the token store's user, this build's id. Loaded after first paint. */
export function persistQueryCache(queryClient: QueryClient, tenant: string): QueryPersistence {
  return startQueryPersistence(queryClient, {
    tenant,
    userId: () => userIdOf(getToken()),
    onUserChange: subscribeToken,
    persister: (key, deadlineMs) => idbPersister(key, deadlineMs),
    buster: __BUILD_ID__,
  });
}

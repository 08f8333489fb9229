import type { QueryClient } from '@tanstack/react-query';
import { type QueryScope, scopeKey } from '#lib/query-scope.ts';
import { USER_DATA_KEY } from '#platform/session/session-events.ts';

/** After a purchase: the wallet, the order history and every purchase option load again. */
export async function refreshOwned(queryClient: QueryClient, scope: QueryScope): Promise<void> {
  const [tenant, locale] = scopeKey(scope);
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === tenant &&
      queryKey[1] === locale &&
      queryKey.includes(USER_DATA_KEY) &&
      (queryKey.includes('wallet') || queryKey.includes('purchases')),
  });
}

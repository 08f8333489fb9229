import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import type { QueryScope } from '#lib/query-scope.ts';
import { snapshot, subscribeParental } from '#platform/parental/parental-state.ts';
import { getToken, subscribeToken } from '#platform/session/token-store.ts';
import { parentalQuery, refreshRestrictedContent } from './parental.queries.ts';

/**
 * Keeps the browser's parental state with the server's: the config is read on start and on every
 * sign-in (another device may have changed it), and whenever the restriction changes the pages and
 * lists load again under the new ceiling.
 */
export function startParentalSync(queryClient: QueryClient, scope: QueryScope, router: AnyRouter): void {
  const load = () => {
    if (getToken()) void queryClient.fetchQuery({ ...parentalQuery(scope), staleTime: 0 }).catch(() => {});
  };
  load();
  let signedIn = getToken() !== undefined;
  subscribeToken((token) => {
    if ((token !== undefined) === signedIn) return;
    signedIn = token !== undefined;
    load();
  });
  let last = snapshot();
  subscribeParental(() => {
    const next = snapshot();
    if (next === last) return;
    last = next;
    void refreshRestrictedContent(queryClient, router);
  });
}

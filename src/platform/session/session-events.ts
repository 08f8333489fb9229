import type { QueryClient } from '@tanstack/react-query';
import { dispatchLogout } from './logout-event.ts';
import { getToken, setToken, subscribeToken } from './token-store.ts';

/** Query keys of data that belongs to the signed-in user contain this segment; logout removes them. */
export const USER_DATA_KEY = 'session';

export const USER_ROLES: readonly string[] = ['user'];

/** Logs out on this device: forgetting the tokens is enough, watchSession does the rest. */
export function endSession(): void {
  setToken(undefined);
}

export function removeUserQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(USER_DATA_KEY) });
}

/**
 * Reacts to every change between visitor and signed in (this tab, another tab, a refused refresh,
 * a failed profile): logout forgets the user's cached data and tells listeners (dispatchLogout);
 * either way `onChange` lets the router re-run its guards (protected pages, shell §6).
 */
export function watchSession(queryClient: QueryClient, onChange: (signedIn: boolean) => void): () => void {
  let signedIn = getToken() !== undefined;
  return subscribeToken((token) => {
    if ((token !== undefined) === signedIn) return;
    signedIn = token !== undefined;
    if (!signedIn) {
      removeUserQueries(queryClient);
      dispatchLogout();
    }
    onChange(signedIn);
  });
}

import { useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useCallback, useSyncExternalStore } from 'react';
import { localePrefixOf } from '#contract/locales.ts';
import type { Profile } from '#contract/session.ts';
import { withLocalePrefix } from '../locale/locale-path.ts';
import { VISITOR_ROLES } from '../router-context.ts';
import { profileQuery } from './profile.queries.ts';
import { endSession, USER_ROLES } from './session-events.ts';
import { getToken, subscribeToken } from './token-store.ts';

/** What the UI knows of the session. Visitors have roles ['client']; signed-in users ['user'] (shell §3, §6). */
export interface SessionState {
  isUser: boolean;
  roles: readonly string[];
  /** Present once the profile has loaded. */
  profile: Profile | undefined;
}

/**
 * The stored session, re-rendering on login, logout, refreshes and other tabs' changes. The server renders
 * the visitor's page, so hydration starts without a token and the session fills in right after.
 */
export const useToken = () => useSyncExternalStore(subscribeToken, getToken, () => undefined);

/** The current session, re-rendering on login, logout, refresh failures and other tabs' changes. */
export function useSession(): SessionState {
  const token = useToken();
  const { api, tenant, locale } = useRouteContext({ from: '__root__' });
  const isUser = token !== undefined;
  // The profile confirms the session; a refused profile logs out (query-client.ts, shell §8).
  const { data } = useQuery({ ...profileQuery({ api, tenant, locale }), enabled: isUser });
  return { isUser, roles: isUser ? USER_ROLES : VISITOR_ROLES, profile: isUser ? data : undefined };
}

/** Logs out (POST /logout), forgets the tokens and returns to the visitor state on the home page. */
export function useLogout(): () => Promise<void> {
  const router = useRouter();
  const { api, locale } = useRouteContext({ from: '__root__' });
  return useCallback(async () => {
    const prefix = localePrefixOf(router.history.location.pathname);
    // The logout code loads when the user logs out, not with every page.
    const { requestLogout } = await import('./logout.ts');
    const next = await requestLogout({ api, lang: locale, homePath: withLocalePrefix('/', prefix) });
    // Leave first: ending the session on a protected page would send its guard to the login.
    router.history.push(next);
    endSession();
  }, [api, locale, router]);
}

import { useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { localePrefixOf } from '#contract/locales.ts';
import { withLocalePrefix } from '#platform/locale/locale-path.ts';

type AuthPath = '/user/login' | '/user/register';

/**
 * Login/register in the current language, coming back to this page afterwards (query parameter
 * `redirect`). `here` is the address as the user sees it (locale prefix, query, hash).
 */
export function authHref(path: AuthPath, here: string): string {
  const { pathname } = new URL(here, 'http://portal.invalid');
  const target = withLocalePrefix(path, localePrefixOf(pathname));
  return `${target}?redirect=${encodeURIComponent(here)}`;
}

/** authHref for the page being rendered, in the browser and on the server alike. */
export function useAuthHref(): (path: AuthPath) => string {
  const here = useRouterState({ select: (state) => state.location.publicHref });
  return useCallback((path: AuthPath) => authHref(path, here), [here]);
}

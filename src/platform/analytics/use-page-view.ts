import { useMatch, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { localePrefixOf } from '#contract/locales.ts';
import { withLocalePrefix } from '../locale/locale-path.ts';
import { schedulePageView } from './track.ts';

/**
 * One page view per shown page, 250 ms after it is shown; none if it is left sooner. The path is the
 * shown page's own (its route match), not the router's location: that moves on as soon as a navigation
 * starts, while the page being left may stay on screen until the next one has loaded.
 */
export function usePageView(pageName: string, locale: string): void {
  const matched = useMatch({ strict: false, shouldThrow: false, select: (match) => match.pathname }) ?? '/';
  const prefix = useRouterState({
    select: (state) => localePrefixOf(state.location.publicHref.split(/[?#]/)[0] ?? '/'),
  });
  const path = withLocalePrefix(matched.length > 1 ? matched.replace(/\/+$/, '') : matched, prefix);
  useEffect(() => schedulePageView({ pageName, path, locale }), [pageName, path, locale]);
}

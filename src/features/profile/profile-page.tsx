import { useMatch, useRouteContext, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { DEFAULT_LOCALE } from '../../../contract/locales.ts';
import { trackPageView } from '../analytics/track.ts';
import { localePrefixOf } from '../locale/locale-path.ts';
import { pageName } from '../navigation/page-name.ts';
import type { PageLoaderData } from '../navigation/page-route.ts';
import { OgLocaleAlternates } from '../seo/og-locale-alternates.tsx';
import classes from './profile.module.css';

/**
 * The frame of the profile pages: the page title (the page structure's, as in the document title)
 * as the one h1, and the page-view analytics PageView gives structure pages.
 */
export function ProfilePage({ fallbackTitle, children }: { fallbackTitle: string; children: ReactNode }) {
  const base = useMatch({ strict: false, select: (match) => match.staticData.page?.base }) ?? '';
  const title = useMatch({
    strict: false,
    select: (match) => (match.loaderData as PageLoaderData | undefined)?.title,
  });
  const { tenant, locale } = useRouteContext({ from: '__root__' });
  const publicPath = useRouterState({ select: (s) => s.location.publicHref.split(/[?#]/)[0] ?? '/' });
  const name = pageName(
    base,
    localePrefixOf(publicPath),
    tenant.default.locale.defaultLocale ?? DEFAULT_LOCALE,
  );
  useEffect(() => {
    trackPageView({ pageName: name, path: publicPath, locale });
  }, [name, publicPath, locale]);
  return (
    <div data-page-name={name} className={classes.page}>
      <OgLocaleAlternates locale={locale} />
      <h1 className={classes.title}>{title || fallbackTitle}</h1>
      {children}
    </div>
  );
}

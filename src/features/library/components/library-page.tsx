import { useMatch, useRouteContext, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { DEFAULT_LOCALE } from '../../../../contract/locales.ts';
import { trackPageView } from '../../analytics/track.ts';
import { localePrefixOf } from '../../locale/locale-path.ts';
import { pageName } from '../../navigation/page-name.ts';
import type { PageLoaderData } from '../../navigation/page-route.ts';
import { OgLocaleAlternates } from '../../seo/og-locale-alternates.tsx';
import classes from './library.module.css';

/**
 * The frame of the search, favourites and history pages: the page structure's title as the one h1
 * (as in the document title) and the page-view analytics structure pages get from PageView.
 */
export function LibraryPage({ fallbackTitle, children }: { fallbackTitle: string; children: ReactNode }) {
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

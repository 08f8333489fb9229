import { useMatch, useRouteContext, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, localePrefixOf } from '#contract/locales.ts';
import { pageName } from '#platform/analytics/page-name.ts';
import { usePageView } from '#platform/analytics/use-page-view.ts';
import type { PageLoaderData } from '#platform/page-loader-data.ts';
import { OgLocaleAlternates } from '#platform/seo/og-locale-alternates.tsx';

/**
 * The frame of a page with its own UI (profile, search, favourites, history): the page structure's
 * title as the one h1 (as in the document title) and the page-view analytics structure pages get
 * from PageView.
 */
export function PageFrame({
  fallbackTitle,
  classNames,
  children,
}: {
  fallbackTitle: string;
  classNames: { page?: string; title?: string };
  children: ReactNode;
}) {
  // No throw when the match is gone: a frame still hydrating as a navigation leaves it renders once more.
  const base =
    useMatch({ strict: false, shouldThrow: false, select: (match) => match.staticData.page?.base }) ?? '';
  const title = useMatch({
    strict: false,
    shouldThrow: false,
    select: (match) => (match.loaderData as PageLoaderData | undefined)?.title,
  });
  const { tenant, locale } = useRouteContext({ from: '__root__' });
  const publicPath = useRouterState({ select: (s) => s.location.publicHref.split(/[?#]/)[0] ?? '/' });
  const name = pageName(
    base,
    localePrefixOf(publicPath),
    tenant.default.locale.defaultLocale ?? DEFAULT_LOCALE,
  );
  usePageView(name, locale);
  return (
    <div data-page-name={name} className={classNames.page}>
      <OgLocaleAlternates locale={locale} />
      <h1 className={classNames.title}>{title || fallbackTitle}</h1>
      {children}
    </div>
  );
}

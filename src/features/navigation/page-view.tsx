import { useMatch, useParams, useRouteContext, useRouterState } from '@tanstack/react-router';
import { DEFAULT_LOCALE, localePrefixOf } from '#contract/locales.ts';
import { pageName } from '#platform/analytics/page-name.ts';
import { usePageView } from '#platform/analytics/use-page-view.ts';
import { OgLocaleAlternates } from '#platform/seo/og-locale-alternates.tsx';
import { usePageScope } from '#platform/use-page-scope.ts';
import { pageStructureRef } from '#structure/structure.queries.ts';
import { StructurePage } from '#structure/structure-page.tsx';

/** The component of every contract page: its structure, named for analytics (data-page-name, page_view). */
export function PageView() {
  const page = useMatch({ strict: false, select: (match) => match.staticData.page });
  const params = useParams({ strict: false }) as Record<string, string>;
  const { tenant, locale } = useRouteContext({ from: '__root__' });
  const scope = usePageScope();
  const publicPath = useRouterState({ select: (s) => s.location.publicHref.split(/[?#]/)[0] ?? '/' });
  const base = page?.base ?? '';
  const name = pageName(
    base,
    localePrefixOf(publicPath),
    tenant.default.locale.defaultLocale ?? DEFAULT_LOCALE,
  );
  usePageView(name, locale);
  if (!page) throw new Error('PageView rendered outside a contract page route');
  return (
    <div data-page-name={name}>
      <OgLocaleAlternates locale={locale} />
      <StructurePage scope={scope} structure={pageStructureRef(page, params)} />
    </div>
  );
}

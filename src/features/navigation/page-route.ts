import type { ParsedLocation, RouteComponent } from '@tanstack/react-router';
import { type PageDef, pageByBase } from '#contract/pages.ts';
import { withPageHydrated } from '#platform/hydration-gate.ts';
import type { PageLoaderData } from '#platform/page-loader-data.ts';
import type { PageRouteContext } from '#platform/router-context.ts';
import { canonicalPathname, pageHead } from '#platform/seo/page-head.ts';
import { pageImageOf, seoItemOf } from '#platform/seo/seo-item.ts';
import { ensureStructure } from '#structure/ensure-structure.ts';
import { pageStructureRef } from '#structure/structure.queries.ts';
import { routeConfiguration, tabNameOf } from './page-configuration.ts';
import { guardPage } from './page-guard.ts';
import { PageView } from './page-view.tsx';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The contract page a route renders (contract/pages.ts); absent on the root. */
    page?: PageDef;
  }
}

interface LoaderArgs {
  context: PageRouteContext;
  params: Record<string, string>;
  location: ParsedLocation;
}

interface HeadArgs {
  match: {
    pathname: string;
    params: Record<string, string>;
    search: Record<string, unknown>;
    context: PageRouteContext;
  };
  loaderData?: PageLoaderData;
}

/**
 * Everything a page route needs, from its contract entry: middleware (beforeLoad), its structure
 * (loader), SEO tags (head), layout (staticData) and the structure-driven component (or the page's
 * own). Route files only name the path and the base.
 */
export function pageRouteOptions(base: string, options: { component?: RouteComponent } = {}) {
  const page = pageByBase(base);
  if (!page) throw new Error(`No page "${base}" in contract/pages.ts`);
  return {
    staticData: { page },
    beforeLoad: (args: LoaderArgs & { preload: boolean }) => guardPage(page, args),
    loader: async ({ context, params, location }: LoaderArgs): Promise<PageLoaderData> => {
      const message = `Page not found: ${location.publicHref}`;
      const [node, configuration] = await Promise.all([
        ensureStructure(context.queryClient, context, pageStructureRef(page, params), message),
        routeConfiguration(context),
      ]);
      const { metaData } = configuration;
      const tabName = tabNameOf(page, configuration);
      const description = node.data?.customProperties?.description;
      const image = pageImageOf(node);
      const item = seoItemOf(page.base, node);
      return {
        title: node.data?.title,
        description: typeof description === 'string' ? description : node.data?.subTitle,
        ...(image ? { image } : {}),
        ...(item ? { item } : {}),
        ...(tabName ? { tabName } : {}),
        ...(metaData.title ? { siteName: metaData.title } : {}),
        ...(metaData.description ? { siteDescription: metaData.description } : {}),
      };
    },
    // Runs on the server too (server rendering): the origin comes from the router context, not window.
    // A page that failed to load shows the error screen, which names the page itself (its <title>).
    head: ({ match, loaderData }: HeadArgs) =>
      loaderData === undefined
        ? {}
        : pageHead({
            origin: match.context.origin,
            pathname: canonicalPathname(page, match.params, match.pathname),
            search: match.search,
            prefix: match.context.prefix,
            locale: match.context.locale,
            siteName: loaderData.siteName ?? match.context.tenant.displayName,
            title: loaderData?.title,
            ...(loaderData.tabName ? { tabName: loaderData.tabName } : {}),
            ...(loaderData.siteDescription ? { siteDescription: loaderData.siteDescription } : {}),
            description: loaderData?.description,
            image: loaderData?.image,
            item: loaderData?.item,
          }),
    // A page with its own UI (login return, profile forms) still gets the guard, structure and head.
    component: withPageHydrated(options.component ?? PageView),
  };
}

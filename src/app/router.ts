import { createBrowserHistory, createRouter } from '@tanstack/react-router';
import { NotFoundPage } from '#components/errors/not-found-page.tsx';
import { RouteErrorPage } from '#components/errors/route-error-page.tsx';
import { PagePending } from '#components/page-pending.tsx';
import { localePrefixOf } from '#contract/locales.ts';
import { parseSearch, stringifySearch } from '#features/navigation/search-params.ts';
import { createLocaleRewrite, rebuildLinksOnPrefixChange } from '#platform/locale/locale-rewrite.ts';
import type { RouterContext } from '#platform/router-context.ts';
import { routeTree } from '../routeTree.gen.ts';

export function createAppRouter(context: RouterContext) {
  const history = createBrowserHistory();
  const router = createRouter({
    routeTree,
    history,
    context,
    // Links keep the locale prefix of the address the user is on (none for the default-language variant).
    rewrite: createLocaleRewrite(() => localePrefixOf(history.location.pathname)),
    parseSearch,
    stringifySearch,
    trailingSlash: 'never',
    defaultPreload: 'intent',
    // TanStack Query decides freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: PagePending,
    // Page errors and 404s render inside the page's layout; the root's own handle the rest.
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
  });
  rebuildLinksOnPrefixChange(router);
  // Links are prefetched only once the page is idle: that code need not be in the first load.
  void import('#features/navigation/idle-prefetch.ts')
    .then(({ startIdlePrefetch }) => startIdlePrefetch(router))
    .catch((error: unknown) => console.error('Idle prefetching could not start', error));
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

import { type AnyRouter, createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage } from '#components/errors/not-found-page.tsx';
import { RouteErrorPage } from '#components/errors/route-error-page.tsx';
import { PagePending } from '#components/page-pending.tsx';
import { localePrefixOf } from '#contract/locales.ts';
import { parseSearch, stringifySearch } from '#features/navigation/search-params.ts';
import { createLocaleRewrite } from '#platform/locale/locale-rewrite.ts';
import type { RouterContext } from '#platform/router-context.ts';
import { routeTree } from '../routeTree.gen.ts';
import { dehydrateQueries, hydrateQueries, type PageData } from './page-data.ts';

export interface AppRouterOptions {
  /** The browser's history; the server's comes from its request handler. */
  history?: RouterHistory;
  /** The nonce of this response's Content-Security-Policy, for the scripts the router writes. */
  nonce?: string | undefined;
}

/** One router definition for the browser and the server renderer. */
export function createAppRouter(context: RouterContext, { history, nonce }: AppRouterOptions = {}) {
  let current: AnyRouter | undefined;
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context,
    // Links keep the locale prefix of the address the user is on (none for the default-language variant).
    rewrite: createLocaleRewrite(() => localePrefixOf(current?.history.location.pathname ?? '')),
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
    // The server's query answers travel with the page, so hydration asks for nothing twice.
    dehydrate: (): PageData => dehydrateQueries(context.queryClient),
    hydrate: (data: PageData) => hydrateQueries(context.queryClient, data),
    ...(nonce ? { ssr: { nonce } } : {}),
  });
  current = router;
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

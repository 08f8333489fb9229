import { QueryClient } from '@tanstack/react-query';
import { createRequestHandler, RouterServer } from '@tanstack/react-router/ssr/server';
import { composeFeatures, sessionView } from '#app/compose.ts';
import { requestManifest, structuresIn } from '#app/page-data.ts';
import { AppProviders } from '#app/providers.tsx';
import { renderPageStream } from '#app/render-page-stream.ts';
import { createAppRouter } from '#app/router.ts';
import { embedJson, type PageRenderInput } from '#contract/page-render.ts';
import { backendBaseUrl } from '#contract/tenant.ts';
import { createApiClient } from '#lib/api-client.ts';
import { createPageI18n } from '#lib/i18n.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { configurationQuery } from '#platform/configuration/configuration.queries.ts';
import { deviceQuery } from '#platform/device/device.queries.ts';
import { resolveLocale } from '#platform/locale/locale-path.ts';
import { tenantTextsQuery } from '#platform/locale/tenant-texts.queries.ts';

// Features meet once per server process, as in the browser: renderer parts, item actions.
composeFeatures();

/** Runs `before` when the router dehydrates (its data loaded, its head not yet rendered). */
function withDehydrateHook<R extends { options: { dehydrate?: () => unknown } }>(
  router: R,
  before: () => void,
): R {
  const dehydrate = router.options.dehydrate;
  router.options.dehydrate = () => {
    before();
    return dehydrate?.();
  };
  return router;
}

/** Queries of one page: no retries (the deadline is short), no reloads or logouts (there is no browser). */
const pageQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

/**
 * Renders one navigation as the browser would after start-up, in the page's language and the tenant's
 * theme, as a visitor: what depends on the signed-in user fills in after hydration.
 */
export async function renderPage(input: PageRenderInput): Promise<Response> {
  const { request, boot, nonce } = input;
  const url = new URL(request.url);
  const { envFile, device } = boot;
  const api = createApiClient({
    baseUrl: new URL(backendBaseUrl(envFile), url.origin).href,
    tenant: envFile.tenantName,
    fetch: input.fetch,
  });
  const locale = resolveLocale(url.pathname, envFile.tenant);
  const scope: QueryScope = { api, tenant: envFile.tenant, locale, ...(device ? { device } : {}) };
  const queryClient = pageQueryClient();
  if (device) queryClient.setQueryData(deviceQuery(scope).queryKey, device);
  const [texts] = await Promise.all([
    queryClient.fetchQuery(tenantTextsQuery(scope)).catch(() => undefined),
    queryClient.prefetchQuery(configurationQuery(scope)),
  ]);
  const i18n = await createPageI18n(locale, texts);
  const bootJson = embedJson({ ...boot, ...(texts ? { texts: { lang: locale, texts } } : {}) });

  // This page's preloads: every page's chunks, then (once its data is loaded, before the router dehydrates
  // and the head renders) the renderers and page parts its structures use.
  const assets = requestManifest(input.manifest);
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      withDehydrateHook(
        createAppRouter(
          {
            queryClient,
            ...scope,
            origin: url.origin,
            document: {
              colorScheme: input.colorScheme,
              bootJson,
              server: true,
              firstPaintCss: input.manifest.firstPaintCss,
            },
            session: sessionView,
          },
          { nonce },
        ),
        () => assets.addFor(structuresIn(queryClient)),
      ),
    getRouterManifest: async () => assets.manifest,
  });
  return handler(({ request: req, router, responseHeaders }) =>
    renderPageStream({
      request: req,
      router,
      responseHeaders,
      children: (
        <AppProviders queryClient={queryClient} i18n={i18n}>
          <RouterServer router={router} />
        </AppProviders>
      ),
    }),
  );
}

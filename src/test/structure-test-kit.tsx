import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { composeFeatures } from '#app/compose.ts';
import { AppProviders } from '#app/providers.tsx';
import { localePrefixOf } from '#contract/locales.ts';
import type { StructureNode } from '#contract/structure.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { i18n } from '#lib/i18n.ts';
import { createLocaleRewrite } from '#platform/locale/locale-rewrite.ts';
import type { RouterContext } from '#platform/router-context.ts';
import { AppMantineProvider } from '#platform/theme/app-mantine-provider.tsx';
import { preloadRenderers } from '#structure/lazy-renderers.ts';
import { StructurePageContext } from '#structure/structure-page-context.ts';
import { StructureRenderer } from '#structure/structure-renderer.tsx';
import { scope as testScope } from './fixtures.ts';
import { render } from './render.tsx';

/**
 * Test-only: a structure rendered as the app renders it (its providers, the features composed in)
 * under a router whose context is a page's.
 */
export async function renderStructure(
  node: StructureNode,
  options: {
    path?: string;
    api?: ApiClient;
    structure?: { name: string; fragment?: string };
    /** false: the renderer alone, with only what the test registered itself. */
    features?: boolean;
  } = {},
) {
  if (options.features !== false) composeFeatures();
  const path = options.path ?? '/ar';
  const locale = localePrefixOf(path) ?? 'en';
  const scope = testScope({ locale, ...(options.api ? { api: options.api } : {}) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const history = createMemoryHistory({ initialEntries: [path] });
  const page = { scope, structure: options.structure ?? { name: 'test-page' } };
  const router = createRouter({
    routeTree: createRootRouteWithContext<RouterContext>()({
      component: () => (
        <StructurePageContext value={page}>
          <StructureRenderer node={node} />
        </StructurePageContext>
      ),
    }),
    history,
    context: { ...scope, queryClient, origin: 'http://localhost:3000', document: { colorScheme: 'light' } },
    rewrite: createLocaleRewrite(() => localePrefixOf(history.location.pathname)),
  });
  await router.load();
  // As the route loader does: the page's renderers are there before it shows.
  await preloadRenderers(node);
  const view = await render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <AppMantineProvider scope={scope}>
        <RouterProvider router={router} />
      </AppMantineProvider>
    </AppProviders>,
  );
  return { ...view, queryClient };
}

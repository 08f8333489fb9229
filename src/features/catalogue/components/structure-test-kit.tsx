import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { AppProviders } from '#app/providers.tsx';
import type { RouterContext } from '#app/router-context.ts';
import type { StructureNode } from '#contract/structure.ts';
import { localePrefixOf } from '#features/locale/locale-path.ts';
import { createLocaleRewrite } from '#features/locale/locale-rewrite.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { scope as testScope } from '#test/fixtures.ts';
import { render } from '#test/render.tsx';
import { StructurePageContext } from '../structure-page-context.ts';
import { preloadRenderers } from './lazy-renderers.ts';
import { StructureRenderer } from './structure-renderer.tsx';

/** Test-only: a structure rendered in the app's providers under a router whose context is a page's. */
export async function renderStructure(
  node: StructureNode,
  options: { path?: string; api?: ApiClient; structure?: { name: string; fragment?: string } } = {},
) {
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
    context: { ...scope, queryClient },
    rewrite: createLocaleRewrite(() => localePrefixOf(history.location.pathname)),
  });
  await router.load();
  // As the route loader does: the page's renderers are there before it shows.
  await preloadRenderers(node);
  const view = await render(
    <AppProviders queryClient={queryClient} scope={scope}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, queryClient };
}

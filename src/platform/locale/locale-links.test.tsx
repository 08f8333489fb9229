import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  RouterProvider,
} from '@tanstack/react-router';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { localePrefixOf } from '#contract/locales.ts';
import { render } from '#test/render.tsx';
import { createLocaleRewrite, rebuildLinksOnPrefixChange } from './locale-rewrite.ts';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

describe('links under a locale prefix', () => {
  it('rendered links follow the address to another locale prefix (language switch, back/forward)', async () => {
    const root = createRootRoute({
      component: () => (
        <Link to="/$name" params={{ name: 'jazz' }}>
          jazz
        </Link>
      ),
    });
    const named = createRoute({ getParentRoute: () => root, path: '/$name' });
    const history = createMemoryHistory({ initialEntries: ['/ar/rock'] });
    const router = createRouter({
      routeTree: root.addChildren([named]),
      history,
      rewrite: createLocaleRewrite(() => localePrefixOf(history.location.pathname)),
    });
    rebuildLinksOnPrefixChange(router);
    await router.load();
    const view = await render(<RouterProvider router={router} />);
    unmount = view.unmount;
    const href = () => view.container.querySelector('a')?.getAttribute('href');
    expect(href()).toBe('/ar/jazz');

    await act(async () => history.push('/fr/rock'));
    expect(href()).toBe('/fr/jazz');

    await act(async () => history.back());
    expect(href()).toBe('/ar/jazz');
  });
});

import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type RouterHistory,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { localePrefixOf } from '#contract/locales.ts';
import { createLocaleRewrite } from './locale-rewrite.ts';

/** The rewrite on a real router: routes are defined once, without any locale prefix. */
function routerAt(path: string) {
  const root = createRootRoute();
  const home = createRoute({ getParentRoute: () => root, path: '/' });
  const named = createRoute({ getParentRoute: () => root, path: '/$name' });
  const history: RouterHistory = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({
    routeTree: root.addChildren([home, named]),
    history,
    rewrite: createLocaleRewrite(() => localePrefixOf(history.location.pathname)),
  });
  return { router, history };
}

const url = (href: string) => new URL(href, 'https://portal.test');

describe('locale rewrite', () => {
  it('input strips a known locale prefix before matching', async () => {
    const { router } = routerAt('/ar/rock');
    await router.load();
    expect(router.state.location.pathname).toBe('/rock');
    expect(router.state.matches.at(-1)?.params).toEqual({ name: 'rock' });
  });

  it('input leaves an unknown first segment alone: it is the page name', async () => {
    const { router } = routerAt('/xx');
    await router.load();
    expect(router.state.matches.at(-1)?.params).toEqual({ name: 'xx' });
  });

  it('output re-adds the current prefix to every link', async () => {
    const { router } = routerAt('/ar/rock');
    await router.load();
    expect(router.buildLocation({ to: '/$name', params: { name: 'jazz' } }).publicHref).toBe('/ar/jazz');
    expect(router.buildLocation({ to: '/' }).publicHref).toBe('/ar');
  });

  it('output adds nothing on the unprefixed (default-language) variant', async () => {
    const { router } = routerAt('/rock');
    await router.load();
    expect(router.buildLocation({ to: '/$name', params: { name: 'jazz' } }).publicHref).toBe('/jazz');
  });

  it('follows the address: after moving to /fr/… links carry /fr', async () => {
    const { router, history } = routerAt('/ar/rock');
    await router.load();
    history.push('/fr/rock');
    await router.load();
    expect(router.state.location.pathname).toBe('/rock');
    expect(router.buildLocation({ to: '/' }).publicHref).toBe('/fr');
  });

  it('the input and output functions are inverse on a URL', () => {
    const rewrite = createLocaleRewrite(() => 'de');
    const internal = rewrite.input?.({ url: url('/de/main/rock?x=1') });
    expect(internal instanceof URL && internal.pathname).toBe('/main/rock');
    const external = rewrite.output?.({ url: url('/main/rock?x=1') });
    expect(external instanceof URL && `${external.pathname}${external.search}`).toBe('/de/main/rock?x=1');
  });
});

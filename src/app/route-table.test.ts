import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { localePrefixOf } from '#contract/locales.ts';
import { PAGES } from '#contract/pages.ts';
import { NUMERIC_PARAMS } from '#features/navigation/middleware.ts';
import { createLocaleRewrite } from '#platform/locale/locale-rewrite.ts';
import { scope } from '#test/fixtures.ts';
import { routeTree } from '../routeTree.gen.ts';

/** A concrete address for a route path: numeric ids where the validate rule wants them. */
const sampleFor = (path: string) =>
  path.replace(/\$([A-Za-z]+)/g, (_, name: string) =>
    NUMERIC_PARAMS.has(name) ? '42' : `x-${name.toLowerCase()}`,
  );

function routerAt(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  return createRouter({
    routeTree,
    history,
    context: {
      ...scope(),
      queryClient: new QueryClient(),
      origin: 'http://localhost:3000',
      document: { colorScheme: 'light' },
    },
    rewrite: createLocaleRewrite(() => localePrefixOf(history.location.pathname)),
  });
}

const leafBase = (router: ReturnType<typeof routerAt>, pathname: string) =>
  router.matchRoutes(pathname).at(-1)?.staticData.page?.base;

describe('route table (contract/pages.ts, shell §2)', () => {
  const router = routerAt('/');
  const cases = PAGES.flatMap((page) => page.paths.map((path) => ({ path, base: page.base })));

  it.each(cases)('$path is a route of page $base', ({ path, base }) => {
    expect(leafBase(router, sampleFor(path))).toBe(base);
  });

  it('every page has its own route file: one route per path, none missing', () => {
    const fullPaths = new Set(
      Object.keys(router.routesByPath).map((p) => (p === '/' ? p : p.replace(/\/$/, ''))),
    );
    for (const { path } of cases) expect(fullPaths).toContain(path);
  });

  it('ambiguous shapes resolve as documented', () => {
    expect(leafBase(router, '/music/albums/category/rock')).toBe('music-albums-category');
    expect(leafBase(router, '/articles/premium/sport')).toBe('articles-premium-category');
    expect(leafBase(router, '/video/stream/clip/7')).toBe('video-stream');
    expect(leafBase(router, '/video/yt/stream/7')).toBe('video-ex-stream');
    expect(leafBase(router, '/rock')).toBe('main');
    expect(leafBase(router, '/main/rock')).toBe('main');
  });

  it.each(['', '/ar', '/de'])('the %s variant matches the same pages', async (prefix) => {
    const at = routerAt(`${prefix}/music/albums/nora-vale/42`);
    await at.load().catch(() => undefined);
    expect(at.state.location.pathname).toBe('/music/albums/nora-vale/42');
    expect(at.state.matches.at(-1)?.staticData.page?.base).toBe('music-album');
  });

  it('protected pages are the shell §6 list, plus the wallet (owned items: commerce §6 role user)', () => {
    const bases = PAGES.filter((p) => p.protected).map((p) => p.base);
    expect(bases.sort()).toEqual(
      [
        'wallet',
        'apps-consent',
        'apps-profile',
        'my-payment-methods',
        'my-purchases',
        'parental-control',
        'profile',
        'profile-info',
        'profile-info-service-subscriptions',
        'profile-manage',
        'reward',
      ].sort(),
    );
  });
});

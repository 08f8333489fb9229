// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  HeadContent,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StructureNode } from '#contract/structure.ts';
import type { ApiClient } from '#lib/api-client.ts';
import type { RouterContext } from '#platform/router-context.ts';
import { scope } from '#test/fixtures.ts';
import { pageRouteOptions } from './page-route.ts';

const title = 'Hits </script><script>alert(1)</script>';
const album: StructureNode = {
  name: 'page',
  data: { title },
  substructure: [
    {
      name: 'detail',
      data: {
        title,
        imageUrl: '/media/artwork/1.svg',
        customProperties: { id: 1, kind: 'album', slug: 'hits', ageRating: 0 },
      },
    },
  ],
};

describe('server-rendered head of a page route', () => {
  it('carries the Open Graph tags, the canonical and the escaped JSON-LD script in <head>, with no window', async () => {
    const api: ApiClient = { call: async () => album as never };
    const root = createRootRouteWithContext<RouterContext>()({
      beforeLoad: () => ({ locale: 'en' as const, prefix: undefined }),
      component: () => (
        <html lang="en">
          <head>
            <HeadContent />
          </head>
          <body>
            <Outlet />
          </body>
        </html>
      ),
    });
    const page = createRoute({
      getParentRoute: () => root,
      path: '/music/albums/$artist/$album',
      ...pageRouteOptions('music-album', { component: () => <main>album</main> }),
    });
    const router = createRouter({
      routeTree: root.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/music/albums/hits/1'] }),
      context: {
        ...scope({ api, locale: 'en' }),
        queryClient: new QueryClient(),
        origin: 'https://portal.example',
        document: { colorScheme: 'light' },
      } as RouterContext,
      isServer: true,
    });
    await router.load();
    const html = renderToString(<RouterProvider router={router} />);
    const headHtml = html.slice(0, html.indexOf('</head>'));
    expect(headHtml).toContain('<link rel="canonical" href="https://portal.example/music/albums/hits/1"');
    expect(headHtml).toContain('<meta property="og:type" content="music.album"');
    expect(headHtml).toContain(
      '<meta property="og:image" content="https://portal.example/media/artwork/1.png"',
    );
    const ld = headHtml.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)?.[1];
    expect(ld).toBeDefined();
    expect(JSON.parse(ld ?? '{}')).toMatchObject({ '@type': 'MusicAlbum', name: title });
    expect(html).not.toContain('<script>alert(1)');
  });
});

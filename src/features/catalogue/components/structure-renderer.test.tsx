import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StructureNode } from '../../../../contract/structure.ts';
import { AppProviders } from '../../../app/providers.tsx';
import { activateLocale } from '../../../lib/i18n.ts';
import { samplePage, scope } from '../../../test/fixtures.ts';
import { render } from '../../../test/render.tsx';
import { localePrefixOf } from '../../locale/locale-path.ts';
import { createLocaleRewrite } from '../../locale/locale-rewrite.ts';
import { EAGER_IMAGE_COUNT } from './eager-images.ts';
import { StructureRenderer } from './structure-renderer.tsx';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());
beforeAll(() => activateLocale('ar'));

/** The renderer inside the app's real providers and a router on an Arabic address. */
async function renderStructure(node: StructureNode, path = '/ar') {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <StructureRenderer node={node} /> }),
    history,
    rewrite: createLocaleRewrite(() => localePrefixOf(history.location.pathname)),
  });
  await router.load();
  const view = await render(
    <AppProviders queryClient={new QueryClient()} scope={scope()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  unmount = view.unmount;
  return view.container;
}

describe('structure renderer', () => {
  it('renders the page title as the one h1, and each rail as a titled section with a list', async () => {
    const page = await renderStructure(samplePage);
    expect([...page.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Welcome']);
    const rails = [...page.querySelectorAll('section')].filter((s) => s.querySelector('ul'));
    expect(rails.map((rail) => rail.querySelector('h2')?.textContent)).toEqual(['Top tracks', 'Partners']);
    const [top] = rails;
    expect(top?.getAttribute('aria-labelledby')).toBe(top?.querySelector('h2')?.id);
    expect(top?.querySelectorAll('li')).toHaveLength(3);
  });

  it('renders the substructure of node kinds it does not know', async () => {
    const page = await renderStructure(samplePage);
    expect(page.textContent).toContain('Partner site');
  });

  it('renders a card as a link with artwork, title and subtitle', async () => {
    const page = await renderStructure(samplePage);
    const link = [...page.querySelectorAll('a')].find((a) => a.textContent?.includes('Track 1'));
    expect(link?.getAttribute('href')).toBe('/ar/main/track-1');
    const title = page.querySelector(`#${CSS.escape(link?.getAttribute('aria-labelledby') ?? '')}`);
    expect(title?.textContent).toBe('Track 1');
    expect(link?.textContent).toContain('Artist 1');
  });

  it('gives card artwork a square intrinsic size, an empty alt (the title is visible) and lazy loading after the first few', async () => {
    const page = await renderStructure(samplePage);
    const images = [...page.querySelectorAll('img')];
    const art = [...page.querySelectorAll('[data-node="card"]')]
      .find((card) => card.textContent?.includes('Track 1'))
      ?.querySelector('img');
    expect(art?.getAttribute('alt')).toBe('');
    expect(art?.getAttribute('width')).toBe(art?.getAttribute('height'));
    expect(art?.getAttribute('width')).toBeTruthy();
    const loading = images.map((img) => img.getAttribute('loading'));
    expect(loading.slice(0, EAGER_IMAGE_COUNT).every((l) => l === 'eager')).toBe(true);
    expect(loading.slice(EAGER_IMAGE_COUNT).every((l) => l === 'lazy')).toBe(true);
  });

  it('links off-site clickUrls with a plain anchor', async () => {
    const page = await renderStructure(samplePage);
    const partner = [...page.querySelectorAll('a')].find((a) => a.textContent?.includes('Partner site'));
    expect(partner?.getAttribute('href')).toBe('https://partner.test/x');
    expect(partner?.getAttribute('rel')).toContain('noopener');
  });

  it('gives protocol-less image URLs https (shell §5)', async () => {
    const page = await renderStructure(samplePage);
    expect(page.querySelector('img')?.getAttribute('src')).toBe('https://cdn.test/hero.svg');
  });

  it('labels the rail scroll buttons in the active language', async () => {
    const page = await renderStructure(samplePage);
    const labels = [...page.querySelectorAll('section button')].map((b) => b.textContent);
    expect(labels).toContain('عرض العناصر التالية');
  });
});

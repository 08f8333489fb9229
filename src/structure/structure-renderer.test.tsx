import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StructureNode } from '#contract/structure.ts';
import { activateLocale } from '#lib/i18n.ts';
import { samplePage } from '#test/fixtures.ts';
import { renderStructure as renderPage } from '#test/structure-test-kit.tsx';
import { EAGER_IMAGE_COUNT } from './eager-images.ts';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());
beforeAll(() => activateLocale('ar'));

/** The renderer inside the app's real providers and a router on an Arabic address. */
async function renderStructure(node: StructureNode, path = '/ar') {
  const view = await renderPage(node, { path });
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
    // Named by its content (label in name, WCAG 2.5.3): the visible title first, then the subtitle.
    expect(link?.hasAttribute('aria-labelledby')).toBe(false);
    expect(link?.hasAttribute('aria-label')).toBe(false);
    expect(link?.textContent).toMatch(/^Track 1.*Artist 1/);
  });

  it('gives card artwork a square intrinsic size, an empty alt (the title is visible) and defers all but the first few', async () => {
    const page = await renderStructure(samplePage);
    const art = [...page.querySelectorAll('[data-node="card"]')]
      .find((card) => card.textContent?.includes('Track 1'))
      ?.querySelector('img');
    expect(art?.getAttribute('alt')).toBe('');
    expect(art?.getAttribute('width')).toBe(art?.getAttribute('height'));
    expect(art?.getAttribute('width')).toBeTruthy();
    // The first few images load at once; the rest wait until they come within 1.3 viewports (shell §9).
    const frames = [...page.querySelectorAll('[data-image]')];
    const eager = frames.slice(0, EAGER_IMAGE_COUNT);
    expect(eager.every((f) => f.querySelector('img')?.getAttribute('loading') === 'eager')).toBe(true);
    expect(frames.slice(EAGER_IMAGE_COUNT).every((f) => f.getAttribute('data-image') === 'waiting')).toBe(
      true,
    );
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

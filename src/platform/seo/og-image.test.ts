import { describe, expect, it } from 'vitest';
import { artworkPreviewUrl } from '#contract/artwork.ts';
import { detailPage, headOf, jsonLdOf, metaOf } from './head-fixtures.ts';
import { pageHead } from './page-head.ts';

const headWith = (image: string) =>
  pageHead({
    origin: 'https://portal.test',
    pathname: '/',
    search: {},
    prefix: undefined,
    locale: 'en',
    siteName: 'Demo Media',
    image,
  });

describe('link preview images (og:image, twitter:image)', () => {
  it('generated cover art is linked as its 1200×630 PNG, absolute, with its type and size', () => {
    const head = headWith('/media/artwork/42.svg');
    expect(metaOf(head, 'og:image')).toBe('https://portal.test/media/artwork/42.png');
    expect(metaOf(head, 'og:image:type')).toBe('image/png');
    expect(metaOf(head, 'og:image:width')).toBe('1200');
    expect(metaOf(head, 'og:image:height')).toBe('630');
    expect(metaOf(head, 'twitter:image')).toBe('https://portal.test/media/artwork/42.png');
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
  });

  it("the image's structured properties follow og:image, as Open Graph reads them", () => {
    const keys = headWith('/media/artwork/42.svg').meta.map((tag) => tag.property);
    const at = keys.indexOf('og:image');
    expect(keys.slice(at, at + 5)).toEqual([
      'og:image',
      'og:image:type',
      'og:image:width',
      'og:image:height',
      'og:image:alt',
    ]);
  });

  it('any other picture is linked as it is, without a type or size the head cannot know', () => {
    for (const image of [
      'https://cdn.test/hero.jpg',
      '/media/artwork/42/banner.svg',
      '/media/artwork/042.svg',
    ]) {
      const head = headWith(image);
      expect(metaOf(head, 'og:image'), image).toBe(new URL(image, 'https://portal.test').href);
      expect(metaOf(head, 'twitter:image'), image).toBe(new URL(image, 'https://portal.test').href);
      expect(metaOf(head, 'og:image:type'), image).toBeUndefined();
      expect(metaOf(head, 'og:image:width'), image).toBeUndefined();
    }
  });

  it('only absolute cover art URLs with a contract item id have a PNG beside them', () => {
    expect(artworkPreviewUrl('http://localhost:5173/media/artwork/2147483647.svg')).toBe(
      'http://localhost:5173/media/artwork/2147483647.png',
    );
    expect(artworkPreviewUrl('/media/artwork/42.svg')).toBeUndefined();
    expect(artworkPreviewUrl('https://portal.test/media/artwork/0.svg')).toBeUndefined();
    expect(artworkPreviewUrl('https://portal.test/media/artwork/42.svg?v=2')).toBeUndefined();
    expect(artworkPreviewUrl('https://portal.test/x/media/artwork/42.svg')).toBeUndefined();
  });

  it('JSON-LD keeps the square SVG (search engines read SVG; previews are the ones that need PNG)', () => {
    const head = headOf(
      'music-album',
      detailPage({ title: 'Midnight Signals', imageUrl: '/media/artwork/1.svg', props: { kind: 'album' } }),
    );
    expect(metaOf(head, 'og:image')).toBe('https://portal.test/media/artwork/1.png');
    expect(jsonLdOf(head).image).toBe('https://portal.test/media/artwork/1.svg');
  });
});

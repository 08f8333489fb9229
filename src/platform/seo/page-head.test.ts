import { describe, expect, it } from 'vitest';
import { pageByBase } from '#contract/pages.ts';
import {
  canonicalPathname,
  canonicalSearch,
  ogLocale,
  ogLocaleAlternates,
  type PageHeadInput,
  pageHead,
} from './page-head.ts';

const input = (overrides: Partial<PageHeadInput> = {}): PageHeadInput => ({
  origin: 'https://portal.test',
  pathname: '/music/list',
  search: {},
  prefix: 'ar',
  locale: 'ar',
  siteName: 'Demo Media',
  title: 'Music',
  ...overrides,
});

const linkHref = (head: ReturnType<typeof pageHead>, rel: string, hrefLang?: string) =>
  head.links.find((l) => l.rel === rel && l.hrefLang === hrefLang)?.href;

describe('page head (shell §2 SEO)', () => {
  it('has one alternate per locale plus the unprefixed x-default', () => {
    const head = pageHead(input());
    expect(linkHref(head, 'alternate', 'de')).toBe('https://portal.test/de/music/list');
    expect(linkHref(head, 'alternate', 'ar')).toBe('https://portal.test/ar/music/list');
    expect(linkHref(head, 'alternate', 'x-default')).toBe('https://portal.test/music/list');
    expect(head.links.filter((l) => l.rel === 'alternate')).toHaveLength(7);
  });

  it('the canonical is the current variant with only whitelisted query parameters', () => {
    const head = pageHead(input({ search: { page: '2', status: '200', utm_source: 'x', q: 'rock' } }));
    expect(linkHref(head, 'canonical')).toBe('https://portal.test/ar/music/list?page=2&q=rock');
    expect(canonicalSearch({ genre: 'pop', session_id: '1' })).toBe('?genre=pop');
  });

  it('the unprefixed variant is canonical for itself and the home page has no trailing slash', () => {
    const head = pageHead(input({ pathname: '/', prefix: undefined, locale: 'en' }));
    expect(linkHref(head, 'canonical')).toBe('https://portal.test/');
    expect(linkHref(head, 'alternate', 'fr')).toBe('https://portal.test/fr');
  });

  it('og:locale uses the underscore form; the other locales are og:locale:alternate', () => {
    const head = pageHead(input());
    expect(ogLocale('ar')).toBe('ar_SA');
    expect(head.meta).toContainEqual({ property: 'og:locale', content: 'ar_SA' });
    expect(ogLocaleAlternates('ar')).toEqual(['en_US', 'fr_FR', 'de_DE', 'es_ES', 'ro_RO']);
  });

  it('the title carries the tenant name', () => {
    expect(pageHead(input()).meta[0]).toEqual({ title: 'Music · Demo Media' });
    expect(pageHead(input({ title: undefined })).meta[0]).toEqual({ title: 'Demo Media' });
  });
});

describe('canonical path of page aliases (shell §2: /{name} is the same page as /main/{name})', () => {
  it('the catch-all /{name} and /search-q point at their first path', () => {
    const main = pageByBase('main')!;
    expect(canonicalPathname(main, { name: 'rock' }, '/rock')).toBe('/main/rock');
    expect(canonicalPathname(main, { name: 'rock' }, '/main/rock')).toBe('/main/rock');
    expect(canonicalPathname(pageByBase('search')!, {}, '/search-q')).toBe('/search');
  });

  it('a path with extra slug segments stays itself', () => {
    const artist = pageByBase('music-artist')!;
    expect(canonicalPathname(artist, { artistName: 'nora', id: '7' }, '/music/artists/nora/7')).toBe(
      '/music/artists/nora/7',
    );
  });
});

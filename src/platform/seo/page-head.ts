import { LOCALE_CODES, type LocaleCode, localeIso } from '#contract/locales.ts';
import type { PageDef } from '#contract/pages.ts';
import { withLocalePrefix } from '../locale/locale-path.ts';

/**
 * Query parameters that change what a page shows and so belong in its canonical URL: page (list
 * paging), q (search text) and genre (filtered lists). Everything else (tracking, purchase returns,
 * session ids) would split one page into many duplicates for search engines.
 */
export const CANONICAL_QUERY_WHITELIST = ['page', 'q', 'genre'] as const;

export interface PageHeadInput {
  origin: string;
  /** Route path without locale prefix. */
  pathname: string;
  search: Record<string, unknown>;
  /** The address's locale prefix; undefined on the unprefixed (default-language) variant. */
  prefix: LocaleCode | undefined;
  locale: LocaleCode;
  siteName: string;
  title?: string;
  description?: string;
}

type Tag = Record<string, string>;
export interface PageHead {
  meta: Tag[];
  links: Tag[];
}

export function canonicalSearch(search: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const name of CANONICAL_QUERY_WHITELIST) {
    const value = search[name];
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

const paramNames = (path: string) =>
  (path.match(/\$[A-Za-z]+/g) ?? [])
    .map((name) => name.slice(1))
    .sort()
    .join();

/**
 * Aliases of one page (/{name} = /main/{name}, /search-q = /search) share one canonical path: the
 * page's first path with the same parameters. Paths with extra slug segments stay themselves.
 */
export function canonicalPathname(page: PageDef, params: Record<string, string>, pathname: string): string {
  const names = Object.keys(params).sort().join();
  const first = page.paths.find((path) => paramNames(path) === names);
  if (!first) return pathname;
  return first.replace(/\$([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** og:locale wants ll_CC (ar_SA), not the BCP 47 ll-CC. */
export const ogLocale = (code: LocaleCode): string => localeIso(code).replace('-', '_');

/** og:locale:alternate values: every other locale (rendered by OgLocaleAlternates, see there). */
export const ogLocaleAlternates = (locale: LocaleCode): string[] =>
  LOCALE_CODES.filter((code) => code !== locale).map(ogLocale);

/** Title, description, alternates per locale variant (+ x-default), canonical and Open Graph tags. */
export function pageHead(input: PageHeadInput): PageHead {
  const { origin, pathname, prefix, locale, siteName } = input;
  const query = canonicalSearch(input.search);
  const urlFor = (code: LocaleCode | undefined) => `${origin}${withLocalePrefix(pathname, code)}${query}`;
  const canonical = urlFor(prefix);
  const title = input.title ? `${input.title} · ${siteName}` : siteName;
  const description = input.description ?? input.title ?? siteName;
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:site_name', content: siteName },
      { property: 'og:type', content: 'website' },
      { property: 'og:locale', content: ogLocale(locale) },
    ],
    links: [
      { rel: 'canonical', href: canonical },
      ...LOCALE_CODES.map((code) => ({ rel: 'alternate', hrefLang: code, href: urlFor(code) })),
      { rel: 'alternate', hrefLang: 'x-default', href: urlFor(undefined) },
    ],
  };
}

import { LOCALE_CODES, type LocaleCode, localeIso } from '../../../contract/locales.ts';
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

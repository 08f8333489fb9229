import { ARTWORK_PREVIEW, artworkPreviewUrl } from '#contract/artwork.ts';
import { LOCALE_CODES, type LocaleCode, localeIso } from '#contract/locales.ts';
import type { PageDef } from '#contract/pages.ts';
import { withLocalePrefix } from '../locale/locale-path.ts';
import { itemJsonLd, jsonLdScript, siteJsonLd } from './json-ld.ts';
import { familyOpenGraph } from './open-graph.ts';
import { familyOf, ogTypeOf, type SeoLinks } from './seo-family.ts';
import type { SeoItem } from './seo-item.ts';

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
  /** Shell §3 seoTabNames: the page's tab name; the title reads "<page> | <tab name>". */
  tabName?: string;
  /** Shell §3 metaData: the site's description, for pages without their own. */
  siteDescription?: string;
  /** The page's picture (its item's, else its hero's); made absolute against `origin`. */
  image?: string;
  /** A details page's item: og:type, its family's Open Graph properties and JSON-LD. */
  item?: SeoItem;
}

type Tag = Record<string, string>;
export interface PageHead {
  meta: Tag[];
  links: Tag[];
  scripts: { type: string; children: string }[];
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

/** An absolute URL: portal paths get the origin and the page's locale prefix; absolute URLs stay. */
const absolute = (origin: string, prefix: LocaleCode | undefined, path: string) =>
  /^https?:\/\//.test(path) ? path : `${origin}${withLocalePrefix(path, prefix)}`;

/** og:image and the Twitter card: a large card when the page has a picture, the summary card otherwise. */
function pictureTags(image: string | undefined, alt: string): Tag[] {
  if (!image) return [{ name: 'twitter:card', content: 'summary' }];
  // Preview services show no SVG: generated art is linked as its PNG, whose type and size are known.
  const preview = artworkPreviewUrl(image);
  return [
    { property: 'og:image', content: preview ?? image },
    ...(preview
      ? [
          { property: 'og:image:type', content: ARTWORK_PREVIEW.type },
          { property: 'og:image:width', content: String(ARTWORK_PREVIEW.width) },
          { property: 'og:image:height', content: String(ARTWORK_PREVIEW.height) },
        ]
      : []),
    { property: 'og:image:alt', content: alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: preview ?? image },
    { name: 'twitter:image:alt', content: alt },
  ];
}

/** "<page> | <tab name>" when the configuration names the page's tab, else "<page> · <site>". */
export function documentTitle({
  title,
  tabName,
  siteName,
}: Pick<PageHeadInput, 'title' | 'tabName' | 'siteName'>) {
  if (tabName) return title && title !== tabName ? `${title} | ${tabName}` : tabName;
  return title ? `${title} · ${siteName}` : siteName;
}

/**
 * Title, description, alternates per locale variant (+ x-default), canonical, Open Graph and
 * Twitter tags, and the JSON-LD of a details page's item (of the site on the home page).
 */
export function pageHead(input: PageHeadInput): PageHead {
  const { origin, pathname, prefix, locale, siteName, item } = input;
  const query = canonicalSearch(input.search);
  const urlFor = (code: LocaleCode | undefined) => `${origin}${withLocalePrefix(pathname, code)}${query}`;
  const canonical = urlFor(prefix);
  const title = documentTitle(input);
  // A details item is named alone (og:site_name names the site); other pages keep the site in the name.
  const shareTitle = item?.title ?? title;
  const description = input.description ?? input.siteDescription ?? input.title ?? siteName;
  const image = input.image ? new URL(input.image, origin).href : undefined;
  const links: SeoLinks = {
    url: canonical,
    siteName,
    href: (path) => absolute(origin, prefix, path),
    ...(image ? { image } : {}),
  };
  const family = item && familyOf(item);
  const jsonLd = item ? itemJsonLd(item, family, links) : pathname === '/' ? siteJsonLd(links) : undefined;
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: shareTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:site_name', content: siteName },
      { property: 'og:type', content: ogTypeOf(family) },
      { property: 'og:locale', content: ogLocale(locale) },
      ...pictureTags(image, shareTitle),
      { name: 'twitter:title', content: shareTitle },
      { name: 'twitter:description', content: description },
      ...(item ? familyOpenGraph(family, item, links) : []),
    ],
    links: [
      { rel: 'canonical', href: canonical },
      ...LOCALE_CODES.map((code) => ({ rel: 'alternate', hrefLang: code, href: urlFor(code) })),
      { rel: 'alternate', hrefLang: 'x-default', href: urlFor(undefined) },
    ],
    scripts: jsonLd ? [jsonLdScript(jsonLd)] : [],
  };
}

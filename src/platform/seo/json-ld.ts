import { compact, FAMILY_LD, type JsonLd } from './json-ld-families.ts';
import type { SeoFamily, SeoLinks } from './seo-family.ts';
import type { SeoItem } from './seo-item.ts';

/** The schema.org description of a details page's item; undefined for kinds schema.org has no type for here. */
export function itemJsonLd(
  item: SeoItem,
  family: SeoFamily | undefined,
  links: SeoLinks,
): JsonLd | undefined {
  if (!family) return undefined;
  const specific = FAMILY_LD[family](item, links);
  return compact({
    '@context': 'https://schema.org',
    '@type': specific['@type'],
    name: item.title,
    description: item.description,
    url: links.url,
    image: links.image,
    ...specific,
  });
}

/** The home page names the site (schema.org WebSite: the site name search engines show). */
export const siteJsonLd = (links: SeoLinks): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: links.siteName,
  url: links.url,
});

/** Characters that could end the script element or break it in old parsers, as JSON escapes. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON-LD as the text of a <script type="application/ld+json">: the router writes it unescaped
 * (innerHTML), so a title holding "</script>" must not close the element.
 */
export const jsonLdText = (ld: JsonLd): string =>
  JSON.stringify(ld).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** The head() scripts entry of a JSON-LD object. */
export const jsonLdScript = (ld: JsonLd) => ({ type: 'application/ld+json', children: jsonLdText(ld) });

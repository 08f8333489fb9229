import type { LocaleCode } from '#contract/locales.ts';
import type { StructureNode } from '#contract/structure.ts';
import { type PageHead, pageHead } from './page-head.ts';
import { pageImageOf, seoItemOf } from './seo-item.ts';

/** Test helpers: structure answers shaped as the server's details pages, and what their head says. */

export const ORIGIN = 'https://portal.test';

type Data = NonNullable<StructureNode['data']>;

/** A card of a list (track row, album card). */
export const card = (kind: string, title: string, clickUrl: string, extra: Record<string, unknown> = {}) => ({
  name: 'card',
  data: { title, clickUrl, customProperties: { id: 1, kind, slug: 's', ageRating: 0, ...extra } },
});

export const list = (name: string, ...cards: StructureNode[]): StructureNode => ({
  name,
  data: { customProperties: { hasMore: false } },
  substructure: cards,
});

/** A details page: the page node, its `detail` header (item props merged over defaults) and lists. */
export function detailPage(
  detail: Omit<Data, 'customProperties'> & { props: Record<string, unknown> },
  ...lists: StructureNode[]
): StructureNode {
  const { props, ...data } = detail;
  return {
    name: 'page',
    data: { title: data.title, subTitle: data.subTitle },
    substructure: [
      { name: 'detail', data: { ...data, customProperties: { id: 7, slug: 's', ageRating: 0, ...props } } },
      ...lists,
    ],
  };
}

/** The head of a contract page built from its structure, as the page route's loader and head() do. */
export function headOf(
  base: string,
  node: StructureNode,
  at: { pathname?: string; prefix?: LocaleCode } = {},
): PageHead {
  const item = seoItemOf(base, node);
  const image = pageImageOf(node);
  return pageHead({
    origin: ORIGIN,
    pathname: at.pathname ?? '/details',
    search: {},
    prefix: at.prefix,
    locale: at.prefix ?? 'en',
    siteName: 'Demo Media',
    ...(node.data?.title ? { title: node.data.title } : {}),
    ...(image ? { image } : {}),
    ...(item ? { item } : {}),
  });
}

/** The content of the meta tag with this property or name. */
export const metaOf = (head: PageHead, key: string) =>
  head.meta.find((tag) => tag.property === key || tag.name === key)?.content;

/** The page's JSON-LD object (the one ld+json script), parsed. */
export function jsonLdOf(head: PageHead): Record<string, unknown> {
  const [script] = head.scripts;
  if (!script) throw new Error('The head has no JSON-LD script');
  return JSON.parse(script.children) as Record<string, unknown>;
}

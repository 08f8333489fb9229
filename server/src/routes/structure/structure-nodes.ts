import type { LocaleCode } from '../../../../contract/locales.ts';
import type { StructureNode } from '../../../../contract/structure.ts';
import type { CatalogueItemRow } from '../../db/schema/catalogue.ts';
import { type LocalizedText, pickText } from '../../db/schema/localized-text.ts';
import type { StructureSectionRow } from '../../db/schema/structure.ts';
import { artworkUrl, itemClickUrl } from './click-urls.ts';
import type { ItemPage, ListedItem } from './section-items.ts';

export interface NodeContext {
  lang: LocaleCode;
  origin: string;
}

type NodeData = NonNullable<StructureNode['data']>;

/** The fields every item node shares: title, subtitle, artwork, its page and what the portal needs to act on it. */
export function itemData(item: ListedItem, ctx: NodeContext): NodeData {
  const clickUrl = itemClickUrl(item);
  const { position, durationSec, price, premium, appType, publishedAt } = item.props;
  return {
    title: pickText(item.titles, ctx.lang),
    ...(item.subtitles ? { subTitle: pickText(item.subtitles, ctx.lang) } : {}),
    imageUrl: artworkUrl(ctx.origin, item.id),
    ...(clickUrl ? { clickUrl } : {}),
    customProperties: {
      id: item.id,
      kind: item.kind,
      slug: item.slug,
      ageRating: item.ageRating,
      ...(position === undefined ? {} : { position }),
      ...(durationSec === undefined ? {} : { durationSec }),
      ...(price ? { price } : {}),
      ...(premium ? { premium } : {}),
      ...(appType ? { appType } : {}),
      ...(publishedAt ? { publishedAt } : {}),
    },
  };
}

export const cardNode = (item: ListedItem, ctx: NodeContext): StructureNode => ({
  name: 'card',
  data: itemData(item, ctx),
});

export interface ListSpec {
  title?: LocalizedText;
  /** "See all" page of a rail. */
  moreUrl?: string;
  /** Fragment id the portal pages with (GET /structure/{name}/fragment/{fragmentId}?lastId=…). */
  fragmentId?: string;
  /** Size of the whole list, when the page shows it (an album's track count). */
  total?: number;
  /** The item the address named (an album link ending in one of its tracks): shown marked, ready to play. */
  highlightId?: number;
}

/** contract/structure-props.ts PagingSchema: how the portal asks for the next page of this list. */
function pagingProps(spec: ListSpec, page: ItemPage) {
  const last = page.items.at(-1);
  const more = page.hasMore && page.offset !== undefined;
  return {
    ...(spec.fragmentId ? { fragmentId: spec.fragmentId } : {}),
    hasMore: page.hasMore,
    ...(page.hasMore && last ? { lastId: String(last.id) } : {}),
    ...(page.offset === undefined ? {} : { offset: page.offset }),
    ...(more ? { nextOffset: (page.offset ?? 0) + page.items.length } : {}),
    ...(page.paged ? { paged: true } : {}),
    ...(spec.total === undefined ? {} : { total: spec.total }),
    ...(spec.highlightId === undefined ? {} : { highlightId: spec.highlightId }),
  };
}

/** A list of cards (rail or grid); null for an empty rail, which pages leave out. */
export function listNode(
  name: 'rail' | 'grid' | 'track-list',
  spec: ListSpec,
  page: ItemPage,
  ctx: NodeContext,
): StructureNode | null {
  if (name === 'rail' && page.items.length === 0) return null;
  return {
    name,
    data: {
      ...(spec.title ? { title: pickText(spec.title, ctx.lang) } : {}),
      ...(spec.moreUrl ? { clickUrl: spec.moreUrl } : {}),
      customProperties: pagingProps(spec, page),
    },
    substructure: page.items.map((item) => cardNode(item, ctx)),
  };
}

/** Hero: the first item, large; null when the rating filter leaves nothing. */
export function heroNode(
  title: LocalizedText | null,
  page: ItemPage,
  ctx: NodeContext,
): StructureNode | null {
  const [item] = page.items;
  if (!item) return null;
  const data = itemData(item, ctx);
  const label = title ? { label: pickText(title, ctx.lang) } : {};
  return { name: 'hero', data: { ...data, customProperties: { ...data.customProperties, ...label } } };
}

/** A stored section of a named structure (home, main-*), rendered by its kind. */
export function sectionNode(
  section: StructureSectionRow,
  page: ItemPage,
  ctx: NodeContext,
): StructureNode | null {
  if (section.kind === 'hero') return heroNode(section.titles, page, ctx);
  const spec: ListSpec = { fragmentId: section.slug };
  if (section.titles) spec.title = section.titles;
  if (section.moreUrl) spec.moreUrl = section.moreUrl;
  return listNode('rail', spec, page, ctx);
}

/**
 * The header of a details page: the item itself with its description and its family's facts
 * (contract DetailPropsSchema). An article's body is its reading view's, never the header's.
 */
export function detailNode(item: CatalogueItemRow, ctx: NodeContext, extra: Record<string, unknown> = {}) {
  const data = itemData(item, ctx);
  const { body } = item.props;
  const description = body && item.kind !== 'article' ? pickText(body, ctx.lang) : data.subTitle;
  return {
    name: 'detail',
    data: {
      ...data,
      customProperties: { ...data.customProperties, ...(description ? { description } : {}), ...extra },
    },
  } satisfies StructureNode;
}

/** Plain text: a heading and paragraphs separated by a blank line. */
export const textNode = (title: string, body: string): StructureNode => ({
  name: 'text',
  data: { title, customProperties: { body } },
});

/**
 * Where the signed-in user's in-progress videos show (the portal fills it from GET /user/history; visitors and
 * users with nothing in progress see nothing). It carries no user data, so the page stays shared and cached.
 */
export const continueWatchingNode = (): StructureNode => ({
  name: 'continue-watching',
  data: { customProperties: { contentType: 'VIDEO' } },
});

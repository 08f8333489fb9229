import type { LocaleCode } from '../../../../contract/locales.ts';
import type { StructureNode } from '../../../../contract/structure.ts';
import type { CatalogueItemRow } from '../../db/schema/catalogue.ts';
import { type LocalizedText, pickText } from '../../db/schema/localized-text.ts';
import type { StructureSectionRow } from '../../db/schema/structure.ts';
import { artworkUrl, itemClickUrl } from './click-urls.ts';
import type { ItemPage } from './section-items.ts';

export interface NodeContext {
  lang: LocaleCode;
  origin: string;
}

function itemData(item: CatalogueItemRow, ctx: NodeContext): NonNullable<StructureNode['data']> {
  return {
    title: pickText(item.titles, ctx.lang),
    ...(item.subtitles ? { subTitle: pickText(item.subtitles, ctx.lang) } : {}),
    imageUrl: artworkUrl(ctx.origin, item.id),
    clickUrl: itemClickUrl(item),
    customProperties: { id: item.id, kind: item.kind, ageRating: item.ageRating },
  };
}

export const cardNode = (item: CatalogueItemRow, ctx: NodeContext): StructureNode => ({
  name: 'card',
  data: itemData(item, ctx),
});

const sectionTitle = (titles: LocalizedText | null, lang: LocaleCode) =>
  titles ? { title: pickText(titles, lang) } : {};

/** Hero: the section's first item, large; null when the rating filter leaves nothing. */
export function heroNode(
  section: StructureSectionRow,
  page: ItemPage,
  ctx: NodeContext,
): StructureNode | null {
  const [item] = page.items;
  if (!item) return null;
  const data = itemData(item, ctx);
  const label = section.titles ? { label: pickText(section.titles, ctx.lang) } : {};
  return { name: 'hero', data: { ...data, customProperties: { ...data.customProperties, ...label } } };
}

/** Rail of cards; customProperties tell the portal how to fetch the next page as a fragment. */
export function railNode(
  section: StructureSectionRow,
  page: ItemPage,
  ctx: NodeContext,
): StructureNode | null {
  if (page.items.length === 0) return null;
  const last = page.items.at(-1);
  return {
    name: 'rail',
    data: {
      ...sectionTitle(section.titles, ctx.lang),
      ...(section.moreUrl ? { clickUrl: section.moreUrl } : {}),
      customProperties: {
        fragmentId: section.slug,
        hasMore: page.hasMore,
        ...(page.hasMore && last ? { lastId: String(last.id) } : {}),
      },
    },
    substructure: page.items.map((item) => cardNode(item, ctx)),
  };
}

export const sectionNode = (section: StructureSectionRow, page: ItemPage, ctx: NodeContext) =>
  section.kind === 'hero' ? heroNode(section, page, ctx) : railNode(section, page, ctx);

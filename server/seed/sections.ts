import type { CatalogueKind } from '../src/db/schema/catalogue.ts';
import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import type { SeedSection } from './seed-types.ts';

/** The single most popular item of these kinds, shown large at the top of a page. */
export const hero = (slug: string, titles: LocalizedText, itemKinds: CatalogueKind[]): SeedSection => ({
  slug,
  kind: 'hero',
  titles,
  itemKinds,
  orderBy: 'popular',
  itemLimit: 1,
});

/** A horizontal rail of up to 12 cards with a "see all" link. */
export const rail = (
  slug: string,
  titles: LocalizedText,
  itemKinds: CatalogueKind[],
  orderBy: SeedSection['orderBy'],
  moreUrl: string,
): SeedSection => ({ slug, kind: 'rail', titles, itemKinds, orderBy, itemLimit: 12, moreUrl });

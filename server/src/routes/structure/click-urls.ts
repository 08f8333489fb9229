import type { CatalogueItemRow } from '../../db/schema/catalogue.ts';

/** URL-safe lower-case words, e.g. "Nora Vale" → "nora-vale"; empty input gives "item". */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}

/** Portal route of an item's detail page (shell §2 routes, unprefixed: the portal adds the locale). */
export function itemClickUrl(item: CatalogueItemRow): string {
  const { id, slug } = item;
  switch (item.kind) {
    case 'album':
      return `/music/albums/${slugify(item.subtitles?.en ?? slug)}/${id}`;
    case 'track':
      return `/music/tracks/${slug}/${id}`;
    case 'video':
      return `/video/details/${slug}/${id}`;
    case 'series':
      return `/video/series/details/${slug}/${id}`;
    case 'podcast':
      return `/podcast/details/${slug}/${id}`;
    case 'audiobook':
      return `/audiobook/details/${slug}/${id}`;
    case 'game':
      return `/games/details/${slug}/${id}`;
    case 'article':
      return `/articles/latest/${id}`;
  }
}

export const artworkUrl = (origin: string, itemId: number): string => `${origin}/media/artwork/${itemId}.svg`;

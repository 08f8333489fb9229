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

type Item = Pick<CatalogueItemRow, 'id' | 'kind' | 'slug' | 'props' | 'subtitles'>;

function articleUrl({ id, slug, props }: Item): string {
  const category = props.category ?? 'all';
  if (props.section === 'news') return `/news/${category}/${props.subcategory ?? category}/${slug}/${id}`;
  const base = props.premium ? '/articles/premium' : '/articles';
  return props.subcategory ? `${base}/${category}/${props.subcategory}/${id}` : `${base}/${category}/${id}`;
}

function categoryUrl({ slug, props }: Item): string {
  const base = props.section === 'news' ? '/news' : '/articles';
  return props.category ? `${base}/${props.category}/${slug}` : `${base}/${slug}`;
}

function videoUrl({ id, slug, props }: Item): string {
  if (props.source) return `/video/${props.source}/details/${slug}/${id}`;
  if (props.artist) return `/music/video/details/${id}`;
  return `/video/details/${slug}/${id}`;
}

/**
 * Portal route of an item's page (shell §2, commerce §2 content path shapes; unprefixed, the
 * portal adds the locale). Every shape matches a PAGES path whose key finds the item; chapters
 * have no page of their own (they play inside their audiobook), so they have no URL.
 */
export function itemClickUrl(item: Item): string | undefined {
  const { id, slug, props } = item;
  switch (item.kind) {
    case 'album':
      return `/music/albums/${props.artist ?? slugify(item.subtitles?.en ?? slug)}/${id}`;
    case 'track':
      return `/music/tracks/${slug}/${id}`;
    case 'artist':
      return `/music/artists/${slug}/${id}`;
    case 'playlist':
      return `/music/playlists/${slug}/${id}`;
    case 'music-genre':
      return `/music/genre/${slug}`;
    case 'video':
      return videoUrl(item);
    case 'series':
      return `/video/series/details/${slug}/${id}`;
    case 'video-category':
      return `/video/category/${slug}/${id}`;
    case 'podcast':
      return `/podcast/details/${slug}/${id}`;
    case 'episode':
      return `/podcast/episode/${slug}/${id}`;
    case 'audiobook':
      return `/audiobook/details/${slug}/${id}`;
    case 'chapter':
      return undefined;
    case 'author':
      return `/audiobook/artists/${slug}/${id}`;
    case 'audiobook-genre':
      return `/audiobook/genre/${slug}`;
    case 'game':
      return `/games/details/${slug}/${id}`;
    case 'arcade':
      // Commerce §1: the details link names the competition shown (the running one; the page offers the others).
      return `/arcade/details/${slug}/${id}?state=running`;
    case 'publisher':
      return `/games/publisher/${slug}`;
    case 'game-genre':
      return `/games/category/${slug}/${id}`;
    case 'article':
      return articleUrl(item);
    case 'article-category':
      return categoryUrl(item);
    case 'app':
      return `/apps/${props.appType ?? 'partner'}/${slug}/${id}`;
    case 'mp-category':
      return `/mp/${slug}`;
    case 'product':
      return `/mp/${slug}/${id}`;
    case 'partner':
      return `/partners/${slug}`;
    case 'info-service':
      return `/partners/info-services/${slug}`;
    case 'voucher':
      return `/vouchers/details/${id}`;
    case 'voucher-book':
      return `/voucherbooks/${slug}`;
    case 'voucher-category':
      return `/vouchers/category/${id}`;
    case 'tournament':
      return `/tournaments/details/${id}`;
    case 'tournament-news':
      return `/tournaments/news/details/${id}`;
    case 'tournament-video':
      return `/tournaments/videos/details/${id}`;
    case 'page':
      return props.path;
  }
}

export const artworkUrl = (origin: string, itemId: number): string => `${origin}/media/artwork/${itemId}.svg`;

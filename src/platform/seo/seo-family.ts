import type { SeoItem } from './seo-item.ts';

/** What a details page is about, as link previews and schema.org tell things apart. */
export type SeoFamily =
  | 'album'
  | 'track'
  | 'playlist'
  | 'artist'
  | 'movie'
  | 'music-video'
  | 'clip'
  | 'tv-episode'
  | 'series'
  | 'podcast'
  | 'podcast-episode'
  | 'audiobook'
  | 'author'
  | 'game'
  | 'article'
  | 'news'
  | 'product'
  | 'voucher';

const SAME_NAME = new Set<string>([
  'album',
  'track',
  'playlist',
  'artist',
  'series',
  'podcast',
  'audiobook',
  'author',
  'product',
  'voucher',
]);

export const linkOf = (item: SeoItem, kind: string) => item.props.links?.find((link) => link.kind === kind);

function videoFamily(item: SeoItem): SeoFamily {
  if (linkOf(item, 'series')) return 'tv-episode';
  return linkOf(item, 'artist') || item.page === 'music-video' ? 'music-video' : 'movie';
}

/** The family of a details item by its catalogue kind; undefined for pages previews show as a website. */
export function familyOf(item: SeoItem): SeoFamily | undefined {
  const { kind } = item.props;
  if (SAME_NAME.has(kind)) return kind as SeoFamily;
  switch (kind) {
    case 'video':
      return videoFamily(item);
    case 'tournament-video':
      return 'clip';
    case 'episode':
      return 'podcast-episode';
    case 'game':
    case 'arcade':
      return 'game';
    case 'article':
      return item.page === 'news-article' ? 'news' : 'article';
    default:
      return undefined;
  }
}

/** Open Graph og:type per family (ogp.me types; artists and authors are profiles, shop items products). */
const OG_TYPES: Record<SeoFamily, string> = {
  album: 'music.album',
  track: 'music.song',
  playlist: 'music.playlist',
  artist: 'profile',
  movie: 'video.movie',
  'music-video': 'video.other',
  clip: 'video.other',
  'tv-episode': 'video.episode',
  series: 'video.tv_show',
  podcast: 'website',
  'podcast-episode': 'website',
  audiobook: 'book',
  author: 'profile',
  game: 'website',
  article: 'article',
  news: 'article',
  product: 'product',
  voucher: 'product',
};

export const ogTypeOf = (family: SeoFamily | undefined): string => (family ? OG_TYPES[family] : 'website');

/** Absolute addresses a page's head uses: its canonical URL, its picture, any portal path in its locale. */
export interface SeoLinks {
  url: string;
  image?: string;
  siteName: string;
  href(path: string): string;
}

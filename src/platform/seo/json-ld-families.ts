import type { Price } from '#contract/structure-props.ts';
import { linkOf, type SeoFamily, type SeoLinks } from './seo-family.ts';
import type { SeoItem } from './seo-item.ts';

export type JsonLd = { [key: string]: unknown };

/** Leaves out what the page does not know (undefined) and empty lists, so no property is stated empty. */
export const compact = (ld: JsonLd): JsonLd =>
  Object.fromEntries(
    Object.entries(ld).filter(([, value]) => value !== undefined && !(Array.isArray(value) && !value.length)),
  );

/** ISO 8601 duration of whole seconds (PT1H2M3S), as schema.org `duration` wants it. */
export function isoDuration(seconds: number | undefined): string | undefined {
  if (seconds === undefined || seconds <= 0) return undefined;
  const total = Math.round(seconds);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}

type Build = (item: SeoItem, links: SeoLinks) => JsonLd;

/** A related item (album → artist, episode → series …) as a typed reference with its absolute URL. */
function ref(type: string, item: SeoItem, kind: string, links: SeoLinks): JsonLd | undefined {
  const link = linkOf(item, kind);
  return link && { '@type': type, name: link.title, url: links.href(link.url) };
}

const entries = (type: string, item: SeoItem, links: SeoLinks) =>
  item.entries.map((entry) =>
    compact({
      '@type': type,
      name: entry.title,
      url: entry.url && links.href(entry.url),
      duration: isoDuration(entry.durationSec),
    }),
  );

const offer = (price: Price, url: string, soldOut = false): JsonLd => ({
  '@type': 'Offer',
  price: price.amount,
  priceCurrency: price.currency,
  availability: `https://schema.org/${soldOut ? 'SoldOut' : 'InStock'}`,
  url,
});

const video: Build = (item, links) => ({
  '@type': 'VideoObject',
  thumbnailUrl: links.image,
  uploadDate: item.props.publishedAt,
  duration: isoDuration(item.props.durationSec),
});

const article =
  (type: string): Build =>
  (item, links) => ({
    '@type': type,
    headline: item.title,
    datePublished: item.props.publishedAt,
    articleSection: linkOf(item, 'article-category')?.title,
    isAccessibleForFree: !item.props.premium,
    publisher: { '@type': 'Organization', name: links.siteName },
  });

/** A shop item or voucher: sold out when its stock (vouchers' availableNo) is zero. */
const product: Build = (item, links) => ({
  '@type': 'Product',
  offers: item.props.price && offer(item.props.price, links.url, item.props.availableNo === 0),
});

/** The schema.org type and its family's properties; name, description, url and image are common. */
export const FAMILY_LD: Record<SeoFamily, Build> = {
  album: (item, links) => ({
    '@type': 'MusicAlbum',
    byArtist: ref('MusicGroup', item, 'artist', links),
    numTracks: item.props.childCount,
    datePublished: item.props.publishedAt,
    track: entries('MusicRecording', item, links),
  }),
  track: (item, links) => ({
    '@type': 'MusicRecording',
    byArtist: ref('MusicGroup', item, 'artist', links),
    inAlbum: ref('MusicAlbum', item, 'album', links),
    duration: isoDuration(item.props.durationSec),
  }),
  playlist: (item, links) => ({
    '@type': 'MusicPlaylist',
    numTracks: item.props.childCount,
    track: entries('MusicRecording', item, links),
  }),
  artist: (item, links) => ({ '@type': 'MusicGroup', album: entries('MusicAlbum', item, links) }),
  movie: (item) => ({
    '@type': 'Movie',
    genre: item.subTitle,
    duration: isoDuration(item.props.durationSec),
    datePublished: item.props.publishedAt,
  }),
  'music-video': (item, links) => ({
    ...video(item, links),
    musicBy: ref('MusicGroup', item, 'artist', links),
  }),
  clip: video,
  'tv-episode': (item, links) => ({
    '@type': 'TVEpisode',
    partOfSeries: ref('TVSeries', item, 'series', links),
    partOfSeason: item.props.season ? { '@type': 'TVSeason', seasonNumber: item.props.season } : undefined,
    episodeNumber: item.props.position,
    duration: isoDuration(item.props.durationSec),
  }),
  series: (item) => ({
    '@type': 'TVSeries',
    genre: item.subTitle,
    numberOfEpisodes: item.props.childCount,
    numberOfSeasons: item.seasons,
  }),
  podcast: (item) => ({ '@type': 'PodcastSeries', genre: item.subTitle }),
  'podcast-episode': (item, links) => ({
    '@type': 'PodcastEpisode',
    partOfSeries: ref('PodcastSeries', item, 'podcast', links),
    episodeNumber: item.props.position,
    duration: isoDuration(item.props.durationSec),
  }),
  audiobook: (item, links) => ({
    '@type': 'Audiobook',
    author: ref('Person', item, 'author', links),
    duration: isoDuration(item.props.totalDurationSec),
    datePublished: item.props.publishedAt,
  }),
  author: () => ({ '@type': 'Person' }),
  game: (item, links) => ({
    '@type': 'VideoGame',
    genre: item.subTitle,
    publisher: ref('Organization', item, 'publisher', links),
    datePublished: item.props.publishedAt,
    gamePlatform: item.props.gameType === 'download' ? item.props.platforms : 'Web browser',
    screenshot: item.screenshots,
    offers: item.props.prices?.map((price) => offer(price, links.url)),
  }),
  article: article('Article'),
  news: article('NewsArticle'),
  product,
  voucher: product,
};

import { linkOf, type SeoFamily, type SeoLinks } from './seo-family.ts';
import type { SeoItem } from './seo-item.ts';

type Tag = Record<string, string>;

const prop = (property: string, content: string | number | undefined): Tag[] =>
  content === undefined || content === '' ? [] : [{ property, content: String(content) }];

/** Open Graph's per-type properties (ogp.me music.*, video.*, article, book; Facebook's product price). */
export function familyOpenGraph(family: SeoFamily | undefined, item: SeoItem, links: SeoLinks): Tag[] {
  const { props } = item;
  const href = (kind: string) => {
    const link = linkOf(item, kind);
    return link && links.href(link.url);
  };
  switch (family) {
    case 'track':
      return [
        ...prop('music:duration', props.durationSec),
        ...prop('music:album', href('album')),
        ...prop('music:musician', href('artist')),
      ];
    case 'album':
      return [...prop('music:musician', href('artist')), ...prop('music:release_date', props.publishedAt)];
    case 'movie':
    case 'music-video':
    case 'clip':
    case 'tv-episode':
      return [
        ...prop('video:duration', props.durationSec),
        ...prop('video:release_date', props.publishedAt),
        ...prop('video:series', href('series')),
      ];
    case 'article':
    case 'news':
      return [
        ...prop('article:published_time', props.publishedAt),
        ...prop('article:section', linkOf(item, 'article-category')?.title),
        ...prop('article:content_tier', props.premium ? 'locked' : 'free'),
      ];
    case 'audiobook':
      return prop('book:release_date', props.publishedAt);
    case 'product':
    case 'voucher':
      return [
        ...prop('product:price:amount', props.price?.amount),
        ...prop('product:price:currency', props.price?.currency),
      ];
    default:
      return [];
  }
}

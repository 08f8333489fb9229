import { and, eq } from 'drizzle-orm';
import type { StructureNode } from '../../../../../contract/structure.ts';
import type { VideoPlayerProps } from '../../../../../contract/structure-props.ts';
import type { CatalogueItemRow } from '../../../db/schema/catalogue.ts';
import { pickText } from '../../../db/schema/localized-text.ts';
import { externalProviders } from '../../../db/schema/video.ts';
import { mediaManifest } from '../../media/media-library.ts';
import { artworkUrl } from '../click-urls.ts';
import type { ListedItem } from '../section-items.ts';
import { continueWatchingNode, heroNode, listNode, textNode } from '../structure-nodes.ts';
import { familyDetail } from './family-detail.ts';
import {
  findItem,
  firstPage,
  GRID,
  keyParts,
  notFound,
  type PageCtx,
  type PageResolver,
  pagedList,
  pageNode,
  RAIL,
  relatedRail,
  subText,
  text,
} from './page-kit.ts';
import { seasonTitle, PAGE_TITLES as T } from './page-titles.ts';

/** Named video lists of /video/list/{name}. */
const LISTS = {
  popular: { title: T.popularVideos, kinds: ['video', 'series'], orderBy: 'popular' },
  new: { title: T.newVideos, kinds: ['video', 'series'], orderBy: 'newest' },
  series: { title: T.series, kinds: ['series'], orderBy: 'popular' },
} as const;

async function videoList(p: PageCtx, key: string) {
  const list = LISTS[key as keyof typeof LISTS];
  if (!Object.hasOwn(LISTS, key) || !list) throw notFound(`There is no video list "${key}".`);
  const page = await pagedList(p, { itemKinds: [...list.kinds], orderBy: list.orderBy, itemLimit: GRID });
  return pageNode(p, list.title, [continueWatchingNode(), listNode('grid', {}, page, p.node)]);
}

async function categoryPage(p: PageCtx, key: string, source?: string) {
  const category = await findItem(p, ['video-category'], key);
  const props = source ? { genre: category.slug, source } : { genre: category.slug };
  const page = await pagedList(p, {
    itemKinds: ['video', 'series'],
    orderBy: 'popular',
    itemLimit: GRID,
    props,
  });
  return pageNode(p, text(category, p.node.lang), [listNode('grid', {}, page, p.node)]);
}

/** The tenant's provider code of an external source (commerce §7): POST /video/streaming names it. */
async function providerCodeOf(p: PageCtx, source: string): Promise<string | undefined> {
  const [row] = await p.db.all(
    p.db
      .select({ code: externalProviders.code })
      .from(externalProviders)
      .where(and(eq(externalProviders.tenantName, p.tenantName), eq(externalProviders.source, source))),
    `provider:${source}`,
  );
  return row?.code;
}

/** The stream page's player: the portal renders it and asks POST /video/streaming for the title. */
async function videoPlayerNode(video: CatalogueItemRow, p: PageCtx): Promise<StructureNode> {
  const title = text(video, p.node.lang);
  const { source, businessModel, media } = video.props;
  const code = source ? await providerCodeOf(p, source) : undefined;
  const props: VideoPlayerProps = {
    itemId: video.id,
    title,
    poster: artworkUrl(p.node.origin, video.id),
    ...(source ? { source } : {}),
    ...(code ? { externalProviderCode: code } : {}),
    ...(media ? { businessModel: businessModel === 'FREE' ? 'FREE' : 'SUBSCRIPTION' } : {}),
  };
  const asset = media ? mediaManifest().renditions[media] : undefined;
  if (asset) props.durationSec = Math.round(asset.durationSec * 100) / 100;
  return { name: 'video-player', data: { title, customProperties: props } };
}

async function videoDetails(p: PageCtx, id: string, options: { source?: string; stream?: boolean } = {}) {
  const video = await findItem(p, ['video'], id);
  if (options.source !== undefined && video.props.source !== options.source)
    throw notFound(`Video ${id} does not come from "${options.source}".`);
  const genre = video.props.genre;
  const extra = {
    ...(options.stream ? { stream: true } : {}),
    ...(video.props.source ? { source: video.props.source } : {}),
    // FREE titles play clear and may be kept offline; the header's download says so before any click.
    ...(video.props.businessModel ? { businessModel: video.props.businessModel } : {}),
  };
  const [related, detail, player] = await Promise.all([
    genre
      ? firstPage(p, {
          itemKinds: ['video', 'series'],
          orderBy: 'popular',
          itemLimit: RAIL + 1,
          props: { genre },
        })
      : null,
    familyDetail(p, video, extra),
    options.stream ? videoPlayerNode(video, p) : null,
  ]);
  return pageNode(
    p,
    text(video, p.node.lang),
    [
      player,
      detail,
      related &&
        listNode(
          'rail',
          { title: T.moreLikeThis },
          { items: related.items.filter((v) => v.id !== video.id).slice(0, RAIL), hasMore: false },
          p.node,
        ),
    ],
    { subTitle: subText(video, p.node.lang), extra: options.stream ? { layout: 'player' } : {} },
  );
}

/** A series' episodes (videos whose parent is the series), one list per season in episode order. */
async function seasonLists(p: PageCtx, series: CatalogueItemRow) {
  const episodes = await firstPage(p, {
    itemKinds: ['video'],
    orderBy: 'position',
    itemLimit: 200,
    props: { parent: series.slug },
  });
  const seasons = new Map<number, ListedItem[]>();
  for (const episode of episodes.items) {
    const season = episode.props.season ?? 1;
    seasons.set(season, [...(seasons.get(season) ?? []), episode]);
  }
  return [...seasons.entries()]
    .sort(([a], [b]) => a - b)
    .map(([season, items]) =>
      listNode('track-list', { title: seasonTitle(season) }, { items, hasMore: false }, p.node),
    );
}

async function seriesDetails(p: PageCtx, id: string) {
  const series = await findItem(p, ['series'], id);
  const genre = series.props.genre;
  const [related, detail, seasons] = await Promise.all([
    genre
      ? firstPage(p, {
          itemKinds: ['series', 'video'],
          orderBy: 'popular',
          itemLimit: RAIL + 1,
          props: { genre },
        })
      : null,
    familyDetail(p, series),
    seasonLists(p, series),
  ]);
  return pageNode(
    p,
    text(series, p.node.lang),
    [detail, ...seasons, relatedRail(T.moreLikeThis, related, series.id, p.node)],
    { subTitle: subText(series, p.node.lang) },
  );
}

async function videoTest(p: PageCtx) {
  const sample = await firstPage(p, { itemKinds: ['video'], orderBy: 'popular', itemLimit: 1 });
  return pageNode(p, T.videoTest, [
    textNode(pickText(T.videoTest, p.node.lang), pickText(T.videoTestBody, p.node.lang)),
    heroNode(null, sample, p.node),
  ]);
}

export const VIDEO_PAGES: Record<string, PageResolver> = {
  'video-list': videoList,
  'video-category': (p, key) => categoryPage(p, key),
  'video-details': (p, key) => videoDetails(p, key),
  'video-series': seriesDetails,
  'video-stream': (p, key) => videoDetails(p, key, { stream: true }),
  'video-ex-category': (p, key) => {
    const [ex = '', id = ''] = keyParts(p, key, 2);
    return categoryPage(p, id, ex);
  },
  'video-ex-details': (p, key) => {
    const [ex = '', id = ''] = keyParts(p, key, 2);
    return videoDetails(p, id, { source: ex });
  },
  'video-ex-stream': (p, key) => {
    const [ex = '', id = ''] = keyParts(p, key, 2);
    return videoDetails(p, id, { source: ex, stream: true });
  },
  'video-test': videoTest,
};

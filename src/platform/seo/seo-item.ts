import * as v from 'valibot';
import type { StructureNode } from '#contract/structure.ts';
import { DetailPropsSchema } from '#contract/structure-props.ts';

/** The details facts a link preview and JSON-LD use (loader data is dehydrated into the HTML: keep it small). */
const SeoPropsSchema = v.object(
  v.pick(DetailPropsSchema, [
    'kind',
    'position',
    'durationSec',
    'price',
    'premium',
    'publishedAt',
    'links',
    'childCount',
    'totalDurationSec',
    'season',
    'prices',
    'gameType',
    'platforms',
    'availableNo',
  ]).entries,
);
export type SeoProps = v.InferOutput<typeof SeoPropsSchema>;

/** A listed child the item's schema names (an album's tracks, an artist's albums). */
export interface SeoEntry {
  title: string;
  url?: string;
  durationSec?: number;
}

/** The item a details page is about, as its head needs it. */
export interface SeoItem {
  /** The contract page: it tells apart what one kind serves twice (news and articles, music videos and films). */
  page: string;
  title: string;
  description?: string;
  subTitle?: string;
  props: SeoProps;
  entries: SeoEntry[];
  /** A series' seasons (one track list each). */
  seasons?: number;
  screenshots?: string[];
}

/** The children each kind's schema lists (MusicAlbum.track, MusicPlaylist.track, MusicGroup.album). */
const ENTRY_KIND: Record<string, string> = { album: 'track', playlist: 'track', artist: 'album' };
/** Enough to describe an album or a playlist; the rest is a click away. */
const MAX_ENTRIES = 25;
const MAX_SCREENSHOTS = 4;

const childrenOf = (node: StructureNode) => node.substructure ?? [];
const firstNamed = (node: StructureNode, name: string) => childrenOf(node).find((c) => c.name === name);

function entriesOf(page: StructureNode, kind: string | undefined): SeoEntry[] {
  if (!kind) return [];
  const cards = childrenOf(page)
    .filter((list) => list.name === 'track-list' || list.name === 'grid')
    .flatMap(childrenOf)
    .filter((card) => card.data?.customProperties?.kind === kind && card.data.title);
  return cards.slice(0, MAX_ENTRIES).map(({ data }) => {
    const duration = data?.customProperties?.durationSec;
    return {
      title: data?.title ?? '',
      ...(data?.clickUrl ? { url: data.clickUrl } : {}),
      ...(typeof duration === 'number' ? { durationSec: duration } : {}),
    };
  });
}

/** The details item of a page's structure (its `detail` node), or undefined on other pages. */
export function seoItemOf(page: string, node: StructureNode): SeoItem | undefined {
  const data = firstNamed(node, 'detail')?.data;
  const detail = v.safeParse(DetailPropsSchema, data?.customProperties);
  if (!data?.title || !detail.success) return undefined;
  const props = v.parse(SeoPropsSchema, detail.output);
  const seasons = childrenOf(node).filter((c) => c.name === 'track-list').length;
  const screenshots = (detail.output.additionalArtworks ?? [])
    .filter((artwork) => artwork.artworkClass === 'SCREENSHOT')
    .slice(0, MAX_SCREENSHOTS)
    .map((artwork) => artwork.url);
  return {
    page,
    title: data.title,
    ...(detail.output.description ? { description: detail.output.description } : {}),
    ...(data.subTitle ? { subTitle: data.subTitle } : {}),
    props,
    entries: entriesOf(node, ENTRY_KIND[props.kind]),
    ...(props.kind === 'series' && seasons > 0 ? { seasons } : {}),
    ...(screenshots.length > 0 ? { screenshots } : {}),
  };
}

/** The picture of a page: its item's, else its hero's (home and landing pages). */
export const pageImageOf = (node: StructureNode): string | undefined =>
  (firstNamed(node, 'detail') ?? firstNamed(node, 'hero'))?.data?.imageUrl;

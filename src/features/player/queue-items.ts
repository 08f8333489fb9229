import type { QueryClient } from '@tanstack/react-query';
import { CONTENT_TYPE_OF_KIND } from '#contract/history.ts';
import type { StructureNode } from '#contract/structure.ts';
import { itemProps, pagingOf } from '#features/catalogue/node-props.ts';
import { pageStructureQuery } from '#features/catalogue/structure.queries.ts';
import type { StructurePageRef } from '#features/catalogue/structure-page-context.ts';
import { cursorOf, pagedListIn } from '#features/catalogue/use-more-items.ts';
import type { PlayerItem } from './player-bus.ts';

/** What the audio player plays: tracks, podcast episodes and audiobook chapters. */
export const AUDIO_KINDS: ReadonlySet<string> = new Set(['track', 'episode', 'chapter']);
/** Headers whose "Play" plays their list: albums, playlists, podcasts and audiobooks. */
export const COLLECTION_KINDS: ReadonlySet<string> = new Set(['album', 'playlist', 'podcast', 'audiobook']);

/** A page never queues more than this from one "Play" (a long list plays in parts). */
export const MAX_QUEUE_FROM_PAGE = 500;

/** The queue item of a track, episode or chapter node; undefined for anything else. */
export function queueItemOf(node: StructureNode, album?: string): PlayerItem | undefined {
  const props = itemProps(node);
  if (!props || !AUDIO_KINDS.has(props.kind)) return undefined;
  const contentType = CONTENT_TYPE_OF_KIND[props.kind];
  if (!contentType) return undefined;
  const { title = '', subTitle, imageUrl, clickUrl } = node.data ?? {};
  return {
    id: props.id,
    title,
    contentType,
    ...(subTitle ? { subTitle } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    ...(clickUrl ? { clickUrl } : {}),
    ...(props.durationSec === undefined ? {} : { durationSec: props.durationSec }),
    ...(album ? { album } : {}),
  };
}

export const queueItemsOf = (nodes: readonly StructureNode[], album?: string): PlayerItem[] =>
  nodes.flatMap((node) => queueItemOf(node, album) ?? []);

const firstList = (root: StructureNode): StructureNode | undefined => {
  if (root.name === 'track-list') return root;
  for (const child of root.substructure ?? []) {
    const found = firstList(child);
    if (found) return found;
  }
  return undefined;
};

/**
 * Every playable item of the page's list (an album's tracks, a book's chapters, a podcast's
 * episodes), fetching the pages the list has not shown yet.
 */
export async function pageListItems(
  queryClient: QueryClient,
  page: StructurePageRef,
  album?: string,
): Promise<PlayerItem[]> {
  const root = await queryClient.ensureQueryData(pageStructureQuery(page.scope, page.structure));
  let list = firstList(root);
  const nodes = [...(list?.substructure ?? [])];
  while (list && nodes.length < MAX_QUEUE_FROM_PAGE) {
    const cursor = pagingOf(list)?.paged ? cursorOf(pagingOf(list)) : undefined;
    if (!cursor) break;
    const next = await queryClient.fetchQuery(pageStructureQuery(page.scope, page.structure, cursor));
    list = pagedListIn(next, 'track-list');
    if (!list?.substructure?.length) break;
    nodes.push(...list.substructure);
  }
  return queueItemsOf(nodes.slice(0, MAX_QUEUE_FROM_PAGE), album);
}

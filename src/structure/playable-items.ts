import type { QueryClient } from '@tanstack/react-query';
import { CONTENT_TYPE_OF_KIND } from '#contract/history.ts';
import type { StructureNode } from '#contract/structure.ts';
import type { PlayableItem } from '#offline-store/playable-item.ts';
import { itemProps, pagingOf } from './read-props.ts';
import { pageStructureQuery } from './structure.queries.ts';
import type { StructurePageRef } from './structure-page-context.ts';
import { cursorOf, pagedListIn } from './use-more-items.ts';

/** A playable item as a page lists it: with its page and the title of the collection it is part of. */
export interface PlayableListItem extends PlayableItem {
  /** The album, podcast or audiobook title (Media Session `album`). */
  album?: string;
  /** The item's page. */
  clickUrl?: string;
}

/** What the audio player plays: tracks, podcast episodes and audiobook chapters. */
export const AUDIO_KINDS: ReadonlySet<string> = new Set(['track', 'episode', 'chapter']);
/** Headers whose "Play" plays their list: albums, playlists, podcasts and audiobooks. */
export const COLLECTION_KINDS: ReadonlySet<string> = new Set(['album', 'playlist', 'podcast', 'audiobook']);

/** A page never queues more than this from one "Play" (a long list plays in parts). */
export const MAX_QUEUE_FROM_PAGE = 500;

/** The queue item of a track, episode or chapter node; undefined for anything else. */
export function queueItemOf(node: StructureNode, album?: string): PlayableListItem | undefined {
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

export const queueItemsOf = (nodes: readonly StructureNode[], album?: string): PlayableListItem[] =>
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
): Promise<PlayableListItem[]> {
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

import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { StructureNode } from '#contract/structure.ts';
import { itemProps } from '#features/catalogue/node-props.ts';
import { pageStructureQuery } from '#features/catalogue/structure.queries.ts';
import { useStructurePage } from '#features/catalogue/structure-page-context.ts';
import { type PlayerItem, useNowPlaying } from './player-bus.ts';
import { COLLECTION_KINDS, queueItemOf } from './queue-items.ts';
import { usePlayCommands } from './use-play-commands.ts';

export interface PlayableRows {
  /** The row's item, when it is a track, episode or chapter. */
  itemAt(index: number): PlayerItem | undefined;
  isCurrent(index: number): boolean;
  /** Whether the current row plays now (its button pauses). */
  playing: boolean;
  /** Plays the list from this row, or pauses/resumes it when it is the current one. */
  press(index: number): void;
}

/** The title of the album, podcast or audiobook whose page this is (the lock screen shows it). */
function usePageCollectionTitle(): string | undefined {
  const page = useStructurePage();
  const queryClient = useQueryClient();
  if (!page) return undefined;
  const root = queryClient.getQueryData(pageStructureQuery(page.scope, page.structure).queryKey);
  const header = root?.substructure?.find((node) => node.name === 'detail');
  const kind = header ? itemProps(header)?.kind : undefined;
  return kind && COLLECTION_KINDS.has(kind) ? header?.data?.title : undefined;
}

/** Play buttons of a track list: each row plays the list from itself; the playing row is marked. */
export function usePlayableRows(rows: readonly StructureNode[]): PlayableRows {
  const album = usePageCollectionTitle();
  const now = useNowPlaying();
  const commands = usePlayCommands();
  const items = useMemo(() => rows.map((row) => queueItemOf(row, album)), [rows, album]);
  return useMemo(() => {
    const playable = items.filter((item): item is PlayerItem => item !== undefined);
    const isCurrent = (index: number) => now.itemId !== undefined && items[index]?.id === now.itemId;
    return {
      itemAt: (index) => items[index],
      isCurrent,
      playing: now.playing,
      press: (index) => {
        const item = items[index];
        if (!item) return;
        if (isCurrent(index)) commands.toggle();
        else commands.play(playable, playable.indexOf(item));
      },
    };
  }, [items, now, commands]);
}

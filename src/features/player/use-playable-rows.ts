import { useMemo } from 'react';
import { usePlayCommands } from './play-commands.port.ts';
import { type PlayerItem, useNowPlaying } from './player.port.ts';
import { useStartPlayerEarly } from './start-player.port.ts';

export interface PlayableRows {
  /** The row's item, when it is a track, episode or chapter. */
  itemAt(index: number): PlayerItem | undefined;
  isCurrent(index: number): boolean;
  /** Whether the current row plays now (its button pauses). */
  playing: boolean;
  /** Plays the list from this row, or pauses/resumes it when it is the current one. */
  press(index: number): void;
}

/** Play buttons of a track list: each row plays the list from itself; the playing row is marked. */
export function usePlayableRows(items: readonly (PlayerItem | undefined)[]): PlayableRows {
  const now = useNowPlaying();
  const commands = usePlayCommands();
  useStartPlayerEarly(items.some((item) => item !== undefined));
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

import type { RowActionsView } from '#structure/registry.ts';
import type { PlayerItem } from '../player.port.ts';
import { usePlayableRows } from '../use-playable-rows.ts';
import { PlayRowButton } from './play-row-button.tsx';

/** The player's part of a track list row: its play button, and which row plays now. */
export function usePlayRowActions(items: readonly (PlayerItem | undefined)[]): RowActionsView {
  const rows = usePlayableRows(items);
  return { isCurrent: rows.isCurrent, start: (index) => <PlayRowButton rows={rows} index={index} /> };
}

import type { PlayableListItem } from '#structure/playable-items.ts';
import type { RowActionsView } from '#structure/registry.ts';
import { DownloadRowButton } from './download-row-button.tsx';

/** The downloads' part of a track list row: its download button after the row's link. */
export const downloadRowActions = (items: readonly (PlayableListItem | undefined)[]): RowActionsView => ({
  end: (index) => <DownloadRowButton item={items[index]} position={index} />,
});

import { createElement, lazy, type ReactElement, Suspense } from 'react';
import type { StructureNode } from '#contract/structure.ts';

/** The player stage in its own chunk (Shaka still loads only when play is pressed). */
const Stage = lazy(() => import('./components/video-stage.tsx').then((m) => ({ default: m.VideoStageNode })));

export interface StandaloneVideo {
  itemId: number;
  title: string;
  posterUrl?: string | undefined;
}

/** The `video-player` node of a title shown outside its page (props as contract VideoPlayerSchema has them). */
export const standaloneVideoNode = ({ itemId, title, posterUrl }: StandaloneVideo): StructureNode => ({
  name: 'video-player',
  data: {
    title,
    ...(posterUrl ? { imageUrl: posterUrl } : {}),
    customProperties: { itemId, title, poster: posterUrl ?? '' },
  },
});

/**
 * The video player for one title outside its page (the Downloads page plays a downloaded video in a dialog):
 * the same stage as the `video-player` node, so a downloaded title plays from the device, offline too.
 */
export function VideoStageFor(video: StandaloneVideo): ReactElement {
  return createElement(
    Suspense,
    { fallback: null },
    createElement(Stage, { node: standaloneVideoNode(video), items: [] }),
  );
}

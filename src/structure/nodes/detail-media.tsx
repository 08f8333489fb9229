import { lazy, Suspense } from 'react';
import type { Artwork } from '#contract/structure-props.ts';
import classes from './detail-node.module.css';

// The gallery, lightbox and trailer load with the first details page that has artworks, not before.
const GameMedia = lazy(() => import('./game-media.tsx').then((m) => ({ default: m.GameMedia })));

/** Screenshots, banners and trailer videos of a details page (commerce §3 additionalArtworks). */
export function DetailMedia({ artworks, title }: { artworks: Artwork[]; title: string }) {
  return (
    <div className={classes.media}>
      <Suspense fallback={<div className={classes.mediaPending} aria-hidden="true" />}>
        <GameMedia artworks={artworks} title={title} />
      </Suspense>
    </div>
  );
}

import { Suspense } from 'react';
import type { Artwork } from '#contract/structure-props.ts';
import classes from './detail-node.module.css';
import { gameMedia } from './lazy-game-media.ts';

const GameMedia = gameMedia.Component;

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

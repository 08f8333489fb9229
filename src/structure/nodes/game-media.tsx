import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import type { Artwork } from '#contract/structure-props.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { LazyImage } from '../images/lazy-image.tsx';
import classes from './game-media.module.css';

const isVideo = (artwork: Artwork) => artwork.artworkClass.startsWith('VIDEO_');

/** Trailers as native players and screenshots/banners as a gallery whose pictures open in the manager's lightbox. */
export function GameMedia({ artworks, title }: { artworks: Artwork[]; title: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const videos = artworks.filter(isVideo);
  const pictures = artworks.filter((artwork) => !isVideo(artwork));
  const { count: formatCount } = useFormats();
  const total = formatCount(pictures.length);
  return (
    <div className={classes.media}>
      {videos.map((video) => (
        <figure key={video.url} className={classes.video}>
          {/* biome-ignore lint/a11y/useMediaCaption: demo trailers have no dialogue to caption */}
          <video
            className={classes.player}
            src={video.url}
            poster={video.poster}
            controls
            preload="metadata"
            playsInline
            width={video.width}
            height={video.height}
            aria-label={video.artworkClass === 'VIDEO_TRAILER' ? t`Trailer: ${title}` : t`Gameplay: ${title}`}
          />
        </figure>
      ))}
      {pictures.length > 0 && (
        <section aria-labelledby={headingId} data-node="gallery">
          <h2 id={headingId} className={classes.heading}>{t`Screenshots`}</h2>
          <ul className={classes.thumbs}>
            {pictures.map((picture, index) => {
              const number = formatCount(index + 1);
              return (
                <li key={picture.url}>
                  <button
                    type="button"
                    className={classes.thumb}
                    onClick={() => openDialog('game-gallery', { pictures, index, title })}
                    aria-label={t`Open picture ${number} of ${total}`}
                  >
                    <LazyImage
                      src={picture.url}
                      width={picture.width}
                      height={picture.height}
                      ratio="16 / 9"
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}

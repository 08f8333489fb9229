import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { DialogFrame } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import type { Artwork } from '#contract/structure-props.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { Chevron } from './chevron.tsx';
import classes from './game-media.module.css';

interface LightboxProps {
  pictures: Artwork[];
  index: number;
  title: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * One picture at a time in a modal: arrow keys step along the reading direction (mirrored in rtl),
 * Home/End jump to the ends, Escape closes and focus returns to the thumbnail that opened it.
 */
export function GalleryLightbox({ pictures, index, title, onIndex, onClose }: LightboxProps) {
  const { t } = useLingui();
  const { count: formatCount } = useFormats();
  const count = pictures.length;
  const picture = pictures[index];
  const go = useCallback((to: number) => onIndex((to + count) % count), [onIndex, count]);
  useEffect(() => {
    // On the document: focus may be on the dialog's close button, outside the picture area.
    const onKeyDown = (event: KeyboardEvent) => {
      const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
      const steps: Record<string, number> = {
        [rtl ? 'ArrowLeft' : 'ArrowRight']: index + 1,
        [rtl ? 'ArrowRight' : 'ArrowLeft']: index - 1,
        Home: 0,
        End: count - 1,
      };
      const to = steps[event.key];
      if (to === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      go(to);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, count, go]);
  if (!picture) return null;
  const number = formatCount(index + 1);
  const total = formatCount(count);
  const position = t`Picture ${number} of ${total}`;
  return (
    <DialogFrame title={title} onClose={onClose}>
      <div className={classes.lightbox} data-node="lightbox">
        <img
          className={classes.full}
          src={picture.url}
          alt={`${title} – ${position}`}
          width={picture.width}
          height={picture.height}
        />
        <div className={classes.nav}>
          <button type="button" className={classes.step} onClick={() => go(index - 1)} disabled={count < 2}>
            <Chevron direction="back" />
            <span className={classes.stepText}>{t`Previous picture`}</span>
          </button>
          <p className={classes.position} aria-live="polite">
            {position}
          </p>
          <button type="button" className={classes.step} onClick={() => go(index + 1)} disabled={count < 2}>
            <span className={classes.stepText}>{t`Next picture`}</span>
            <Chevron direction="forward" />
          </button>
        </div>
      </div>
    </DialogFrame>
  );
}

/** Commerce §2 game trailer and gallery, as the dialog manager opens it: the lightbox from the chosen picture. */
export function GalleryDialog({ pictures, index, title, onClose }: DialogComponentProps<'game-gallery'>) {
  const [shown, setShown] = useState(index);
  return (
    <GalleryLightbox pictures={pictures} index={shown} title={title} onIndex={setShown} onClose={onClose} />
  );
}

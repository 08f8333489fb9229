import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, type PointerEvent, useState } from 'react';
import { useFormats } from '#platform/locale/use-formats.ts';
import classes from './video-stage.module.css';

interface Props {
  time: number;
  duration: number;
  onSeek(seconds: number): void;
}

/**
 * The video's seek bar: a native range (arrows, Home/End; mirrored in rtl like the audio seek bar) with a
 * tooltip saying the time under the pointer, or the current time while it has the keyboard focus.
 */
export function VideoSeekBar({ time, duration, onSeek }: Props) {
  const { t } = useLingui();
  const { duration: format, dir } = useFormats();
  const [hover, setHover] = useState<number | undefined>(undefined);
  const [focused, setFocused] = useState(false);
  const shown = Math.min(time, duration);
  const progress = duration > 0 ? (shown / duration) * 100 : 0;
  const at = format(shown);
  const of = format(duration);
  const tip = hover ?? (focused ? shown : undefined);
  const onMove = (event: PointerEvent<HTMLInputElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0 || duration <= 0) return;
    const fromStart = dir === 'rtl' ? box.right - event.clientX : event.clientX - box.left;
    setHover(Math.min(Math.max(fromStart / box.width, 0), 1) * duration);
  };
  return (
    <div className={classes.seek}>
      <span className={classes.time} aria-hidden="true">
        {at}
      </span>
      <div className={classes.rangeBox}>
        <input
          type="range"
          className={classes.range}
          style={{ '--progress': `${progress}%` } as CSSProperties}
          min={0}
          max={Math.max(duration, 0)}
          step={1}
          value={shown}
          disabled={duration <= 0}
          aria-label={t`Seek`}
          aria-valuetext={t`${at} of ${of}`}
          data-video-seek=""
          onChange={(event) => onSeek(Number(event.currentTarget.value))}
          onPointerMove={onMove}
          onPointerLeave={() => setHover(undefined)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
        {tip !== undefined && duration > 0 && (
          <span
            className={classes.tip}
            style={{ insetInlineStart: `${(tip / duration) * 100}%` }}
            aria-hidden="true"
            data-seek-tip=""
          >
            {format(tip)}
          </span>
        )}
      </div>
      <span className={classes.time} aria-hidden="true">
        {of}
      </span>
    </div>
  );
}

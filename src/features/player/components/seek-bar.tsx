import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { useFormats } from '#platform/locale/use-formats.ts';
import { usePlayerView } from '../player-context.ts';
import { usePlayTime } from '../time-store.ts';
import classes from './seek-bar.module.css';

/**
 * The seek bar: a native range (arrows, Home/End, Page keys; mirrored in rtl) whose value text says
 * the time in words a screen reader reads ("01:05 of 03:30", Arabic-Indic digits in ar).
 */
export function SeekBar({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const { duration: format } = useFormats();
  const { time, controls, track } = usePlayerView();
  const { position, duration } = usePlayTime(time);
  const shown = Math.min(position, duration);
  const at = format(shown);
  const of = format(duration);
  const progress = duration > 0 ? (shown / duration) * 100 : 0;
  return (
    <div className={classes.seek} data-compact={compact || undefined}>
      <span className={classes.time} aria-hidden="true">
        {at}
      </span>
      <input
        type="range"
        className={classes.range}
        style={{ '--progress': `${progress}%` } as CSSProperties}
        min={0}
        max={Math.max(duration, 0)}
        step={1}
        value={shown}
        disabled={!track?.url || duration <= 0}
        aria-label={t`Seek`}
        aria-valuetext={t`${at} of ${of}`}
        data-seek=""
        onChange={(event) => controls.seek(Number(event.currentTarget.value))}
      />
      <span className={classes.time} aria-hidden="true">
        {of}
      </span>
    </div>
  );
}

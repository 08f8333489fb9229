import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { VolumeIcon } from '#components/player-icons.tsx';
import { useFormats } from '#platform/locale/use-formats.ts';
import { usePlayerView } from '../player-context.ts';
import classes from './player-ui.module.css';
import seekClasses from './seek-bar.module.css';

/** Mute toggle and volume slider (0–100 %, default 50 %: commerce §9). */
export function VolumeControl() {
  const { t } = useLingui();
  const { percent } = useFormats();
  const { state, controls } = usePlayerView();
  const level = Math.round(state.volume * 100);
  return (
    <div className={classes.volume}>
      <button
        type="button"
        className={classes.icon}
        aria-label={t`Mute`}
        aria-pressed={state.muted}
        onClick={controls.toggleMute}
      >
        <VolumeIcon size={20} muted={state.muted || level === 0} />
      </button>
      <input
        type="range"
        className={`${seekClasses.range} ${classes.volumeRange}`}
        style={{ '--progress': `${level}%` } as CSSProperties}
        min={0}
        max={100}
        step={5}
        value={level}
        aria-label={t`Volume`}
        aria-valuetext={percent(level)}
        onChange={(event) => controls.setVolume(Number(event.currentTarget.value) / 100)}
      />
    </div>
  );
}

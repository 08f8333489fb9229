import { useLingui } from '@lingui/react/macro';
import {
  NextIcon,
  PauseIcon,
  PlayIcon,
  PreviousIcon,
  RepeatIcon,
  ShuffleIcon,
} from '#components/player-icons.tsx';
import { usePlayerView } from '../player-context.ts';
import { FOCUS_PLAYER_KEYS } from '../player-shortcuts.ts';
import type { LoopMode } from '../player-state.ts';
import classes from './player-ui.module.css';

/** Previous, play/pause and next; `size` 'large' in the full player. */
export function TransportButtons({ large = false }: { large?: boolean }) {
  const { t } = useLingui();
  const { state, controls, track } = usePlayerView();
  const playing = state.playing && !state.ended;
  const loading = playing && track === undefined;
  const icon = large ? 30 : 22;
  return (
    <div className={classes.transport} data-large={large || undefined}>
      <button
        type="button"
        className={`${classes.icon} ${classes.previous}`}
        aria-label={t`Previous`}
        onClick={controls.previous}
      >
        <span className={classes.mirror}>
          <PreviousIcon size={icon} />
        </span>
      </button>
      <button
        type="button"
        className={`${classes.icon} ${classes.main}`}
        aria-label={playing ? t`Pause` : t`Play`}
        aria-busy={loading || undefined}
        aria-keyshortcuts={FOCUS_PLAYER_KEYS}
        data-player-toggle={playing ? 'pause' : 'play'}
        onClick={controls.togglePlay}
      >
        {playing ? <PauseIcon size={icon} /> : <PlayIcon size={icon} />}
      </button>
      <button type="button" className={classes.icon} aria-label={t`Next`} onClick={controls.next}>
        <span className={classes.mirror}>
          <NextIcon size={icon} />
        </span>
      </button>
    </div>
  );
}

/** Shuffle (on/off) and loop (OFF → REPEAT_ALL → REPEAT_ONE → OFF, commerce §4). */
export function ModeButtons() {
  const { t } = useLingui();
  const { state, controls } = usePlayerView();
  const loopLabel: Record<LoopMode, string> = {
    OFF: t`Repeat: off`,
    REPEAT_ALL: t`Repeat: all`,
    REPEAT_ONE: t`Repeat: one`,
  };
  return (
    <div className={classes.modes}>
      <button
        type="button"
        className={classes.icon}
        aria-label={t`Shuffle`}
        aria-pressed={state.shuffled}
        onClick={controls.toggleShuffle}
      >
        <ShuffleIcon size={20} />
      </button>
      <button
        type="button"
        className={classes.icon}
        aria-label={loopLabel[state.loop]}
        aria-pressed={state.loop !== 'OFF'}
        data-loop={state.loop}
        title={loopLabel[state.loop]}
        onClick={controls.cycleLoop}
      >
        <RepeatIcon size={20} one={state.loop === 'REPEAT_ONE'} />
      </button>
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import classes from '#components/play-buttons.module.css';
import { PauseIcon, PlayIcon } from '#components/player-icons.tsx';
import { startPlayer } from '../player.port.ts';
import type { PlayableRows } from '../use-playable-rows.ts';

/** A row's play button: plays the list from this row; on the current row it pauses and resumes. */
export function PlayRowButton({ rows, index }: { rows: PlayableRows; index: number }) {
  const { t } = useLingui();
  const item = rows.itemAt(index);
  if (!item) return null;
  const pauses = rows.isCurrent(index) && rows.playing;
  const title = item.title;
  return (
    <button
      type="button"
      className={classes.row}
      aria-label={pauses ? t`Pause ${title}` : t`Play ${title}`}
      data-play-row={item.id}
      onClick={() => rows.press(index)}
      // Start the player before the click lands (when the page was not idle long enough to start it).
      onPointerEnter={startPlayer}
      onFocus={startPlayer}
    >
      {pauses ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
    </button>
  );
}

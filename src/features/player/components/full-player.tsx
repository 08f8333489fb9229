import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useModalDialog } from '#components/dialogs/use-modal-dialog.ts';
import { CloseIcon, CollapseIcon, KeyboardIcon } from '#components/player-icons.tsx';
import { trapTab } from '#lib/focus-trap.ts';
import { useSession } from '#platform/session/use-session.ts';
import { usePlayerView } from '../player-context.ts';
import classes from './full-player.module.css';
import uiClasses from './player-ui.module.css';
import { QueueView } from './queue-view.tsx';
import { SeekBar } from './seek-bar.tsx';
import { StreamStatusLine } from './stream-status-line.tsx';
import { ModeButtons, TransportButtons } from './transport-buttons.tsx';
import { VolumeControl } from './volume-control.tsx';

/**
 * The full player, a modal sheet on the native <dialog> (Tab goes round inside, Escape closes, focus
 * back to the control that opened it): artwork, seek bar, every control and the queue. Its own chunk.
 */
export function FullPlayer({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { item, track, controls, showShortcuts } = usePlayerView();
  const ref = useModalDialog();
  const titleId = useId();
  if (!item) return null;
  const by = [item.subTitle, item.album].filter(Boolean).join(' · ');
  return (
    <dialog
      ref={ref}
      className={classes.sheet}
      aria-labelledby={titleId}
      data-full-player=""
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={classes.header}>
        <button
          type="button"
          className={uiClasses.icon}
          aria-label={t`Close the full player`}
          onClick={onClose}
        >
          <CollapseIcon size={22} />
        </button>
        <h2 id={titleId} className={classes.heading}>
          {t`Now playing`}
        </h2>
        <button
          type="button"
          className={uiClasses.icon}
          aria-label={t`Keyboard shortcuts`}
          onClick={showShortcuts}
        >
          <KeyboardIcon size={20} />
        </button>
      </div>
      <div className={classes.body}>
        <section className={classes.now} aria-label={t`Now playing`}>
          {item.imageUrl ? (
            <img className={classes.artwork} src={item.imageUrl} alt="" width={320} height={320} />
          ) : (
            <span className={classes.artwork} />
          )}
          <p className={classes.title} data-full-title="">
            {item.title}
          </p>
          {by && <p className={classes.by}>{by}</p>}
          {track?.isPreview && <PreviewNote />}
          <SeekBar />
          <StreamStatusLine />
          <div className={classes.controls}>
            <TransportButtons large />
          </div>
          <div className={classes.secondary}>
            <ModeButtons />
            <VolumeControl />
          </div>
        </section>
        <div className={classes.queue}>
          <QueueView />
          <button type="button" className={classes.clear} onClick={controls.close}>
            <CloseIcon size={18} />
            {t`Close the player and clear the queue`}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** A signed-in listener is never told to log in: only a visitor is. */
function PreviewNote() {
  const { t } = useLingui();
  const { isUser } = useSession();
  return (
    <p className={classes.preview} role="note">
      {isUser
        ? t`You are hearing a preview. Subscribe to hear it in full.`
        : t`You are hearing a preview. Log in or subscribe to hear it in full.`}
    </p>
  );
}

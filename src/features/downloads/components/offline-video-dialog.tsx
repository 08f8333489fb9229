import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useModalDialog } from '#components/dialogs/use-modal-dialog.ts';
import { CloseIcon } from '#components/player-icons.tsx';
import { VideoStageFor } from '#features/video/video-stage.port.ts';
import { trapTab } from '#lib/focus-trap.ts';
import type { DownloadRow } from '#offline-store/db.ts';
import classes from './offline-video-dialog.module.css';

/**
 * A downloaded video, played on the Downloads page: a modal <dialog> (Tab stays inside, Escape closes, focus
 * returns to the row's Play button) around the video player, which finds the download and plays it from the
 * device, with no network at all.
 */
export function OfflineVideoDialog({ row, onClose }: { row: DownloadRow | undefined; onClose: () => void }) {
  return row ? <Sheet row={row} onClose={onClose} /> : null;
}

function Sheet({ row, onClose }: { row: DownloadRow; onClose: () => void }) {
  const { t } = useLingui();
  const ref = useModalDialog();
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className={classes.sheet}
      aria-labelledby={titleId}
      data-offline-video={row.itemId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={classes.header}>
        <h2 id={titleId} className={classes.heading}>
          {row.title}
        </h2>
        <button type="button" className={classes.close} aria-label={t`Close the video`} onClick={onClose}>
          <CloseIcon size={22} />
        </button>
      </div>
      <VideoStageFor itemId={row.itemId} title={row.title} posterUrl={row.imageUrl} />
    </dialog>
  );
}

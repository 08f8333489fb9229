import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useFormats } from '#platform/locale/use-formats.ts';
import { usePageCollection } from '#structure/page-collection.ts';
import { type DownloadItem, inCollection } from '../download-row.ts';
import { useDownloadRows } from '../download-rows-store.ts';
import { percentOf, phaseOf } from '../download-state.ts';
import { useDownloadAction } from '../use-download-action.ts';
import classes from './download-buttons.module.css';
import { BlockedIcon, DownloadedIcon, DownloadIcon, ProgressRing } from './download-icons.tsx';

/**
 * A track list row's download button (beside the row's link, never inside it): download, then the
 * progress (pressing pauses), resume, and once downloaded a link to the Downloads page.
 */
export function DownloadRowButton({ item, position }: { item: DownloadItem | undefined; position: number }) {
  const { t } = useLingui();
  const action = useDownloadAction();
  // A row of an album, playlist, podcast or audiobook page is downloaded as part of it.
  const collection = usePageCollection();
  const formats = useFormats();
  const rows = useDownloadRows(action.known ? action.owner : undefined);
  if (!item) return null;
  const row = rows?.find((candidate) => candidate.itemId === item.id);
  const phase = phaseOf(row);
  const title = item.title;
  const percent = row ? percentOf(row) : 0;
  const shown = formats.percent(percent);
  if (phase === 'done')
    return (
      <Link
        to="/downloads"
        className={classes.row}
        data-phase={phase}
        aria-label={t`${title} is downloaded: open Downloads`}
      >
        <DownloadedIcon />
      </Link>
    );
  const press = () => {
    if (row && phase === 'active') return void action.command((m) => m.pause(row.id));
    if (row && (phase === 'paused' || phase === 'failed'))
      return void action.command((m) => m.resume(row.id));
    void action.start([collection ? inCollection(item, collection, position) : item], title);
  };
  // The same names as the header's buttons, whose visible text they start with.
  const label =
    phase === 'active'
      ? t`Downloading ${shown} of ${title}, pause`
      : phase === 'paused' || phase === 'failed'
        ? t`Resume download of ${title}, ${shown} done`
        : phase === 'disabled'
          ? t`Download again: ${title}`
          : t`Download ${title}`;
  return (
    <button
      type="button"
      className={classes.row}
      data-phase={phase}
      data-download-row={item.id}
      aria-label={label}
      aria-busy={action.busy || undefined}
      disabled={action.busy}
      onClick={press}
    >
      {phase === 'active' ? (
        <ProgressRing value={percent / 100} size={24} />
      ) : phase === 'disabled' ? (
        <BlockedIcon />
      ) : (
        <DownloadIcon />
      )}
    </button>
  );
}

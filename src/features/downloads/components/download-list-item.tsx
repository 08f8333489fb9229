import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useId } from 'react';
import { formatSize } from '#lib/format.ts';
import type { DownloadRow } from '#offline-store/db.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { LazyImage } from '#structure/images/lazy-image.tsx';
import { reasonText } from '../download-messages.ts';
import { percentOf, phaseOf } from '../download-state.ts';
import classes from './downloads-page.module.css';

export interface DownloadRowActions {
  play(row: DownloadRow): void;
  pause(row: DownloadRow): void;
  resume(row: DownloadRow): void;
  remove(row: DownloadRow): void;
}

interface DownloadListItemProps {
  row: DownloadRow;
  actions: DownloadRowActions;
  /** Its own artwork (left out under a group cover showing the same picture). */
  showArt?: boolean;
  /** Until when it plays offline, when that is not its group's date. */
  until?: { date: string; expired: boolean } | undefined;
}

/** One download: artwork, title, where it stands (progress, reason), its size, and what can be done with it. */
export function DownloadListItem({ row, actions, showArt = true, until }: DownloadListItemProps) {
  const { t, i18n } = useLingui();
  const { locale, dir, percent } = useFormats();
  const titleId = useId();
  const phase = phaseOf(row);
  const shown = percent(percentOf(row));
  const size = formatSize(row.sizeBytes, locale, dir);
  const title = row.title;
  const day = until?.date;
  const status =
    phase === 'active'
      ? row.status === 'queued'
        ? t`Waiting to download`
        : t`Downloading ${shown}`
      : phase === 'paused'
        ? t`Paused at ${shown}`
        : phase === 'failed'
          ? t`Stopped at ${shown}`
          : phase === 'disabled'
            ? t`Not available offline`
            : t`Downloaded`;
  return (
    <li
      className={classes.row}
      data-download={row.itemId}
      data-status={row.status}
      data-disabled={phase === 'disabled' || undefined}
      data-art={showArt ? '' : undefined}
      aria-labelledby={titleId}
    >
      {showArt && (
        <span className={classes.art}>
          {row.imageUrl ? <LazyImage src={row.imageUrl} width={64} height={64} /> : null}
        </span>
      )}
      <div className={classes.text}>
        <span id={titleId} className={classes.title}>
          {title}
        </span>
        {row.subTitle && <span className={classes.muted}>{row.subTitle}</span>}
        {/* Two parts, not "a · b": in Arabic a middle dot reads as the digit zero. */}
        <span className={classes.facts}>
          <span>{status}</span>
          <span>{size}</span>
        </span>
        {day !== undefined && (
          <span className={until?.expired ? classes.reason : classes.hint} data-row-until="">
            {until?.expired ? t`Offline access ended on ${day}` : t`Available offline until ${day}`}
          </span>
        )}
        {(phase === 'disabled' || phase === 'failed') && (
          <span className={classes.reason}>{reasonText(i18n, row.reason)}</span>
        )}
        {phase !== 'done' && phase !== 'disabled' && (
          <progress
            className={classes.progress}
            max={100}
            value={percentOf(row)}
            aria-label={t`Download of ${title}`}
            aria-valuetext={shown}
          />
        )}
      </div>
      <div className={classes.actions}>
        {phase === 'done' && (
          <Button size="xs" onClick={() => actions.play(row)} aria-label={t`Play ${title}`}>
            {t`Play`}
          </Button>
        )}
        {phase === 'active' && (
          <Button
            size="xs"
            variant="default"
            onClick={() => actions.pause(row)}
            aria-label={t`Pause the download of ${title}`}
          >
            {t`Pause`}
          </Button>
        )}
        {(phase === 'paused' || phase === 'failed') && (
          <Button
            size="xs"
            variant="default"
            onClick={() => actions.resume(row)}
            aria-label={t`Resume the download of ${title}`}
          >
            {t`Resume`}
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          color="red"
          onClick={() => actions.remove(row)}
          aria-label={
            phase === 'done' || phase === 'disabled' ? t`Delete ${title}` : t`Cancel the download of ${title}`
          }
        >
          {phase === 'done' || phase === 'disabled' ? t`Delete` : t`Cancel`}
        </Button>
      </div>
    </li>
  );
}

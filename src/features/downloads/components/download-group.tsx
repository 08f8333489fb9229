import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useId } from 'react';
import { ConfirmInPlace } from '#components/confirm-in-place.tsx';
import { PlayIcon } from '#components/player-icons.tsx';
import { formatMb } from '#lib/format.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { LazyImage } from '#structure/images/lazy-image.tsx';
import { type DownloadGroup, isExpired, playableRows, rowUntilDiffers } from '../download-groups.ts';
import classes from './download-group.module.css';
import { StackIcon } from './download-icons.tsx';
import { DownloadListItem, type DownloadRowActions } from './download-list-item.tsx';
import { GroupCount, KIND_LABELS } from './group-labels.tsx';
import { OfflineUntil } from './offline-until.tsx';

export interface GroupActions {
  play(group: DownloadGroup): void;
  remove(group: DownloadGroup): void;
  renew(): void;
}

interface DownloadGroupProps {
  group: DownloadGroup;
  actions: GroupActions;
  rowActions: DownloadRowActions;
  now: number;
  online: boolean;
  renewing: boolean;
}

/**
 * One album, playlist, podcast or audiobook on the device (or the other downloads): cover, title, kind,
 * count and size, until when it plays offline, play and delete; its downloads below with their own actions.
 */
export function DownloadGroupSection({
  group,
  actions,
  rowActions,
  now,
  online,
  renewing,
}: DownloadGroupProps) {
  const { t, i18n } = useLingui();
  const { locale, dir, date } = useFormats();
  const headingId = useId();
  const { collection } = group;
  const title = collection?.title ?? t`Other downloads`;
  const kind = collection ? KIND_LABELS[collection.kind] : undefined;
  const cover = collection?.imageUrl;
  const size = formatMb(group.sizeMb, locale, dir);
  const untilOf = (validUntil: string) => ({ date: date(validUntil), expired: isExpired(validUntil, now) });
  return (
    <section className={classes.group} aria-labelledby={headingId} data-download-group={group.key}>
      <div className={classes.head}>
        <span className={classes.cover} data-placeholder={cover ? undefined : ''}>
          {cover ? <LazyImage src={cover} width={96} height={96} /> : <StackIcon size={40} />}
        </span>
        <div className={classes.about}>
          <h2 id={headingId} className={classes.title} tabIndex={-1} data-group-heading={group.key}>
            {title}
          </h2>
          {/* Separate parts, not "a · b": in Arabic a middle dot reads as the digit zero. */}
          <p className={classes.facts}>
            {kind && <span>{i18n._(kind)}</span>}
            <span>
              <GroupCount kind={collection?.kind} value={group.rows.length} />
            </span>
            <span>{size}</span>
          </p>
          <OfflineUntil
            validUntil={group.validUntil}
            now={now}
            title={title}
            online={online}
            renewing={renewing}
            onRenew={actions.renew}
          />
        </div>
        <div className={classes.actions}>
          <Button
            leftSection={<PlayIcon size={18} />}
            disabled={playableRows(group).length === 0}
            onClick={() => actions.play(group)}
            aria-label={t`Play all: ${title}`}
          >
            {t`Play all`}
          </Button>
          <ConfirmInPlace
            label={t`Remove from device`}
            name={t`Remove from device: ${title}`}
            question={
              collection
                ? t`Remove ${title} from this device? You can download it again while online.`
                : t`Remove the other downloads from this device? You can download them again while online.`
            }
            confirmLabel={t`Remove`}
            onConfirm={() => actions.remove(group)}
          />
        </div>
      </div>
      <ul className={classes.rows} aria-labelledby={headingId}>
        {group.rows.map((row) => (
          <DownloadListItem
            key={row.id}
            row={row}
            actions={rowActions}
            showArt={!cover || (row.imageUrl !== undefined && row.imageUrl !== cover)}
            until={rowUntilDiffers(row, group.validUntil, date) ? untilOf(row.validUntil) : undefined}
          />
        ))}
      </ul>
    </section>
  );
}

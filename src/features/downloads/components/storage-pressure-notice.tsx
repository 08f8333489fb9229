import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { ConfirmInPlace } from '#components/confirm-in-place.tsx';
import { formatSize } from '#lib/format.ts';
import type { DownloadRow } from '#offline-store/db.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { freeBytes, oldestUnplayed, type StorageEstimate, underPressure } from '../storage-pressure.ts';
import classes from './downloads-page.module.css';

interface StoragePressureProps {
  rows: readonly DownloadRow[];
  estimate: StorageEstimate | undefined;
  /** Removes the downloads through the download manager; settles once they are gone. */
  onRemove: (rows: readonly DownloadRow[]) => Promise<void>;
}

/** Less than 10 % of the site's quota left: says so and offers to remove the oldest downloads never played. */
export function StoragePressureNotice({ rows, estimate, onRemove }: StoragePressureProps) {
  const { t } = useLingui();
  const { locale, dir } = useFormats();
  const [removing, setRemoving] = useState(false);
  const [freed, setFreed] = useState<number>();
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The offer may be gone once space is free: focus goes to what was done instead of the page's top.
  useEffect(() => {
    if (freed !== undefined) statusRef.current?.focus();
  }, [freed]);
  const size = (bytes: number) => formatSize(bytes, locale, dir);
  const pressed = estimate !== undefined && underPressure(estimate);
  const offered = pressed ? oldestUnplayed(rows, estimate) : [];
  const offeredBytes = offered.reduce((sum, row) => sum + row.receivedBytes, 0);

  const remove = () => {
    setRemoving(true);
    setFreed(undefined);
    void onRemove(offered)
      .then(() => setFreed(offeredBytes))
      .finally(() => setRemoving(false));
  };
  return (
    <>
      {pressed && (
        <div className={classes.pressure} data-storage-pressure="">
          <p>
            <strong>{t`Storage is almost full: this site has only ${size(freeBytes(estimate))} left.`}</strong>{' '}
            {t`New downloads may not fit.`}
          </p>
          {offered.length > 0 ? (
            <>
              <p id="storage-pressure-list">{t`Never played, oldest first:`}</p>
              <ul aria-labelledby="storage-pressure-list">
                {offered.map((row) => (
                  <li key={row.id}>
                    {row.title} ({size(row.receivedBytes)})
                  </li>
                ))}
              </ul>
              <ConfirmInPlace
                label={t`Free ${size(offeredBytes)}`}
                question={t`Remove these downloads from this device? You can download them again while online.`}
                confirmLabel={t`Remove`}
                onConfirm={remove}
                loading={removing}
              />
            </>
          ) : (
            <p>{t`Every download here has been played: remove the ones you no longer need.`}</p>
          )}
        </div>
      )}
      <p role="status" className={classes.hint} ref={statusRef} tabIndex={-1}>
        {freed !== undefined && t`${size(freed)} freed on this device.`}
      </p>
    </>
  );
}

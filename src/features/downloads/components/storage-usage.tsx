import { Plural, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { formatCount, formatMb, formatSize, shownSizeOfAll, sizeInMb } from '#lib/format.ts';
import type { DownloadRow } from '#offline-store/db.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import type { StorageEstimate } from '../storage-pressure.ts';
import { browserStorage } from '../storage-room.ts';
import classes from './downloads-page.module.css';
import { StoragePressureNotice } from './storage-pressure-notice.tsx';
import { StorageProtection } from './storage-protection.tsx';

/**
 * Total size of the downloads (the sum of the sizes their rows show), whether the browser keeps them
 * safe from clean-up, and a meter of what the site uses of the quota the browser gives it.
 */
export function StorageUsage({
  rows,
  onRemove,
}: {
  rows: readonly DownloadRow[];
  /** Removes downloads to free space (storage pressure). */
  onRemove: (rows: readonly DownloadRow[]) => Promise<void>;
}) {
  const { t } = useLingui();
  const { locale, dir } = useFormats();
  const meterId = useId();
  const [storage] = useState(browserStorage);
  const received = rows.reduce((sum, row) => sum + Math.min(row.receivedBytes, row.sizeBytes), 0);
  const usedMb = sizeInMb(received);
  const [estimate, setEstimate] = useState<StorageEstimate>();
  // Asked again whenever the downloads grow or shrink by a megabyte (the key names what it follows).
  const key = `${usedMb}:${rows.length}`;
  useEffect(() => {
    if (!key) return;
    void storage
      ?.estimate?.()
      .then(({ usage = 0, quota }) => setEstimate(quota ? { usage, quota } : undefined))
      .catch(() => undefined);
  }, [key, storage]);
  const total = rows.length;
  const count = formatCount(total, locale, dir);
  const usedText = formatMb(shownSizeOfAll(rows.map((row) => row.sizeBytes)), locale, dir);
  const usage = estimate ? formatSize(estimate.usage, locale, dir) : '';
  const quota = estimate ? formatSize(estimate.quota, locale, dir) : '';
  return (
    <section className={classes.usage} aria-label={t`Storage`} data-storage-usage="">
      <p>
        <Plural
          value={total}
          one={`${count} download uses ${usedText}`}
          other={`${count} downloads use ${usedText}`}
        />
      </p>
      <StorageProtection storage={storage} />
      {estimate && (
        <>
          <label htmlFor={meterId} className={classes.hint}>
            {t`This site uses ${usage} of the ${quota} the browser allows it.`}
          </label>
          <meter
            id={meterId}
            className={classes.meter}
            min={0}
            max={estimate.quota}
            value={estimate.usage}
            high={estimate.quota * 0.9}
            optimum={0}
          >
            {usage}
          </meter>
        </>
      )}
      <StoragePressureNotice rows={rows} estimate={estimate} onRemove={onRemove} />
    </section>
  );
}

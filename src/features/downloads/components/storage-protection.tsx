import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { askPersistence, type StorageLike } from '../storage-room.ts';
import { ShieldIcon, WarningIcon } from './download-icons.tsx';
import classes from './downloads-page.module.css';

type Protection = 'checking' | 'protected' | 'unprotected';

/**
 * Whether the browser keeps the downloads when the device runs short of space (navigator.storage
 * persisted()), and a way to ask for it (persist()) where the browser offers one.
 */
export function StorageProtection({ storage }: { storage: StorageLike | undefined }) {
  const { t } = useLingui();
  const [state, setState] = useState<Protection>('checking');
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    let current = true;
    void (storage?.persisted?.() ?? Promise.resolve(false))
      .catch(() => false)
      .then((kept) => current && setState(kept ? 'protected' : 'unprotected'));
    return () => {
      current = false;
    };
  }, [storage]);
  if (state === 'checking') return null;
  if (state === 'protected')
    return (
      <p className={classes.protection} data-storage-protection="protected">
        <ShieldIcon size={18} />
        <span>{t`Protected from automatic clean-up`}</span>
      </p>
    );
  const ask = async () => {
    setAsking(true);
    const kept = await askPersistence(storage);
    setAsking(false);
    setRefused(!kept);
    if (kept) setState('protected');
  };
  return (
    <div className={classes.protectionBox} data-storage-protection="unprotected">
      <p className={classes.protection}>
        <WarningIcon size={18} />
        <span>{t`The browser may remove downloads when space runs low`}</span>
      </p>
      {storage?.persist && (
        <Button size="xs" variant="default" loading={asking} onClick={() => void ask()}>
          {t`Ask the browser to keep them`}
        </Button>
      )}
      {refused && (
        <p className={classes.hint} role="status">
          {t`The browser said no for now. Browsers keep the data of sites you install or use often; try again later.`}
        </p>
      )}
    </div>
  );
}

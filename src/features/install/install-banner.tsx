import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import classes from './install-banner.module.css';
import { recentlyDismissed, rememberDismissal } from './install-dismissal.ts';
import { useEngagedVisit } from './install-moment.ts';
import { installPlatform } from './install-platform.ts';
import { useInstallPrompt } from './install-prompt.ts';

/**
 * The app-install prompt, a card over the page's foot (never a modal), offered once the visit is engaged. With
 * the browser's deferred install event it installs; on iOS (no such event ever fires) it says how. "Not now",
 * or turning the browser's sheet down, keeps it away for 30 days. It waits while `held` (the cookie bar asks:
 * both together would cover a third of a phone).
 */
export function InstallBanner({ held = false }: { held?: boolean }) {
  const { t } = useLingui();
  const { canInstall, installed, mounted, install } = useInstallPrompt();
  const engaged = useEngagedVisit();
  const [dismissed, setDismissed] = useState(() => typeof window !== 'undefined' && recentlyDismissed());
  // After mount only, like canInstall: the server's page and the first render never show it.
  const iosHint = mounted && !canInstall && !installed && installPlatform() === 'ios';
  if ((!canInstall && !iosHint) || installed || dismissed || held || !engaged) return null;
  const dismiss = () => {
    setDismissed(true);
    rememberDismissal();
  };
  const installNow = async () => {
    if ((await install()) === 'dismissed') dismiss();
  };
  return (
    <aside className={classes.banner} aria-label={t`Install the app`}>
      <p className={classes.text}>
        {canInstall
          ? t`Install the app for quick access, even offline.`
          : t`Install the app: tap Share, then Add to Home Screen.`}
      </p>
      <div className={classes.actions}>
        <Button variant="default" onClick={dismiss}>{t`Not now`}</Button>
        <Button variant="default" onClick={() => openDialog('app-installer')}>{t`How?`}</Button>
        {canInstall && <Button onClick={() => void installNow()}>{t`Install`}</Button>}
      </div>
    </aside>
  );
}

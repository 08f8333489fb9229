import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import classes from './install-banner.module.css';
import { useEngagedVisit } from './install-moment.ts';
import { useInstallPrompt } from './install-prompt.ts';

const DISMISSED_KEY = 'install-prompt-dismissed';

const wasDismissed = () => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * The app-install prompt, a card over the page's foot (never a modal); "Not now" hides it for this visit.
 * It waits while `held` (the cookie bar asks: both together would cover a third of a phone) and until the user
 * has gone past the first screen.
 */
export function InstallBanner({ held = false }: { held?: boolean }) {
  const { t } = useLingui();
  const { canInstall, install } = useInstallPrompt();
  const engaged = useEngagedVisit();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (!canInstall || dismissed || held || !engaged) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private mode: hidden for this page view only.
    }
  };
  return (
    <aside className={classes.banner} aria-label={t`Install the app`}>
      <p className={classes.text}>{t`Install the app for quick access, even offline.`}</p>
      <div className={classes.actions}>
        <Button variant="default" onClick={dismiss}>{t`Not now`}</Button>
        <Button onClick={install}>{t`Install`}</Button>
      </div>
    </aside>
  );
}

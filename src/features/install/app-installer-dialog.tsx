import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useId } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import classes from './app-installer.module.css';
import { type InstallPlatform, installPlatform } from './install-platform.ts';
import { useInstallPrompt } from './install-prompt.ts';

/** The steps by platform where the browser offers no install event to call (iOS never does). */
function useSteps(platform: InstallPlatform): string[] {
  const { t } = useLingui();
  switch (platform) {
    case 'ios':
      return [
        t`In Safari, tap the Share button.`,
        t`Choose Add to Home Screen.`,
        t`Tap Add: the app appears on your home screen.`,
      ];
    case 'android':
      return [
        t`Open the browser's menu (the three dots).`,
        t`Choose Install app, or Add to Home screen.`,
        t`Confirm: the app appears on your home screen.`,
      ];
    default:
      return [
        t`Click the install icon at the end of the address bar, or open the browser's menu.`,
        t`Choose Install this site as an app (in some browsers under Apps).`,
        t`Confirm: the app opens in a window of its own.`,
      ];
  }
}

/**
 * Commerce §2 app installer: what installing brings, then the browser's own install sheet when a deferred
 * install event is there, else the steps for this device.
 */
export function AppInstallerDialog({ onClose }: DialogComponentProps<'app-installer'>) {
  const { t } = useLingui();
  const { canInstall, installed, install } = useInstallPrompt();
  const steps = useSteps(installPlatform());
  const stepsId = useId();
  const installNow = async () => {
    if ((await install()) === 'accepted') onClose();
  };
  return (
    <DialogFrame title={t`Install the app`} onClose={onClose}>
      <ul className={classes.benefits}>
        <li>{t`Opens from your home screen or desktop, like any other app.`}</li>
        <li>{t`Plays your downloads without a connection.`}</li>
        <li>{t`Uses the whole screen, without the browser's bars.`}</li>
      </ul>
      {installed ? (
        <p data-install-state="installed">{t`The app is installed on this device.`}</p>
      ) : canInstall ? null : (
        <section aria-labelledby={stepsId} data-install-state="steps">
          <h3 id={stepsId} className={classes.heading}>{t`How to install`}</h3>
          <ol className={classes.steps}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      <div className={dialogActionsClass}>
        <Button variant="default" onClick={onClose}>{t`Close`}</Button>
        {canInstall && <Button onClick={() => void installNow()}>{t`Install`}</Button>}
      </div>
    </DialogFrame>
  );
}

import '@mantine/core/styles/Switch.css';
import { useLingui } from '@lingui/react/macro';
import { Button, Switch } from '@mantine/core';
import { useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { readEnabledIds, saveConsent } from './consent-cookies.ts';
import { allCookies, enabledIds, isCookieLocked } from './consent-rules.ts';
import classes from './cookie-settings.module.css';

/** Every cookie with its switch; necessary ones are locked on. Saving counts as consent. */
export function CookieSettingsDialog({ onClose }: DialogComponentProps<'cookie-settings'>) {
  const { t } = useLingui();
  const { cookieConsent: consent } = useConfiguration();
  const [enabled, setEnabled] = useState(() => new Set(enabledIds(consent, readEnabledIds(consent))));
  const toggle = (id: string, on: boolean) =>
    setEnabled((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const save = () => {
    saveConsent(consent, enabledIds(consent, [...enabled]));
    onClose();
  };
  return (
    <DialogFrame title={t`Cookie settings`} onClose={onClose}>
      <ul className={classes.list}>
        {allCookies(consent).map((cookie) => {
          const locked = isCookieLocked(cookie, consent);
          return (
            <li key={cookie.identifier}>
              <Switch
                checked={locked || enabled.has(cookie.identifier)}
                disabled={locked}
                onChange={(event) => toggle(cookie.identifier, event.currentTarget.checked)}
                label={cookie.title}
                description={locked ? cookie.subTitle || t`Always on: the portal needs it.` : cookie.subTitle}
                data-cookie={cookie.identifier}
              />
            </li>
          );
        })}
      </ul>
      <div className={dialogActionsClass}>
        <Button data-consent="save" onClick={save}>{t`Save choices`}</Button>
      </div>
    </DialogFrame>
  );
}

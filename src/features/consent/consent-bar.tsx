import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useRef } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import classes from './consent-bar.module.css';
import { saveConsent } from './consent-cookies.ts';
import { allIds, necessaryIds } from './consent-rules.ts';
import { useConsent } from './use-consent.ts';
import { useReservedSpace } from './use-reserved-space.ts';

/** Cookie consent bar (shell §4): shown until the stored consent matches the tenant's cookie list. */
export function ConsentBar() {
  const { t } = useLingui();
  const { consent, asking } = useConsent();
  const ref = useRef<HTMLElement>(null);
  useReservedSpace(ref, consent.position, asking);
  if (!asking) return null;
  return (
    <section
      ref={ref}
      className={classes.bar}
      data-position={consent.position}
      data-consent-bar
      aria-label={t`Cookie consent`}
    >
      <div className={classes.inner}>
        <p className={classes.text}>
          {t`We use cookies to run this portal and, with your permission, to understand how it is used.`}
        </p>
        <div className={classes.actions}>
          <Button variant="default" data-consent="settings" onClick={() => openDialog('cookie-settings')}>
            {t`Cookie settings`}
          </Button>
          <Button
            variant="default"
            data-consent="reject"
            onClick={() => saveConsent(consent, necessaryIds(consent))}
          >
            {t`Reject optional`}
          </Button>
          <Button data-consent="accept" onClick={() => saveConsent(consent, allIds(consent))}>
            {t`Accept all`}
          </Button>
        </div>
      </div>
    </section>
  );
}

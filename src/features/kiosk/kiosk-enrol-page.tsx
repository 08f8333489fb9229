import '@mantine/core/styles/Button.css';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PageFrame } from '#components/page-frame.tsx';
import { KIOSK_ERRORS, kioskEndpoints } from '#contract/kiosk.ts';
import { isApiError } from '#lib/api-error.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import classes from './kiosk.module.css';
import { saveKioskDevice } from './kiosk-device.ts';
import { markKioskIdle } from './kiosk-session.ts';

type Outcome = 'working' | 'enrolled' | 'missing' | 'invalid' | 'expired' | 'other-tenant' | 'failed';

let running: Promise<Outcome> | undefined;

/** /kiosk/enrol?token=…: the server checks the signed link; only its yes makes this device a kiosk. */
export function KioskEnrolPage() {
  const { t } = useLingui();
  const { api, tenant } = usePageScope();
  const [outcome, setOutcome] = useState<Outcome>('working');

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) {
      setOutcome('missing');
      return;
    }
    // One request even when React runs the effect twice; the token leaves the address bar and history.
    running ??= api
      .call(kioskEndpoints.enrol, { body: { token } })
      .then((answer): Outcome => {
        saveKioskDevice(tenant.name, answer);
        markKioskIdle();
        return 'enrolled';
      })
      .catch((error: unknown): Outcome => {
        const code = isApiError(error) ? error.problem?.code : undefined;
        if (code === KIOSK_ERRORS.tokenExpired) return 'expired';
        if (code === KIOSK_ERRORS.otherTenant) return 'other-tenant';
        if (isApiError(error) && (error.status === 401 || error.status === 400)) return 'invalid';
        return 'failed';
      })
      .finally(() => {
        running = undefined;
      });
    let active = true;
    void running.then((next) => {
      if (!active) return;
      window.history.replaceState(window.history.state, '', window.location.pathname);
      setOutcome(next);
    });
    return () => {
      active = false;
    };
  }, [api, tenant.name]);

  const messages: Record<Outcome, string> = {
    working: t`Checking the enrolment link…`,
    enrolled: t`This device is now a kiosk. It goes full screen at the first touch and starts over when nobody uses it.`,
    missing: t`This page needs the enrolment link made for this device.`,
    invalid: t`This enrolment link is not genuine. Ask for a new one.`,
    expired: t`This enrolment link has expired or was already withdrawn. Ask for a new one.`,
    'other-tenant': t`This enrolment link belongs to another portal.`,
    failed: t`The enrolment link could not be checked. Check the connection and reload the page.`,
  };
  return (
    <PageFrame fallbackTitle={t`Kiosk enrolment`} classNames={classes}>
      <p role={outcome === 'working' ? undefined : 'status'} data-outcome={outcome}>
        {messages[outcome]}
      </p>
      {outcome === 'enrolled' && (
        <Button component={Link} to="/">
          {t`Start the kiosk`}
        </Button>
      )}
    </PageFrame>
  );
}

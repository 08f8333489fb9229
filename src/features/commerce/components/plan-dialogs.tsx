import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { newIdempotencyKey } from '../idempotency-key.ts';
import { usePlans } from '../use-plan.ts';
import { useSubscribe } from '../use-subscribe.ts';
import classes from './dialogs.module.css';

/** Commerce §3 DISPLAY_SERVICE_TNC_DATA_POPUP: the plan's terms. */
export function SubscriptionTermsDialog({ typeId, onClose }: DialogComponentProps<'subscription-terms'>) {
  const { t } = useLingui();
  const plan = usePlans([typeId]).plans[0];
  return (
    <DialogFrame title={plan?.tnc?.title ?? t`Terms and conditions`} onClose={onClose}>
      <p className={classes.termsText}>{plan?.tnc?.text ?? t`Loading the terms…`}</p>
      <div className={dialogActionsClass}>
        <Button onClick={onClose}>{t`Close`}</Button>
      </div>
    </DialogFrame>
  );
}

/** Commerce §7 subscribeToFreeTrial: one trial per user and plan, then the plan's normal price. */
export function FreeTrialDialog({ typeId, onClose }: DialogComponentProps<'free-trial'>) {
  const { t } = useLingui();
  const { price } = useFormats();
  const plan = usePlans([typeId]).plans[0];
  const { startTrial } = useSubscribe();
  const [key] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [offline, setOffline] = useState(false);
  const start = async () => {
    setBusy(true);
    setOffline(false);
    if ((await startTrial(typeId, key)) === 'retry') {
      setBusy(false);
      setOffline(true);
    }
  };
  const then = plan?.price ? price(plan.price.price) : '';
  return (
    <DialogFrame title={t`Start your free trial`} onClose={onClose}>
      {plan && (
        <div data-free-trial={plan.id}>
          <p>
            <strong>{plan.name}</strong>
          </p>
          <p>{plan.freeDuration ?? t`Try it for free.`}</p>
          {then && (
            <p className={classes.muted}>{t`After the trial it costs ${then}, unless you cancel before.`}</p>
          )}
        </div>
      )}
      {offline && (
        <p role="alert" className={classes.error}>
          {t`No answer from the service. Check your connection and try again.`}
        </p>
      )}
      <div className={dialogActionsClass}>
        <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
        <Button onClick={() => void start()} loading={busy} disabled={!plan} data-start-trial="">
          {offline ? t`Try again` : t`Start the free trial`}
        </Button>
      </div>
    </DialogFrame>
  );
}

import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Radio } from '@mantine/core';
import { useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { TNC_CONSENT_ID } from '#contract/commerce-consent.ts';
import { nextStep } from '../consent-rules.ts';
import { newIdempotencyKey } from '../idempotency-key.ts';
import { carrierOperatorOf } from '../plan-view.ts';
import { usePlans } from '../use-plan.ts';
import { useSubscribe } from '../use-subscribe.ts';
import { useSubscribeSteps } from '../use-subscribe-steps.ts';
import classes from './dialogs.module.css';
import { PlanPriceLine } from './plan-price-line.tsx';

/**
 * Commerce §2 confirm subscribe V2: the plan, its price and terms, the payment option (WEB leaves for the
 * checkout, API goes on with the operator flow). One Idempotency-Key per opening: a retry sends the same.
 */
export function ConfirmSubscribeDialog({
  typeId,
  migrateSubId,
  direction,
  onClose,
}: DialogComponentProps<'confirm-subscribe'>) {
  const { t } = useLingui();
  const { plans, types, loading } = usePlans([typeId]);
  const { subscribe } = useSubscribe();
  const proceed = useSubscribeSteps();
  const [key] = useState(newIdempotencyKey);
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [offline, setOffline] = useState(false);
  const plan = plans[0];
  const type = types[0];
  const options = type?.paymentOptions ?? [];
  const [option, setOption] = useState<string | undefined>(undefined);
  const chosen = options.find((o) => o.paymentOptionUUID === option) ?? options[0];
  const title = {
    upgrade: t`Upgrade your subscription`,
    downgrade: t`Downgrade your subscription`,
    change: t`Change your subscription`,
    none: t`Confirm your subscription`,
  }[direction ?? 'none'];
  // Partner plans ask for their fields, double opt-in plans for their consents, before paying.
  const more = type ? nextStep(type, {}) !== 'pay' : false;
  const go = async () => {
    if (!type) return;
    if (more) {
      const consents = plan?.tnc ? [{ id: TNC_CONSENT_ID, accepted }] : undefined;
      const state = { typeId, migrateSubId, direction, option: chosen?.paymentOptionUUID, consents };
      await proceed(type, state, key, {});
      return;
    }
    if (chosen?.flow === 'API') {
      // Commerce §2 materna: an operator-confirmed plan shows the operator's carrier-billing terms first.
      openDialog(type && carrierOperatorOf(type) ? 'materna' : 'payment-options', {
        typeId,
        migrateSubId,
        direction,
        paymentOptionUUID: chosen.paymentOptionUUID,
      });
      return;
    }
    setBusy(true);
    setOffline(false);
    const consents = plan?.tnc ? [{ id: 'tnc', accepted }] : undefined;
    const result = await subscribe(type, { typeId, migrateSubId, direction }, key, {
      option: chosen?.paymentOptionUUID,
      consents,
    });
    // 'done' with a checkout to go to keeps the dialog (busy) while the browser leaves.
    if (result === 'retry') {
      setBusy(false);
      setOffline(true);
    }
  };
  return (
    <DialogFrame title={title} onClose={onClose}>
      {!plan ? (
        <p role="status">{loading ? t`Loading the plan…` : t`This plan is not offered any more.`}</p>
      ) : (
        <div data-confirm-plan={plan.id}>
          <PlanPriceLine plan={plan} />
          {plan.freeDuration && <p>{plan.freeDuration}</p>}
          {plan.info && <p className={classes.muted}>{plan.info}</p>}
          {options.length > 1 && (
            <Radio.Group
              label={plan.abovePurchaseOptions ?? t`How do you want to pay?`}
              value={chosen?.paymentOptionUUID ?? null}
              onChange={setOption}
              className={classes.options}
            >
              {options.map((o) => (
                <Radio
                  key={o.paymentOptionUUID}
                  value={o.paymentOptionUUID}
                  label={o.flow === 'API' ? t`Mobile phone bill` : t`Card`}
                />
              ))}
            </Radio.Group>
          )}
          {plan.tnc && (
            <details className={classes.terms}>
              <summary>{plan.tnc.title ?? t`Terms and conditions`}</summary>
              <p>{plan.tnc.text}</p>
            </details>
          )}
          {plan.tnc && (
            <Checkbox
              checked={accepted}
              onChange={(event) => setAccepted(event.currentTarget.checked)}
              label={t`I accept the terms and conditions`}
            />
          )}
          {offline && (
            <p role="alert" className={classes.error}>
              {t`No answer from the service. Check your connection and try again: you will not be charged twice.`}
            </p>
          )}
        </div>
      )}
      <div className={dialogActionsClass}>
        <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
        <Button
          onClick={() => void go()}
          loading={busy}
          disabled={!plan || (Boolean(plan.tnc) && !accepted)}
          data-confirm-subscribe=""
        >
          {offline ? t`Try again` : more ? t`Continue` : t`Continue to payment`}
        </Button>
      </div>
    </DialogFrame>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { carrierOperatorOf } from '../plan-view.ts';
import { usePlans } from '../use-plan.ts';
import { PER_CYCLE } from './billing-cycle.ts';
import classes from './dialogs.module.css';

/**
 * Commerce §2 materna: the partner operator's carrier-billing confirmation. Before a plan billed to the mobile
 * line (ment_materna names the operator) the customer sees who bills, how much, how often it renews and the
 * terms; confirming continues to the operator flow (payment options: number, then the PIN the operator sends).
 */
export function MaternaDialog({ onClose, ...steps }: DialogComponentProps<'materna'>) {
  const { t, i18n } = useLingui();
  const { price } = useFormats();
  const { plans, types } = usePlans([steps.typeId]);
  const plan = plans[0];
  const type = types[0];
  const operator = type ? carrierOperatorOf(type) : undefined;
  const amount = plan?.price ? price(plan.price.price) : '';
  const cycle = type ? i18n._(PER_CYCLE[type.billingCycle]) : '';
  return (
    <DialogFrame title={t`Confirm billing by your mobile operator`} onClose={onClose}>
      {plan && operator ? (
        <div data-materna={plan.id}>
          <p>
            <strong>{plan.name}</strong>
          </p>
          <p>{t`${operator} adds ${amount} ${cycle} to your mobile bill.`}</p>
          <p>{plan.info ?? t`It renews automatically until you cancel it.`}</p>
          <details>
            <summary>{plan.tnc?.title ?? t`Terms and conditions`}</summary>
            <p className={classes.termsText}>{plan.tnc?.text ?? ''}</p>
          </details>
          <p className={classes.muted}>{t`${operator} will text a code to your number to confirm.`}</p>
        </div>
      ) : (
        <p>{t`Loading the plan…`}</p>
      )}
      <div className={dialogActionsClass}>
        <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
        <Button
          disabled={!plan || !operator}
          data-materna-confirm=""
          onClick={() => openDialog('payment-options', steps)}
        >
          {t`Confirm and continue`}
        </Button>
      </div>
    </DialogFrame>
  );
}

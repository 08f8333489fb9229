import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { userSubscriptionsQuery } from '../commerce.queries.ts';
import { planView } from '../plan-view.ts';
import { useCancelSubscription } from '../use-cancel-subscription.ts';
import { useCommerceScope } from '../use-commerce-scope.ts';

/** Commerce §2 cancel subscription: V1 asks; V2 also names the plan and until when it stays usable. */
export function CancelSubscriptionDialog({
  subscriptionId,
  version,
  onClose,
}: DialogComponentProps<'cancel-subscription'>) {
  const { t } = useLingui();
  const { date } = useFormats();
  const { scope } = useCommerceScope();
  const cancel = useCancelSubscription();
  const [busy, setBusy] = useState(false);
  const { data } = useQuery(userSubscriptionsQuery(scope));
  const subscription = data?.find((s) => s.id === subscriptionId);
  const name = subscription?.subscriptionType
    ? planView(subscription.subscriptionType, scope.locale).name
    : undefined;
  // Canceled, it keeps access to the end of the period it was paid for (or of the trial).
  const until = subscription?.nextRenewalDate ?? subscription?.endDate;
  const confirm = async () => {
    setBusy(true);
    const cancelled = await cancel(subscriptionId);
    setBusy(false);
    // Commerce §2 custom feedback: why they left, asked once the cancel went through.
    if (cancelled) openDialog('custom-feedback', { after: 'cancellation' });
    else onClose();
  };
  return (
    <DialogFrame title={t`Cancel your subscription?`} onClose={onClose}>
      {version === 'V2' && name && <p>{t`You are about to cancel ${name}.`}</p>}
      <p data-cancel-until={until ?? ''}>
        {until
          ? t`You keep access until ${date(until)}; it is not charged again. You can subscribe again at any time.`
          : t`Your subscription ends now and is not charged again. You can subscribe again at any time.`}
      </p>
      <div className={dialogActionsClass}>
        <Button variant="default" onClick={onClose} data-autofocus="">
          {t`Keep my subscription`}
        </Button>
        <Button color="red" onClick={() => void confirm()} loading={busy} data-confirm-cancel="">
          {t`Cancel subscription`}
        </Button>
      </div>
    </DialogFrame>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
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
  const until = subscription?.nextRenewalDate;
  const confirm = async () => {
    setBusy(true);
    await cancel(subscriptionId);
    setBusy(false);
    onClose();
  };
  return (
    <DialogFrame title={t`Cancel your subscription?`} onClose={onClose}>
      {version === 'V2' && name ? (
        <>
          <p>{t`You are about to cancel ${name}.`}</p>
          {until && (
            <p>{t`It would renew on ${date(until)}. Canceled, it ends now and is not charged again.`}</p>
          )}
        </>
      ) : (
        <p>{t`Your subscription ends now and is not charged again. You can subscribe again at any time.`}</p>
      )}
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

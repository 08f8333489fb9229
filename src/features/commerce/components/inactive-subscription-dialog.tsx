import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { subscriptionTypesQuery } from '../commerce.queries.ts';
import { planView } from '../plan-view.ts';
import { useCommerceScope } from '../use-commerce-scope.ts';
import { useSubscribe } from '../use-subscribe.ts';

/**
 * Commerce §2/§8 inactive subscription: the item is part of a plan the user held, but that subscription is
 * inactive (its renewal was not paid). Ways on: the payment methods, or subscribing to the plan again.
 */
export function InactiveSubscriptionDialog({
  title,
  typeId,
  onClose,
}: DialogComponentProps<'inactive-subscription'>) {
  const { t } = useLingui();
  const { scope } = useCommerceScope();
  const types = useQuery(subscriptionTypesQuery(scope));
  const type = types.data?.find((candidate) => candidate.id === typeId);
  const plan = type ? planView(type, scope.locale).name : undefined;
  const { choose } = useSubscribe();
  return (
    <DialogFrame title={t`Your subscription is inactive`} onClose={onClose}>
      <p data-inactive-subscription={typeId}>
        {plan
          ? t`Your ${plan} subscription is inactive: its last renewal could not be paid. ${title} plays in full again once it is active.`
          : t`Your subscription is inactive: its last renewal could not be paid. ${title} plays in full again once it is active.`}
      </p>
      <p>{t`Check that your card is still valid, then subscribe again.`}</p>
      <div className={dialogActionsClass}>
        <Button variant="default" component={Link} to="/MyPaymentMethods" onClick={onClose}>
          {t`Payment methods`}
        </Button>
        <Button
          data-subscribe-again=""
          onClick={() => {
            onClose();
            choose({ typeId });
          }}
        >
          {t`Subscribe again`}
        </Button>
      </div>
    </DialogFrame>
  );
}

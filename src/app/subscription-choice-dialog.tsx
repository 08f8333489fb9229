import { useEffect } from 'react';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { useInactiveSubscription } from '#features/commerce/inactive-subscription.port.ts';
import { SubscriptionChoiceDialog } from '#features/player/components/purchase-options-dialog.tsx';

/**
 * Commerce §8, where features meet: an unavailable item whose plan the user holds inactive hands over to the
 * inactive-subscription dialog (through the manager, before anything is shown); otherwise the player's choice.
 */
export function SubscriptionChoiceOrInactive(props: DialogComponentProps<'subscription-choice'>) {
  const { ready, inactive } = useInactiveSubscription(props.purchase);
  const { title } = props;
  useEffect(() => {
    if (inactive)
      openDialog('inactive-subscription', { title, typeId: inactive.typeId, subscriptionId: inactive.id });
  }, [inactive, title]);
  if (!ready || inactive) return null;
  return <SubscriptionChoiceDialog {...props} />;
}

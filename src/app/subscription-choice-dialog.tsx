import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { InactiveSubscriptionDialog } from '#features/commerce/components/inactive-subscription-dialog.tsx';
import { useInactiveSubscription } from '#features/commerce/inactive-subscription.port.ts';
import { SubscriptionChoiceDialog } from '#features/player/components/purchase-options-dialog.tsx';

/**
 * Commerce §8, where features meet: an unavailable item whose plan the user holds inactive gets the
 * inactive-subscription dialog; otherwise the player's subscription choice.
 */
export function SubscriptionChoiceOrInactive(props: DialogComponentProps<'subscription-choice'>) {
  const { ready, inactive } = useInactiveSubscription(props.purchase);
  if (!ready) return null;
  if (inactive)
    return (
      <InactiveSubscriptionDialog
        title={props.title}
        typeId={inactive.typeId}
        subscriptionId={inactive.id}
        onClose={props.onClose}
      />
    );
  return <SubscriptionChoiceDialog {...props} />;
}

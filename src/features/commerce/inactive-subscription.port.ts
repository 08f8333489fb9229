import { useQuery } from '@tanstack/react-query';
import type { UserSubscription } from '#contract/commerce-types.ts';
import type { PurchaseOption } from '#contract/player.ts';
import { useSession } from '#platform/session/use-session.ts';
import { userSubscriptionsQuery } from './commerce.queries.ts';
import { commerceNow } from './commerce-clock.ts';
import { inactiveSubscriptionFor } from './inactive-subscription.ts';
import { useCommerceScope } from './use-commerce-scope.ts';

/**
 * For the subscription choice (commerce §8): the user's inactive subscription of a plan the purchase list
 * offers, once the user's subscriptions are known (visitors have none; a failed load keeps the plain choice).
 */
export function useInactiveSubscription(purchase: readonly PurchaseOption[]): {
  ready: boolean;
  inactive?: UserSubscription;
} {
  const { isUser } = useSession();
  const { scope } = useCommerceScope();
  const subscriptions = useQuery({ ...userSubscriptionsQuery(scope), enabled: isUser });
  if (!isUser || subscriptions.isError) return { ready: true };
  if (!subscriptions.data) return { ready: false };
  const inactive = inactiveSubscriptionFor(purchase, subscriptions.data, commerceNow(scope.tenant.name));
  return inactive ? { ready: true, inactive } : { ready: true };
}

import type { UserSubscription } from '#contract/commerce-types.ts';
import type { PurchaseOption } from '#contract/player.ts';
import { isActive, isInactive, isPending } from './subscription-state.ts';

/** The plans a purchase list offers (its SUBSCRIPTION options' subscriptionType, the article's subscription). */
export const offeredTypeIds = (purchase: readonly PurchaseOption[]): number[] =>
  purchase.flatMap((option) =>
    option.type === 'SUBSCRIPTION' && option.subscriptionType ? [option.subscriptionType.id] : [],
  );

const endOf = (s: UserSubscription) => Date.parse(s.endDate ?? s.startDate) || 0;

/**
 * Commerce §8: an unavailable item whose article subscription the user holds but which is inactive (its renewal
 * was not paid) gets the inactive-subscription dialog instead of the plain choice. Nothing when the user holds
 * one of the offered plans active or pending (the choice stays as it is), or holds none of them at all.
 */
export function inactiveSubscriptionFor(
  purchase: readonly PurchaseOption[],
  subscriptions: readonly UserSubscription[],
): UserSubscription | undefined {
  const offered = new Set(offeredTypeIds(purchase));
  const mine = subscriptions.filter((s) => offered.has(s.typeId));
  if (mine.some((s) => isActive(s) || isPending(s))) return undefined;
  return mine.filter(isInactive).sort((a, b) => endOf(b) - endOf(a))[0];
}

import type { UserSubscription } from '#contract/commerce-types.ts';
import type { PurchaseOption } from '#contract/player.ts';
import { isActive, isCanceledRunning, isInactive, isPending } from './subscription-state.ts';

/** The plans a purchase list offers (its SUBSCRIPTION options' subscriptionType, the article's subscription). */
export const offeredTypeIds = (purchase: readonly PurchaseOption[]): number[] =>
  purchase.flatMap((option) =>
    option.type === 'SUBSCRIPTION' && option.subscriptionType ? [option.subscriptionType.id] : [],
  );

const endOf = (s: UserSubscription) => Date.parse(s.endDate ?? s.startDate) || 0;

/**
 * Commerce §8: an unavailable item whose article subscription the user holds but which is inactive (its renewal
 * was not paid) gets the inactive-subscription dialog instead of the plain choice. Nothing when the user holds
 * one of the offered plans active, pending or canceled with its period still running (the choice stays as it
 * is), holds none of them at all, or ended one by canceling it (canceledAt: not an unpaid renewal).
 */
export function inactiveSubscriptionFor(
  purchase: readonly PurchaseOption[],
  subscriptions: readonly UserSubscription[],
  now: number,
): UserSubscription | undefined {
  const offered = new Set(offeredTypeIds(purchase));
  const mine = subscriptions.filter((s) => offered.has(s.typeId));
  if (mine.some((s) => isActive(s) || isPending(s) || isCanceledRunning(s, now))) return undefined;
  return mine.filter((s) => isInactive(s) && s.canceledAt === null).sort((a, b) => endOf(b) - endOf(a))[0];
}

import type { UserSubscription } from '#contract/commerce-types.ts';
import { type CreditExpiry, type ExpirationSettings, timeLeftWithin } from './credit-expiry.ts';
import { isActive, isCanceledRunning } from './subscription-state.ts';

/** What the subscription-expiration popup says: which subscription ends, when, and how long is left. */
export interface SubscriptionEnd extends Pick<CreditExpiry, 'unit' | 'left'> {
  subscriptionId: number;
  typeId: number;
  /** The plan's name, when the list carries its type. */
  plan?: string;
  /** The subscription's endDate, ISO. */
  until: string;
}

/**
 * Shell §2 subscription-expiration popup, for one subscription: one that will end rather than renew (canceled
 * with its period still running, or active with an end date and no renewal) and whose end is within the
 * tenant's threshold on the commerce clock (daily plans in hours, others in days).
 */
export function subscriptionEndOf(
  s: UserSubscription,
  settings: ExpirationSettings,
  now: number,
): SubscriptionEnd | undefined {
  const ending = isCanceledRunning(s, now) || (isActive(s) && s.nextRenewalDate === null);
  if (!ending || !s.endDate) return undefined;
  const near = timeLeftWithin(s, s.endDate, settings, now);
  if (!near) return undefined;
  const plan = s.subscriptionType?.name;
  return { subscriptionId: s.id, typeId: s.typeId, until: s.endDate, ...near, ...(plan ? { plan } : {}) };
}

/** One popup per subscription and period end. */
export const subscriptionEndKey = (e: Pick<SubscriptionEnd, 'subscriptionId' | 'until'>) =>
  `end:${e.subscriptionId}@${e.until}`;

/**
 * The popup to show now, if any: for a signed-in user on a tenant that shows it, the soonest ending
 * subscription whose end was not announced yet (`seen` holds subscriptionEndKey keys).
 */
export function subscriptionEndAlert(
  subscriptions: readonly UserSubscription[],
  settings: ExpirationSettings | undefined,
  context: { isUser: boolean; now: number; seen: ReadonlySet<string> },
): SubscriptionEnd | undefined {
  if (!context.isUser || !settings?.show) return undefined;
  return subscriptions
    .map((s) => subscriptionEndOf(s, settings, context.now))
    .filter((e): e is SubscriptionEnd => e !== undefined && !context.seen.has(subscriptionEndKey(e)))
    .sort((a, b) => Date.parse(a.until) - Date.parse(b.until))[0];
}

import type { UserSubscription } from '#contract/commerce-types.ts';
import { isActive, isCanceledRunning } from './subscription-state.ts';

/** The configuration's expiration popup group (shell §3), the tenant's showExpirationDialog and thresholds. */
export interface ExpirationSettings {
  show: boolean;
  hoursThreshold?: number;
  daysThreshold?: number;
  route?: string;
}

/** What the popup says: which subscription, how many credits, until when, and how long is left. */
export interface CreditExpiry {
  subscriptionId: number;
  typeId: number;
  credits: number;
  /** The end of the period (nextRenewalDate, else endDate), ISO. */
  until: string;
  unit: 'hours' | 'days';
  /** Whole hours (P1D) or days (others) left, rounded up. */
  left: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The credit contingents' total: FULL_TRACK_MUSIC is the credit type; -1 (unlimited) is no credit plan. */
export function creditTotal(subscription: Pick<UserSubscription, 'contingents'>): number {
  return subscription.contingents
    .filter((c) => c.contentTypes.includes('FULL_TRACK_MUSIC') && c.amount >= 0)
    .reduce((sum, c) => sum + c.amount, 0);
}

const hasCreditContingent = (s: Pick<UserSubscription, 'contingents'>) =>
  s.contingents.some((c) => c.contentTypes.includes('FULL_TRACK_MUSIC') && c.amount >= 0);

/**
 * Commerce §5/§9 credit expiry alert, for one subscription: only credit subscriptions that are active (or
 * canceled with their period still running: the credits go at its end); `now` is the commerce clock; daily
 * (P1D) ones when the hours left are within the hours threshold, others when the days left are within the days
 * threshold. Skipped: no end or renewal date, accumulating contingents, zero total credit, already over.
 */
export function creditExpiryOf(
  s: UserSubscription,
  settings: ExpirationSettings,
  now: number,
): CreditExpiry | undefined {
  if (!(isActive(s) || isCanceledRunning(s, now)) || !hasCreditContingent(s)) return undefined;
  const until = s.nextRenewalDate ?? s.endDate;
  if (!until) return undefined;
  if (s.subscriptionType?.accumulateContingent) return undefined;
  const credits = creditTotal(s);
  if (credits <= 0) return undefined;
  const near = timeLeftWithin(s, until, settings, now);
  return near && { subscriptionId: s.id, typeId: s.typeId, credits, until, ...near };
}

/**
 * The time left until `until` when it is within the tenant's threshold: whole hours for a daily (P1D) plan
 * against the hours threshold, else whole days against the days threshold (both rounded up); none once past.
 */
export function timeLeftWithin(
  s: Pick<UserSubscription, 'subscriptionType'>,
  until: string,
  settings: ExpirationSettings,
  now: number,
): Pick<CreditExpiry, 'unit' | 'left'> | undefined {
  const remaining = Date.parse(until) - now;
  if (!Number.isFinite(remaining) || remaining <= 0) return undefined;
  const daily = s.subscriptionType?.billingCycle === 'P1D';
  const left = Math.ceil(remaining / (daily ? HOUR_MS : DAY_MS));
  const threshold = daily ? settings.hoursThreshold : settings.daysThreshold;
  if (threshold === undefined || left > threshold) return undefined;
  return { unit: daily ? 'hours' : 'days', left };
}

/**
 * The alert to show now, if any (commerce §5: role user and showExpirationDialog): the soonest expiring credit
 * subscription whose period was not alerted yet (once per period: `seen` holds `id@until` keys).
 */
export function creditExpiryAlert(
  subscriptions: readonly UserSubscription[],
  settings: ExpirationSettings | undefined,
  context: { isUser: boolean; now: number; seen: ReadonlySet<string> },
): CreditExpiry | undefined {
  if (!context.isUser || !settings?.show) return undefined;
  return subscriptions
    .map((s) => creditExpiryOf(s, settings, context.now))
    .filter((e): e is CreditExpiry => e !== undefined && !context.seen.has(creditExpiryKey(e)))
    .sort((a, b) => Date.parse(a.until) - Date.parse(b.until))[0];
}

/** One alert per subscription and period. */
export const creditExpiryKey = (e: Pick<CreditExpiry, 'subscriptionId' | 'until'>) =>
  `${e.subscriptionId}@${e.until}`;

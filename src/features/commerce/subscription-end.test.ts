import { describe, expect, it } from 'vitest';
import type { SubscriptionType, UserSubscription } from '#contract/commerce-types.ts';
import { subscriptionEndAlert, subscriptionEndKey, subscriptionEndOf } from './subscription-end.ts';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const H = 3_600_000;
const D = 24 * H;
const at = (ms: number) => new Date(NOW + ms).toISOString();
const type = (extra: Partial<SubscriptionType> = {}): SubscriptionType => ({
  id: 9,
  name: 'Music Premium',
  kind: 'SUBSCRIPTION',
  attributes: [],
  billingCycle: 'P1M',
  subscriptionTypePrice: { amount: 9.99, currency: 'EUR' },
  subscriptionTypePromotionPrice: null,
  maxTrialDuration: null,
  contingents: [{ amount: -1, contentTypes: ['FULL_TRACK_MUSIC'] }],
  subscriptionTypeGroupList: [],
  accumulateContingent: false,
  paymentOptions: [],
  ...extra,
});
/** Canceled on the 20th, its paid period running until `end`. */
const canceled = (end: number, extra: Partial<UserSubscription> = {}, typeExtra = {}): UserSubscription => ({
  id: 4,
  typeId: 9,
  state: 'CANCELED',
  subState: null,
  active: true,
  contingents: [],
  startDate: '2026-10-28T12:00:00Z',
  endDate: at(end),
  nextRenewalDate: null,
  canceledAt: '2026-11-20T09:00:00Z',
  trial: false,
  subscriptionType: type(typeExtra),
  ...extra,
});
const settings = { show: true, hoursThreshold: 12, daysThreshold: 2 };
const context = { isUser: true, now: NOW, seen: new Set<string>() };

describe('subscription-expiration popup (shell §2, issue 22)', () => {
  it('a canceled subscription still running announces its end within the days threshold, rounded up', () => {
    expect(subscriptionEndOf(canceled(36 * H), settings, NOW)).toEqual({
      subscriptionId: 4,
      typeId: 9,
      plan: 'Music Premium',
      until: at(36 * H),
      unit: 'days',
      left: 2,
    });
    expect(subscriptionEndOf(canceled(2 * D), settings, NOW)).toMatchObject({ left: 2 });
    expect(subscriptionEndOf(canceled(2 * D + 1), settings, NOW)).toBeUndefined();
  });

  it('a daily plan counts hours against the hours threshold', () => {
    expect(subscriptionEndOf(canceled(11 * H, {}, { billingCycle: 'P1D' }), settings, NOW)).toMatchObject({
      unit: 'hours',
      left: 11,
    });
    expect(subscriptionEndOf(canceled(13 * H, {}, { billingCycle: 'P1D' }), settings, NOW)).toBeUndefined();
  });

  it('an active subscription with an end date and no renewal ends too; a renewing one never', () => {
    const fixedTerm = canceled(D, { state: 'ACTIVE', canceledAt: null });
    expect(subscriptionEndOf(fixedTerm, settings, NOW)).toMatchObject({ left: 1 });
    const renewing = canceled(D, { state: 'ACTIVE', canceledAt: null, nextRenewalDate: at(D) });
    expect(subscriptionEndOf(renewing, settings, NOW)).toBeUndefined();
  });

  it('nothing for an ended, inactive, pending or dateless subscription, or a tenant without thresholds', () => {
    expect(subscriptionEndOf(canceled(-H), settings, NOW)).toBeUndefined();
    expect(subscriptionEndOf(canceled(H, { state: 'INACTIVE' }), settings, NOW)).toBeUndefined();
    expect(
      subscriptionEndOf(canceled(H, { state: 'ACTIVE', subState: 'PENDING' }), settings, NOW),
    ).toBeUndefined();
    expect(subscriptionEndOf(canceled(H, { endDate: null }), settings, NOW)).toBeUndefined();
    expect(subscriptionEndOf(canceled(H), { show: true }, NOW)).toBeUndefined();
  });

  it('shows once per subscription and end, the soonest first, only to a user on a tenant that shows it', () => {
    const later = canceled(40 * H, { id: 5 });
    const sooner = canceled(20 * H, { id: 6 });
    const first = subscriptionEndAlert([later, sooner], settings, context);
    expect(first?.subscriptionId).toBe(6);
    const seen = new Set([subscriptionEndKey(first as NonNullable<typeof first>)]);
    expect(subscriptionEndAlert([later, sooner], settings, { ...context, seen })?.subscriptionId).toBe(5);
    // A new end date (the subscription was renewed and canceled again) is a new period: announced again.
    expect(subscriptionEndKey({ subscriptionId: 6, until: at(20 * H + 7 * D) })).not.toBe([...seen][0]);
    expect(subscriptionEndAlert([sooner], settings, { ...context, isUser: false })).toBeUndefined();
    expect(subscriptionEndAlert([sooner], { ...settings, show: false }, context)).toBeUndefined();
    expect(subscriptionEndAlert([sooner], undefined, context)).toBeUndefined();
  });
});

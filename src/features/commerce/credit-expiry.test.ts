import { describe, expect, it } from 'vitest';
import type { SubscriptionType, UserSubscription } from '#contract/commerce-types.ts';
import { creditExpiryAlert, creditExpiryKey, creditExpiryOf, creditTotal } from './credit-expiry.ts';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const H = 3_600_000;
const type = (extra: Partial<SubscriptionType> = {}): SubscriptionType => ({
  id: 7,
  name: 'Credits',
  kind: 'SUBSCRIPTION',
  attributes: [],
  billingCycle: 'P7D',
  subscriptionTypePrice: { amount: 0.99, currency: 'EUR' },
  subscriptionTypePromotionPrice: null,
  maxTrialDuration: null,
  contingents: [{ amount: 10, contentTypes: ['FULL_TRACK_MUSIC'] }],
  subscriptionTypeGroupList: [],
  accumulateContingent: false,
  paymentOptions: [],
  ...extra,
});
const sub = (
  extra: Partial<UserSubscription> = {},
  typeExtra: Partial<SubscriptionType> = {},
): UserSubscription => ({
  id: 3,
  typeId: 7,
  state: 'ACTIVE',
  subState: null,
  active: true,
  contingents: [{ amount: 6, contentTypes: ['FULL_TRACK_MUSIC'] }],
  startDate: '2026-11-21T12:00:00Z',
  endDate: null,
  nextRenewalDate: new Date(NOW + 40 * H).toISOString(),
  canceledAt: null,
  trial: false,
  subscriptionType: type(typeExtra),
  ...extra,
});
const settings = { show: true, hoursThreshold: 12, daysThreshold: 2 };
const ctx = { isUser: true, now: NOW, seen: new Set<string>() };

describe('credit expiry alert (commerce §5, §9)', () => {
  it('weekly credits: alerts when the days left (rounded up) are within the days threshold', () => {
    expect(creditExpiryOf(sub(), settings, NOW)).toMatchObject({ unit: 'days', left: 2, credits: 6 });
    const far = sub({ nextRenewalDate: new Date(NOW + 49 * H).toISOString() });
    expect(creditExpiryOf(far, settings, NOW)).toBeUndefined();
  });

  it('daily (P1D) credits: counts hours against the hours threshold', () => {
    const soon = sub({ nextRenewalDate: new Date(NOW + 11.5 * H).toISOString() }, { billingCycle: 'P1D' });
    expect(creditExpiryOf(soon, settings, NOW)).toMatchObject({ unit: 'hours', left: 12 });
    const later = sub({ nextRenewalDate: new Date(NOW + 13 * H).toISOString() }, { billingCycle: 'P1D' });
    expect(creditExpiryOf(later, settings, NOW)).toBeUndefined();
  });

  it('falls back to the end date when there is no renewal date; skips when there is neither', () => {
    const ending = sub({ nextRenewalDate: null, endDate: new Date(NOW + 20 * H).toISOString() });
    expect(creditExpiryOf(ending, settings, NOW)).toMatchObject({ left: 1 });
    expect(creditExpiryOf(sub({ nextRenewalDate: null, endDate: null }), settings, NOW)).toBeUndefined();
  });

  it('skips accumulating contingents, zero total credit, unlimited plans and inactive subscriptions', () => {
    expect(creditExpiryOf(sub({}, { accumulateContingent: true }), settings, NOW)).toBeUndefined();
    const empty = sub({ contingents: [{ amount: 0, contentTypes: ['FULL_TRACK_MUSIC'] }] });
    expect(creditExpiryOf(empty, settings, NOW)).toBeUndefined();
    const unlimited = sub({ contingents: [{ amount: -1, contentTypes: ['FULL_TRACK_MUSIC'] }] });
    expect(creditExpiryOf(unlimited, settings, NOW)).toBeUndefined();
    expect(creditExpiryOf(sub({ state: 'CANCELED' }), settings, NOW)).toBeUndefined();
    expect(creditExpiryOf(sub({ subState: 'PENDING' }), settings, NOW)).toBeUndefined();
  });

  it('a missing threshold never alerts; a period already over does not either', () => {
    expect(creditExpiryOf(sub(), { show: true, hoursThreshold: 12 }, NOW)).toBeUndefined();
    const over = sub({ nextRenewalDate: new Date(NOW - H).toISOString() });
    expect(creditExpiryOf(over, settings, NOW)).toBeUndefined();
  });

  it('total credit sums the FULL_TRACK_MUSIC contingents only', () => {
    const s = sub({
      contingents: [
        { amount: 4, contentTypes: ['FULL_TRACK_MUSIC'] },
        { amount: 3, contentTypes: ['FULL_TRACK_MUSIC', 'AUDIO_BOOK'] },
        { amount: 9, contentTypes: ['AUDIO_BOOK'] },
      ],
    });
    expect(creditTotal(s)).toBe(7);
  });
});

describe('credit expiry popup conditions (commerce §5: role user, showExpirationDialog, once per period)', () => {
  it('only for role user and when the tenant shows the dialog', () => {
    expect(creditExpiryAlert([sub()], settings, ctx)).toBeDefined();
    expect(creditExpiryAlert([sub()], settings, { ...ctx, isUser: false })).toBeUndefined();
    expect(creditExpiryAlert([sub()], { ...settings, show: false }, ctx)).toBeUndefined();
    expect(creditExpiryAlert([sub()], undefined, ctx)).toBeUndefined();
  });

  it('once per period: a seen period is not shown again, the next period is', () => {
    const first = creditExpiryAlert([sub()], settings, ctx);
    expect(first).toBeDefined();
    const seen = new Set([creditExpiryKey(first as NonNullable<typeof first>)]);
    expect(creditExpiryAlert([sub()], settings, { ...ctx, seen })).toBeUndefined();
    const next = sub({ nextRenewalDate: new Date(NOW + 30 * H).toISOString() });
    expect(creditExpiryAlert([next], settings, { ...ctx, seen })).toBeDefined();
  });

  it('the soonest expiring credit subscription comes first', () => {
    const later = sub({ id: 4 });
    const sooner = sub({ id: 5, nextRenewalDate: new Date(NOW + 5 * H).toISOString() });
    expect(creditExpiryAlert([later, sooner], settings, ctx)?.subscriptionId).toBe(5);
  });

  it('a canceled credit plan alerts while its period runs (until endDate, on the commerce clock), not after', () => {
    const canceled = sub({
      state: 'CANCELED',
      nextRenewalDate: null,
      endDate: new Date(NOW + 30 * H).toISOString(),
      canceledAt: new Date(NOW - 24 * H).toISOString(),
    });
    expect(creditExpiryOf(canceled, settings, NOW)).toMatchObject({ unit: 'days', left: 2 });
    expect(creditExpiryOf(canceled, settings, NOW + 31 * H)).toBeUndefined();
  });
});

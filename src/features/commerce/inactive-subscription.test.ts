import { describe, expect, it } from 'vitest';
import type { UserSubscription } from '#contract/commerce-types.ts';
import type { PurchaseOption } from '#contract/player.ts';
import { inactiveSubscriptionFor, offeredTypeIds } from './inactive-subscription.ts';

const NOW = Date.parse('2026-11-26T12:00:00Z');

const option = (typeId: number): PurchaseOption => ({
  type: 'SUBSCRIPTION',
  title: `plan ${typeId}`,
  purchaseIdentifier: `subscription:${typeId}`,
  subscriptionType: { id: typeId, name: `plan ${typeId}`, attributes: [] },
});
const dto: PurchaseOption = { type: 'DTO', title: 'Album', purchaseIdentifier: 'article:9' };
const sub = (id: number, typeId: number, extra: Partial<UserSubscription> = {}): UserSubscription => ({
  id,
  typeId,
  state: 'INACTIVE',
  subState: null,
  active: false,
  contingents: [],
  startDate: '2026-10-01T00:00:00Z',
  endDate: '2026-11-01T00:00:00Z',
  nextRenewalDate: null,
  canceledAt: null,
  trial: false,
  ...extra,
});

describe('inactive subscription dialog (commerce §8: unavailable item with an article subscription)', () => {
  it('the offered plans are the SUBSCRIPTION options of the purchase list', () => {
    expect(offeredTypeIds([dto, option(3), option(5)])).toEqual([3, 5]);
  });

  it('an inactive subscription of an offered plan opens it (the most recently ended first)', () => {
    const older = sub(1, 3, { endDate: '2026-09-01T00:00:00Z' });
    const newer = sub(2, 5);
    expect(inactiveSubscriptionFor([option(3), option(5)], [older, newer], NOW)?.id).toBe(2);
  });

  it('not when the user holds an offered plan active or pending, nor for plans not offered', () => {
    const active = sub(3, 5, { state: 'ACTIVE', active: true });
    expect(inactiveSubscriptionFor([option(3), option(5)], [sub(1, 3), active], NOW)).toBeUndefined();
    const pending = sub(4, 3, { state: 'INACTIVE', subState: 'PENDING' });
    expect(inactiveSubscriptionFor([option(3)], [pending], NOW)).toBeUndefined();
    expect(inactiveSubscriptionFor([option(7)], [sub(1, 3)], NOW)).toBeUndefined();
  });

  it('a canceled subscription is not inactive: the plain choice stays', () => {
    expect(inactiveSubscriptionFor([option(3)], [sub(1, 3, { state: 'CANCELED' })], NOW)).toBeUndefined();
  });

  it('a plan canceled by the user is not inactive: while its period runs, nor once it ended (canceledAt)', () => {
    const running = sub(1, 3, {
      state: 'CANCELED',
      endDate: '2026-12-01T00:00:00Z',
      canceledAt: '2026-11-20T00:00:00Z',
    });
    expect(inactiveSubscriptionFor([option(3)], [running, sub(2, 3)], NOW)).toBeUndefined();
    const ended = sub(1, 3, { canceledAt: '2026-10-20T00:00:00Z' });
    expect(inactiveSubscriptionFor([option(3)], [ended], NOW)).toBeUndefined();
  });
});

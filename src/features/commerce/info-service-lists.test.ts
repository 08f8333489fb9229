import { describe, expect, it } from 'vitest';
import type { UserSubscription } from '#contract/commerce-types.ts';
import { type InfoServiceEntry, infoServiceLists } from './info-service-lists.ts';

const subscription = (id: number, extra: Partial<UserSubscription> = {}): UserSubscription => ({
  id,
  typeId: id * 10,
  state: 'ACTIVE',
  subState: null,
  active: true,
  contingents: [],
  startDate: '2026-11-20T00:00:00Z',
  endDate: null,
  nextRenewalDate: '2026-11-27T00:00:00Z',
  canceledAt: null,
  trial: false,
  ...extra,
});
const entry = (typeId: number, name: string, sub: UserSubscription | null): InfoServiceEntry => ({
  subscriptionTypeId: typeId,
  infoServiceId: typeId + 1,
  name,
  billingCycle: 'P1D',
  price: { amount: 0.49, currency: 'EUR' },
  subscribed: Boolean(sub && (sub.active || sub.state === 'REQUESTED')),
  subscription: sub,
});

describe('info-service lists (GET /info-service/subscriptions, /daily, /daily-abo)', () => {
  const quote = entry(10, 'Daily quote', subscription(1));
  const weather = entry(20, 'Local weather', null);
  const oldNews = entry(
    30,
    'News',
    subscription(3, { state: 'CANCELED', active: false, canceledAt: '2026-11-01' }),
  );

  it('held: one unsubscribed but paid until its end date stays, with that date (no unsubscribe)', () => {
    const running = entry(
      50,
      'Jokes',
      subscription(5, { state: 'CANCELED', canceledAt: '2026-11-25', endDate: '2026-11-27T00:00:00Z' }),
    );
    const { held, offered } = infoServiceLists([running], [running], [running]);
    expect(held[0]).toMatchObject({ canceledUntil: '2026-11-27T00:00:00Z', canUnsubscribe: false });
    expect(offered).toHaveLength(0);
  });

  it('held: the subscribed ones, marked daily when /daily-abo lists them, each once; they can be ended', () => {
    const { held } = infoServiceLists([quote], [quote, weather], [quote]);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ daily: true, canUnsubscribe: true, pending: false });
  });

  it('offered: daily ones on sale the user does not hold, in name order', () => {
    const { offered } = infoServiceLists([quote], [weather, quote], [quote]);
    expect(offered.map((e) => e.name)).toEqual(['Local weather']);
  });

  it('past: ended ones no longer on sale; an ended one still on sale is offered again instead', () => {
    const news = { ...oldNews, billingCycle: 'P1D' as const };
    expect(infoServiceLists([news], [], []).past.map((e) => e.name)).toEqual(['News']);
    const lists = infoServiceLists([news], [news], []);
    expect(lists.past).toEqual([]);
    expect(lists.offered.map((e) => e.name)).toEqual(['News']);
  });

  it('a subscription waiting for its payment is held but cannot be ended yet', () => {
    const pending = entry(40, 'Horoscope', subscription(4, { state: 'REQUESTED', active: false }));
    const { held } = infoServiceLists([pending], [], []);
    expect(held[0]).toMatchObject({ pending: true, canUnsubscribe: false });
  });

  it('nothing held, nothing offered: all three lists empty (the page shows its empty state)', () => {
    expect(infoServiceLists([], [], [])).toEqual({ held: [], offered: [], past: [] });
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { SubscriptionType, UserSubscription } from '#contract/commerce-types.ts';
import { changeDirection, currentInGroup, groupsOf } from './plan-groups.ts';
import { categoriesOf, planView, sortOf } from './plan-view.ts';
import {
  categoryForPath,
  decideSubscribe,
  needsLoginToSubscribe,
  plansForCategory,
  SUBSCRIBE_DECISION,
} from './subscribe-decision.ts';
import { isCorrectSubscribeRequest, storedUpgradeTo, subscribeReturnUrl } from './subscribe-request.ts';
import {
  CANCELED_LIST_MAX,
  canceledList,
  isActive,
  isCanceledRunning,
  isInactive,
  isPending,
} from './subscription-state.ts';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const group = (id: number, levels: number[][]) => ({
  id,
  name: `g${id}`,
  levels: levels.map((ids, order) => ({ order, currentSubscriptionExist: false, subscriptionTypeIds: ids })),
});
const type = (id: number, extra: Partial<SubscriptionType> = {}): SubscriptionType => ({
  id,
  name: `plan ${id}`,
  kind: 'SUBSCRIPTION',
  attributes: [],
  billingCycle: 'P1M',
  subscriptionTypePrice: eur(4.99),
  subscriptionTypePromotionPrice: null,
  maxTrialDuration: null,
  contingents: [],
  subscriptionTypeGroupList: [],
  accumulateContingent: false,
  paymentOptions: [],
  ...extra,
});
const sub = (id: number, typeId: number, extra: Partial<UserSubscription> = {}): UserSubscription => ({
  id,
  typeId,
  state: 'ACTIVE',
  subState: null,
  active: true,
  contingents: [],
  startDate: '2026-01-01T00:00:00Z',
  endDate: null,
  nextRenewalDate: null,
  canceledAt: null,
  trial: false,
  ...extra,
});

describe('subscription states (commerce §4)', () => {
  it('active is ACTIVE without PENDING; inactive is INACTIVE without PENDING; pending is REQUESTED or PENDING', () => {
    expect(isActive({ state: 'ACTIVE', subState: null })).toBe(true);
    expect(isActive({ state: 'ACTIVE', subState: 'PENDING' })).toBe(false);
    expect(isInactive({ state: 'INACTIVE', subState: null })).toBe(true);
    expect(isPending({ state: 'REQUESTED', subState: null })).toBe(true);
    expect(isPending({ state: 'ACTIVE', subState: 'PENDING' })).toBe(true);
    expect(isPending({ state: 'INACTIVE', subState: 'PENDING' })).toBe(true);
    expect(isPending({ state: 'CANCELED', subState: 'PENDING' })).toBe(false);
  });

  it('canceled list: the latest canceled subscription per type, newest first, at most 5', () => {
    const canceled = (id: number, typeId: number, day: number) =>
      sub(id, typeId, { state: 'CANCELED', canceledAt: `2026-03-${String(day).padStart(2, '0')}T00:00:00Z` });
    const list = canceledList([
      canceled(1, 10, 1),
      canceled(2, 10, 9),
      canceled(3, 11, 3),
      canceled(4, 12, 4),
      canceled(5, 13, 5),
      canceled(6, 14, 6),
      canceled(7, 15, 7),
      sub(8, 16),
    ]);
    expect(list.map((s) => s.id)).toEqual([2, 7, 6, 5, 4]);
    expect(list).toHaveLength(CANCELED_LIST_MAX);
  });

  it('canceled at period end: running until endDate; once ended (INACTIVE, canceledAt kept) still listed as canceled', () => {
    const now = Date.parse('2026-03-10T00:00:00Z');
    const running = sub(1, 10, {
      state: 'CANCELED',
      canceledAt: '2026-03-01T00:00:00Z',
      endDate: '2026-03-20T00:00:00Z',
    });
    expect(isCanceledRunning(running, now)).toBe(true);
    expect(isCanceledRunning(running, Date.parse('2026-03-21T00:00:00Z'))).toBe(false);
    const ended = sub(2, 11, {
      state: 'INACTIVE',
      canceledAt: '2026-02-01T00:00:00Z',
      endDate: '2026-03-01T00:00:00Z',
    });
    const unpaid = sub(3, 12, { state: 'INACTIVE' });
    expect(canceledList([running, ended, unpaid]).map((s) => s.id)).toEqual([1, 2]);
  });
});

describe('plans (commerce §3)', () => {
  it('without ment_category a plan gets the placeholder category unknown+id; ment_sort defaults to 30', () => {
    expect(categoriesOf(type(7))).toEqual(['unknown7']);
    expect(categoriesOf(type(7, { attributes: [{ key: 'ment_category', value: '["music"]' }] }))).toEqual([
      'music',
    ]);
    expect(sortOf(type(7))).toBe(30);
    expect(sortOf(type(7, { attributes: [{ key: 'ment_sort', value: '5' }] }))).toBe(5);
  });

  it('display texts are read per locale (English when missing), bullets and the TNC popup from JSON', () => {
    const plan = planView(
      type(3, {
        attributes: [
          { key: 'DISPLAY_SERVICE_NAME_TEXT_en', value: 'Music' },
          { key: 'DISPLAY_SERVICE_NAME_TEXT_ar', value: 'موسيقى' },
          { key: 'DISPLAY_SERVICE_BULLETS_TEXT_en', value: '["One","Two"]' },
          {
            key: 'DISPLAY_SERVICE_TNC_DATA_POPUP',
            value: '{"title":{"en":"Terms"},"text":{"en":"Read me"}}',
          },
          { key: 'ment_best_value', value: '1' },
        ],
      }),
      'ar',
    );
    expect(plan.name).toBe('موسيقى');
    expect(plan.bullets).toEqual(['One', 'Two']);
    expect(plan.tnc).toEqual({ title: 'Terms', text: 'Read me' });
    expect(plan.bestValue).toBe(true);
  });

  it('the promotion price applies only when below the normal price (price helper rule)', () => {
    const lower = planView(type(1, { subscriptionTypePromotionPrice: eur(3.99) }), 'en');
    expect(lower.price).toEqual({ price: eur(3.99), regularPrice: eur(4.99) });
    const higher = planView(type(1, { subscriptionTypePromotionPrice: eur(5.99) }), 'en');
    expect(higher.price).toEqual({ price: eur(4.99) });
  });

  it('upgrade direction per group: level order 0 upgrades, the last level downgrades, others change', () => {
    const g = groupsOf([type(1, { subscriptionTypeGroupList: [group(9, [[1], [2], [3]])] })])[0]!;
    const levelOf = (typeId: number) => currentInGroup(g, [sub(1, typeId)])!.level;
    expect(changeDirection(g, levelOf(1))).toBe('upgrade');
    expect(changeDirection(g, levelOf(2))).toBe('change');
    expect(changeDirection(g, levelOf(3))).toBe('downgrade');
    expect(currentInGroup(g, [sub(1, 3, { state: 'CANCELED' })])).toBeUndefined();
  });
});

describe('subscribe decision (commerce §2/§4/§5)', () => {
  const grouped = (id: number, g: number) =>
    planView(type(id, { subscriptionTypeGroupList: [group(g, [[id]])] }), 'en');
  const base = { needsLogin: false, redirectToSubPage: true, onSubscriptionPage: false };

  it('result codes: 3 nothing to offer, 2 login first, 0 redirect with several groups, 1 dialog', () => {
    expect(decideSubscribe({ ...base, plans: [] })).toBe(SUBSCRIBE_DECISION.none);
    expect(decideSubscribe({ ...base, plans: [grouped(1, 1)], needsLogin: true })).toBe(
      SUBSCRIBE_DECISION.login,
    );
    expect(decideSubscribe({ ...base, plans: [grouped(1, 1), grouped(2, 2)] })).toBe(
      SUBSCRIBE_DECISION.redirect,
    );
    expect(decideSubscribe({ ...base, plans: [grouped(1, 1), grouped(2, 1)] })).toBe(
      SUBSCRIBE_DECISION.dialog,
    );
    expect(SUBSCRIBE_DECISION).toEqual({ redirect: 0, dialog: 1, login: 2, none: 3 });
  });

  it('redirectToSubPage never redirects full-track music or podcast content, nor when it is off', () => {
    const plans = [grouped(1, 1), grouped(2, 2)];
    expect(decideSubscribe({ ...base, plans, contentType: 'FULL_TRACK_MUSIC' })).toBe(
      SUBSCRIBE_DECISION.dialog,
    );
    expect(decideSubscribe({ ...base, plans, contentType: 'PODCAST' })).toBe(SUBSCRIBE_DECISION.dialog);
    expect(decideSubscribe({ ...base, plans, redirectToSubPage: false })).toBe(SUBSCRIBE_DECISION.dialog);
  });

  it('subAuthRequired forces login unless a marketing campaign is stored; visitors log in without one', () => {
    expect(needsLoginToSubscribe(true, false, false)).toBe(true);
    expect(needsLoginToSubscribe(false, false, true)).toBe(false);
    expect(needsLoginToSubscribe(false, false, false)).toBe(true);
    expect(needsLoginToSubscribe(false, true, false)).toBe(false);
  });

  it('the path → category mapping picks the current page, else the previous one (locale prefix ignored)', () => {
    const mapping = { '/music': 'music', '/audiobook': 'audiobooks', '/music/albums': 'albums' };
    expect(categoryForPath(mapping, '/ar/music/tracks/x/1')).toBe('music');
    expect(categoryForPath(mapping, '/music/albums/a/2')).toBe('albums');
    expect(categoryForPath(mapping, '/subscription', '/audiobook/details/x/3')).toBe('audiobooks');
    expect(categoryForPath(mapping, '/musicals')).toBeUndefined();
    const music = planView(type(1, { attributes: [{ key: 'ment_category', value: '["music"]' }] }), 'en');
    const books = planView(
      type(2, { attributes: [{ key: 'ment_category', value: '["audiobooks"]' }] }),
      'en',
    );
    expect(plansForCategory([music, books], 'music')).toEqual([music]);
    expect(plansForCategory([music, books], undefined)).toEqual([music, books]);
  });
});

describe('subscribe request (commerce §5)', () => {
  it('needs type id, language and return url, else warns "not correct request"', () => {
    const warn = vi.fn();
    expect(
      isCorrectSubscribeRequest({ subscriptionTypeId: 3, lang: 'en', redirect: 'https://p.test/' }, warn),
    ).toBe(true);
    expect(isCorrectSubscribeRequest({ lang: 'en', redirect: 'https://p.test/' }, warn)).toBe(false);
    expect(isCorrectSubscribeRequest({ subscriptionTypeId: 3, redirect: 'https://p.test/' }, warn)).toBe(
      false,
    );
    expect(isCorrectSubscribeRequest({ subscriptionTypeId: 3, lang: 'en' }, warn)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith('not correct request');
  });

  it('the return url loses message and status, then gets type (and purchaseID/purchaseType when both exist)', () => {
    const here = 'https://p.test/ar/music?status=402&msg=x&message=y&q=1';
    expect(subscribeReturnUrl(here)).toBe('https://p.test/ar/music?q=1&type=subscription');
    expect(subscribeReturnUrl(here, { purchaseID: 'p1', purchaseType: 'DTO' })).toBe(
      'https://p.test/ar/music?q=1&type=subscription&purchaseID=p1&purchaseType=DTO',
    );
    expect(subscribeReturnUrl(here, { purchaseID: 'p1' })).toBe(
      'https://p.test/ar/music?q=1&type=subscription',
    );
  });

  it('upgradeTo is read from session storage as a type id', () => {
    expect(storedUpgradeTo({ getItem: () => '12' })).toBe(12);
    expect(storedUpgradeTo({ getItem: () => 'x' })).toBeUndefined();
    expect(storedUpgradeTo({ getItem: () => null })).toBeUndefined();
  });
});

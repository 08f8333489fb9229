import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionType, UserSubscription } from '../../../../contract/commerce-types.ts';
import { ledgerEntries, payments as paymentsTable } from '../../db/schema/commerce.ts';
import { failWrites } from '../../testing/fail-writes.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { FREE, LISTENER, OWNER, tokenOf } from '../player/player-testing.ts';

const RETURN = 'http://localhost/subscription';

describe.each(databaseTargets())('subscription state machine on %s', (target) => {
  let t: TestApp;
  let types: SubscriptionType[];
  const typeId = (name: string) => types.find((type) => type.name === name)?.id as number;
  beforeAll(async () => {
    t = await startTestApp(target);
    types = (await (await t.api('/subscription/type')).json()) as SubscriptionType[];
  });
  afterAll(() => t.dispose());

  const call = async (
    email: string,
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    t.api(path, {
      method: init.method ?? 'POST',
      token: (await tokenOf(t, email)).token,
      ...(init.body ? { body: init.body } : {}),
      ...(init.headers ? { headers: init.headers } : {}),
    });
  const mine = async (email: string, query = '') =>
    (await (await call(email, `/subscription${query}`, { method: 'GET' })).json()) as UserSubscription[];
  const ledgerCount = async () => (await t.database.db.select({ n: count() }).from(ledgerEntries))[0]?.n ?? 0;
  const cardOf = async (email: string) =>
    (
      (await (await call(email, '/creditCard/creditCardInfo', { method: 'GET' })).json()) as { id: number }[]
    )[0]?.id;

  it('plans carry groups with levels, every cycle, trials, credits and the display texts in six languages', () => {
    expect(new Set(types.map((type) => type.billingCycle))).toEqual(new Set(['P1D', 'P7D', 'P1M', 'P1Y']));
    const yearly = types.find((type) => type.name === 'All Access Year');
    expect(yearly?.subscriptionTypeGroupList[0]?.levels.map((l) => l.order)).toEqual([0, 1]);
    expect(yearly?.subscriptionTypeGroupList[0]?.levels[1]?.subscriptionTypeIds).toContain(yearly?.id);
    expect(types.find((type) => type.name === 'Music Unlimited')?.maxTrialDuration).toBe('P7D');
    expect(types.find((type) => type.name === 'Music Credits')?.contingents).toEqual([
      { amount: 10, contentTypes: ['FULL_TRACK_MUSIC'] },
    ]);
    expect(types.some((type) => type.kind === 'INFO_SERVICE')).toBe(true);
    for (const lang of ['en', 'ar', 'fr', 'de', 'es', 'ro'])
      for (const key of ['NAME_TEXT', 'DESC_TEXT', 'BULLETS_TEXT', 'INFO_TEXT', 'ABOVE_CTA', 'TITLE_TEXT'])
        expect(
          yearly?.attributes.some((a) => a.key === `DISPLAY_SERVICE_${key}_${lang}` && a.value.length > 0),
          `${key} ${lang}`,
        ).toBe(true);
  });

  it('a subscribe without a stored card opens a sandbox checkout (200, data.type redirect) and charges nothing yet', async () => {
    const response = await call(FREE, '/subscription', {
      body: { subscriptionTypeId: typeId('Music Unlimited'), lang: 'en', redirect: RETURN },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { type: string; url: string } };
    expect(body.data.type).toBe('redirect');
    expect(body.data.url).toMatch(/^\/hosted\/checkout\/pay_/);
    expect(await ledgerCount()).toBe(0);
  });

  it('a tampered price, another tenant’s type or a non-allowlisted return writes nothing (4xx)', async () => {
    const before = (await t.database.db.select({ n: count() }).from(paymentsTable))[0]?.n;
    const base = { subscriptionTypeId: typeId('Music Unlimited'), lang: 'en', redirect: RETURN };
    expect(
      (await call(FREE, '/subscription', { body: { ...base, price: { amount: 0.01, currency: 'EUR' } } }))
        .status,
    ).toBe(400);
    expect(
      (await call(FREE, '/subscription', { body: { ...base, redirect: 'https://evil.example/x' } })).status,
    ).toBe(400);
    const acmeType = (await (
      await t.api('/subscription/type', { tenant: 'acme' })
    ).json()) as SubscriptionType[];
    expect(
      (await call(FREE, '/subscription', { body: { ...base, subscriptionTypeId: acmeType[0]?.id } })).status,
    ).toBe(404);
    expect((await t.database.db.select({ n: count() }).from(paymentsTable))[0]?.n).toBe(before);
  });

  it('a downgrade within the group with the stored card is 201: the new plan is active, the old one canceled, one ledger row', async () => {
    const [old] = await mine(LISTENER);
    const response = await call(LISTENER, '/subscription', {
      body: {
        subscriptionTypeId: typeId('Music Unlimited'),
        lang: 'en',
        redirect: RETURN,
        cardId: await cardOf(LISTENER),
        migrateSubId: old?.id,
      },
    });
    expect(response.status).toBe(201);
    const now = await mine(LISTENER, '?inclCancelled=true');
    expect(now.find((s) => s.typeId === typeId('Music Unlimited'))).toMatchObject({
      state: 'ACTIVE',
      active: true,
    });
    expect(now.find((s) => s.id === old?.id)).toMatchObject({ state: 'CANCELED', active: false });
    expect(await ledgerCount()).toBe(1);
  });

  it('holding the plan already is 409 USER_ALREADY_SUBSCRIBED', async () => {
    const response = await call(LISTENER, '/subscription', {
      body: {
        subscriptionTypeId: typeId('Music Unlimited'),
        lang: 'en',
        redirect: RETURN,
        cardId: await cardOf(LISTENER),
      },
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { code: string }).code).toBe('USER_ALREADY_SUBSCRIBED');
  });

  it('ten identical posts with one Idempotency-Key charge once; the same key with another body is 422', async () => {
    const body = {
      subscriptionTypeId: typeId('Audiobooks Unlimited'),
      lang: 'en',
      redirect: RETURN,
      cardId: await cardOf(LISTENER),
    };
    const before = await ledgerCount();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await call(LISTENER, '/subscription', { body, headers: { 'idempotency-key': 'k-audio-1' } })).status,
      );
    expect(statuses).toEqual(Array(10).fill(201));
    expect(await ledgerCount()).toBe(before + 1);
    const other = await call(LISTENER, '/subscription', {
      body: { ...body, lang: 'fr' },
      headers: { 'idempotency-key': 'k-audio-1' },
    });
    expect(other.status).toBe(422);
  });

  it('a subscribe failing half-way (after the charge, before its ledger row) keeps nothing; its retry charges once', async () => {
    const body = {
      subscriptionTypeId: typeId('Music Credits'),
      lang: 'en',
      redirect: RETURN,
      cardId: await cardOf(LISTENER),
    };
    const before = await ledgerCount();
    const payments = async () => (await t.database.db.select({ n: count() }).from(paymentsTable))[0]?.n;
    const paymentsBefore = await payments();
    const undo = await failWrites(t.database.db, 'ledger_entries', 'insert');
    const failed = await call(LISTENER, '/subscription', {
      body,
      headers: { 'idempotency-key': 'k-crash-1' },
    });
    await undo();
    expect(failed.status).toBe(500);
    expect(await payments()).toBe(paymentsBefore);
    expect((await mine(LISTENER)).some((s) => s.typeId === typeId('Music Credits'))).toBe(false);
    const retried = await call(LISTENER, '/subscription', {
      body,
      headers: { 'idempotency-key': 'k-crash-1' },
    });
    expect(retried.status).toBe(201);
    expect(await ledgerCount()).toBe(before + 1);
  });

  it('one free trial per user and type: the second is 409', async () => {
    const body = { redirect: RETURN, lang: 'en', subscriptionTypeId: typeId('Music Unlimited') };
    expect((await call(OWNER, '/subscription/subscribeToFreeTrial', { body })).status).toBe(201);
    const eligible = (await (
      await call(OWNER, '/subscription/isFreeTrialEligible', { method: 'GET' })
    ).json()) as { subscriptionTypeIds: number[] };
    expect(eligible.subscriptionTypeIds).not.toContain(typeId('Music Unlimited'));
    const [trial] = await mine(OWNER);
    await call(OWNER, `/subscription/${trial?.id}?redirectionUrl=${encodeURIComponent(RETURN)}`, {
      method: 'DELETE',
    });
    expect((await call(OWNER, '/subscription/subscribeToFreeTrial', { body })).status).toBe(409);
  });

  it('cancel: only the own subscription (404 otherwise); the redirect carries cancellationFlow=true', async () => {
    const [held] = await mine(LISTENER);
    const path = `/subscription/${held?.id}?redirectionUrl=${encodeURIComponent(RETURN)}`;
    expect((await call(FREE, path, { method: 'DELETE' })).status).toBe(404);
    const response = await call(LISTENER, path, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { redirectionUrl: string }).redirectionUrl).toBe(
      `${RETURN}?cancellationFlow=true`,
    );
    // Canceled at the end of the paid period: access until the renewal date it will not reach.
    const after = await mine(LISTENER, '?inclCancelled=true');
    expect(after.find((s) => s.id === held?.id)).toMatchObject({
      state: 'CANCELED',
      active: true,
      nextRenewalDate: null,
      endDate: held?.nextRenewalDate,
    });
  });
});

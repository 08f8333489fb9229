import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionType, UserSubscription } from '../../../../contract/commerce-types.ts';
import { payments } from '../../db/schema/commerce.ts';
import { userSubscriptions } from '../../db/schema/entitlement.ts';
import { TestBrowser } from '../../hosted/testing-browser.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { ACME_CLIENT, FREE, OWNER, tokenOf } from '../player/player-testing.ts';
import { callAs, planIds, RETURN, returnParams } from './commerce-testing.ts';

const ALERTS = 'Music News Alerts';
const STREAMBOX = 'StreamBox TV';
const ALL_ACCEPTED = [
  { id: 'recurring-billing', accepted: true, version: 1 },
  { id: 'immediate-start', accepted: true, version: 1 },
];
const CARD = { number: '4242424242424242', expiry: '12/34', cvc: '123' };

describe.each(databaseTargets())('double opt-in consents and partner plans on %s', (target) => {
  let t: TestApp;
  let plan: (name: string) => number;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { demoTools: 'open', trustProxy: true } });
    plan = await planIds(t);
  });
  afterAll(() => t.dispose());

  const written = async () => ({
    payments: (await t.database.db.select({ n: count() }).from(payments))[0]?.n,
    subscriptions: (await t.database.db.select({ n: count() }).from(userSubscriptions))[0]?.n,
  });
  const subscribe = (body: Record<string, unknown>, email = FREE) =>
    callAs(t, email, '/subscription', { body: { lang: 'en', redirect: RETURN, ...body } });
  /** A refusal: 400 with the code (and data), and nothing written. */
  const refused = async (body: Record<string, unknown>, code: string, data?: object) => {
    const before = await written();
    const res = await subscribe(body);
    const problem = (await res.json()) as { code: string; data?: object };
    expect(res.status).toBe(400);
    expect(problem.code).toBe(code);
    if (data) expect(problem.data).toMatchObject(data);
    expect(await written()).toEqual(before);
  };
  const mine = async (email: string) =>
    (await (await callAs(t, email, '/subscription', { method: 'GET' })).json()) as UserSubscription[];

  it('the plans answer says which plans need a double opt-in (their consents in six languages) and which a partner’s fields, for both tenants', async () => {
    for (const tenant of ['demo', 'acme']) {
      const types = (await (await t.api('/subscription/type', { tenant })).json()) as SubscriptionType[];
      const optIn = types.filter((type) => type.doubleOptIn);
      expect(optIn).toHaveLength(1);
      expect(optIn[0]?.consents?.map((c) => [c.id, c.required])).toEqual([
        ['recurring-billing', true],
        ['immediate-start', true],
        ['marketing-sms', false],
      ]);
      for (const consent of optIn[0]?.consents ?? [])
        expect(Object.keys(consent.texts).sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ro']);
      const partners = types.filter((type) => type.partner);
      expect(partners).toHaveLength(1);
      expect(partners[0]?.partner?.fields[0]).toMatchObject({ required: true });
      expect(
        types.filter((type) => !type.doubleOptIn && !type.partner).every((x) => x.consents?.length === 0),
      ).toBe(true);
    }
  });

  it('refuses a double opt-in plan without every required consent accepted (CONSENT_REQUIRED names the missing ones)', async () => {
    const id = plan(ALERTS);
    await refused({ subscriptionTypeId: id }, 'CONSENT_REQUIRED', {
      missing: ['recurring-billing', 'immediate-start'],
    });
    await refused(
      {
        subscriptionTypeId: id,
        subscriptionConsentList: [
          { id: 'recurring-billing', accepted: true },
          { id: 'immediate-start', accepted: false },
          { id: 'marketing-sms', accepted: true },
        ],
      },
      'CONSENT_REQUIRED',
      { missing: ['immediate-start'] },
    );
  });

  it('refuses unknown, repeated and outdated consents, also on plans without a double opt-in', async () => {
    const id = plan(ALERTS);
    const list = (extra: object) => ({
      subscriptionTypeId: id,
      subscriptionConsentList: [...ALL_ACCEPTED, extra],
    });
    await refused(list({ id: 'newsletter', accepted: true }), 'CONSENT_UNKNOWN', { consent: 'newsletter' });
    await refused(list({ id: 'recurring-billing', accepted: true }), 'CONSENT_DUPLICATE');
    await refused(list({ id: 'marketing-sms', accepted: true, version: 2 }), 'CONSENT_OUTDATED', {
      consent: 'marketing-sms',
      version: 1,
    });
    await refused(
      { subscriptionTypeId: plan('Music Week Pass'), subscriptionConsentList: [ALL_ACCEPTED[0]] },
      'CONSENT_UNKNOWN',
    );
  });

  it('the operator (API) flow refuses the plan without the consents too, and keeps them once the PIN confirms', async () => {
    const path = `/subscription/api/${plan(ALERTS)}`;
    const base = {
      paymentOptionUUID: 'operator-billing',
      redirectionUrl: RETURN,
      body: { msisdn: '+40700000155' },
    };
    const before = await written();
    const res = await callAs(t, OWNER, path, { body: base });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('CONSENT_REQUIRED');
    expect(await written()).toEqual(before);
    const start = await callAs(t, OWNER, path, {
      body: { ...base, lang: 'de', subscriptionConsentList: ALL_ACCEPTED },
    });
    const first = (await start.json()) as { response: { transactionId: string } };
    const sms = (await (await t.get('/hosted/mailbox/latest.json?email=%2B40700000155')).json()) as {
      subject: string;
    };
    const pin = /PIN (\d{4})/.exec(sms.subject)?.[1] as string;
    await callAs(t, OWNER, '/subscription/api', {
      body: {
        paymentOptionUUID: 'operator-billing',
        body: { transactionId: first.response.transactionId, pin },
      },
    });
    const held = (await mine(OWNER)).find((s) => s.typeId === plan(ALERTS));
    expect(held?.active).toBe(true);
    expect(held?.consents?.map((c) => [c.id, c.accepted, c.lang])).toEqual([
      ['recurring-billing', true, 'de'],
      ['immediate-start', true, 'de'],
      ['marketing-sms', false, 'de'],
    ]);
  });

  it('with the consents accepted the checkout subscribes, and the subscription keeps id, version, language and time of each', async () => {
    const res = await subscribe({
      subscriptionTypeId: plan(ALERTS),
      lang: 'ar',
      subscriptionConsentList: [
        ...ALL_ACCEPTED,
        { id: 'marketing-sms', accepted: true },
        { id: 'tnc', accepted: true },
      ],
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { url: string } };
    const paid = await new TestBrowser(t).submit(data.url, CARD);
    expect(returnParams(paid).status).toBe('200');
    const held = (await mine(FREE)).find((s) => s.typeId === plan(ALERTS));
    expect(held?.state).toBe('ACTIVE');
    expect(held?.consents).toHaveLength(4);
    expect(held?.consents?.[2]).toMatchObject({
      id: 'marketing-sms',
      version: 1,
      accepted: true,
      lang: 'ar',
    });
    expect(held?.consents?.[3]).toMatchObject({ id: 'tnc', accepted: true });
    expect(Date.now() - Date.parse(held?.consents?.[0]?.at ?? '')).toBeLessThan(60_000);
  });

  it('refuses a partner plan without its field, with a value out of form, or with fields it does not know', async () => {
    const id = plan(STREAMBOX);
    await refused({ subscriptionTypeId: id }, 'PARTNER_FIELD_REQUIRED', { field: 'partnerAccountId' });
    await refused(
      { subscriptionTypeId: id, partnerMetadata: { partnerAccountId: 'SB-12345' } },
      'PARTNER_FIELD_INVALID',
      {
        field: 'partnerAccountId',
      },
    );
    await refused(
      { subscriptionTypeId: id, partnerMetadata: { partnerAccountId: 'SB-123456', pin: '1234' } },
      'PARTNER_FIELD_UNKNOWN',
      { field: 'pin' },
    );
    await refused(
      { subscriptionTypeId: plan('Music Week Pass'), partnerMetadata: { partnerAccountId: 'SB-123456' } },
      'PARTNER_FIELD_UNKNOWN',
    );
  });

  it('a partner plan keeps its fields as the subscription’s partner metadata; PUT checks them against the partner’s form', async () => {
    const res = await subscribe({
      subscriptionTypeId: plan(STREAMBOX),
      partnerMetadata: { partnerAccountId: ' SB-654321 ' },
    });
    const { data } = (await res.json()) as { data: { url: string } };
    await new TestBrowser(t).submit(data.url, CARD);
    const held = (await mine(FREE)).find((s) => s.typeId === plan(STREAMBOX));
    expect(held?.partnerMetadata).toEqual({ partnerAccountId: 'SB-654321' });
    const put = (value: object) =>
      callAs(t, FREE, `/subscription/${held?.id}/partnerMetadata/attributes`, {
        method: 'PUT',
        body: { value },
      });
    const bad = await put({ partnerAccountId: 'nope' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('PARTNER_FIELD_INVALID');
    expect((await put({ partnerAccountId: 'SB-111111' })).status).toBe(200);
    expect((await mine(FREE)).find((s) => s.id === held?.id)?.partnerMetadata).toEqual({
      partnerAccountId: 'SB-111111',
    });
  });

  it('acme’s partner plan wants a French mobile number', async () => {
    const acme = await planIds(t, 'acme');
    const id = acme('Press Kiosk');
    const token = (await tokenOf(t, ACME_CLIENT, 'acme')).token;
    const post = (mobileNumber: string) =>
      t.api('/subscription', {
        method: 'POST',
        tenant: 'acme',
        host: 'acme.localhost',
        token,
        body: {
          subscriptionTypeId: id,
          lang: 'fr',
          redirect: 'http://acme.localhost/subscription',
          partnerMetadata: { mobileNumber },
        },
      });
    const bad = await post('0612345678');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('PARTNER_FIELD_INVALID');
    expect((await post('+33612345678')).status).toBe(200);
    const [open] = await t.database.db.select().from(payments).where(eq(payments.typeId, id));
    expect(open?.intent).toMatchObject({ partnerMetadata: { mobileNumber: '+33612345678' } });
  });
});

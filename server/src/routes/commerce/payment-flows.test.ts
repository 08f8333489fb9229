import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_SIGNATURE_HEADER } from '../../../../contract/commerce.ts';
import type { UserSubscription } from '../../../../contract/commerce-types.ts';
import { creditCards, ledgerEntries, payments } from '../../db/schema/commerce.ts';
import { TestBrowser } from '../../hosted/testing-browser.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../library/library-testing.ts';
import { OWNER } from '../player/player-testing.ts';
import { callAs, openCheckout, planIds, RETURN, returnParams } from './commerce-testing.ts';
import { DEV_PAYMENT_SECRET, signNotification } from './notifications.service.ts';

describe.each(databaseTargets())('cards, operator billing and provider notifications on %s', (target) => {
  let t: TestApp;
  let plan: (name: string) => number;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { demoTools: 'open', trustProxy: true } });
    plan = await planIds(t);
  });
  afterAll(() => t.dispose());

  const cards = async (email: string) =>
    (await (await callAs(t, email, '/creditCard/creditCardInfo', { method: 'GET' })).json()) as {
      id: number;
      last4: string;
      isDefault: boolean;
    }[];

  it('a card added through a sandbox session is kept as brand, last four and expiry only; default and delete are the owner’s', async () => {
    const session = await callAs(t, OWNER, '/creditCard/session/add/card', {
      body: { redirectionUrl: RETURN, lang: 'en' },
    });
    const { url } = (await session.json()) as { url: string };
    const res = await new TestBrowser(t).submit(url, {
      number: '5555 5555 5555 4444',
      expiry: '11/33',
      cvc: '321',
    });
    expect(returnParams(res)).toMatchObject({ status: '200', type: 'card' });
    const second = (await (
      await callAs(t, OWNER, '/creditCard/session/add/card', { body: { redirectionUrl: RETURN, lang: 'en' } })
    ).json()) as { url: string };
    await new TestBrowser(t).submit(second.url, { number: '4242424242424242', expiry: '10/33', cvc: '123' });
    const listed = await cards(OWNER);
    expect(listed.map((c) => [c.last4, c.isDefault])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
    const rows = JSON.stringify(await t.database.db.execute(sql`select * from credit_cards`));
    expect(rows).not.toContain('5555555555554444');
    expect(
      (
        await callAs(t, OWNER, `/creditCard/creditCardInfo/${listed[1]?.id}`, {
          method: 'PUT',
          body: { isDefault: true },
        })
      ).status,
    ).toBe(200);
    expect((await cards(OWNER)).map((c) => c.isDefault)).toEqual([false, true]);
    expect(
      (await callAs(t, OWNER, `/creditCard/creditCardInfo/${listed[0]?.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect((await cards(OWNER)).map((c) => c.last4)).toEqual(['4242']);
  });

  it('a stored card still goes through the provider: its 3-D challenge sends the browser to the checkout’s code step', async () => {
    const user = await signedInUser(t);
    const [card] = await t.database.db
      .insert(creditCards)
      .values({
        tenantName: 'demo',
        userId: user.id,
        brand: 'VISA',
        last4: '3220',
        expiryMonth: 1,
        expiryYear: 2040,
        behaviour: 'CHALLENGE',
        isDefault: true,
      })
      .returning();
    const res = await t.api('/subscription', {
      method: 'POST',
      token: user.token,
      body: { subscriptionTypeId: plan('Music Week Pass'), lang: 'de', redirect: RETURN, cardId: card?.id },
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { data: { type: string; url: string } };
    expect(answer.data.type).toBe('redirect');
    const page = await new TestBrowser(t).get(answer.data.url);
    expect(await page.text()).toContain('Zahlung bestätigen');
  });

  it('the operator flow sends a PIN by SMS to the mailbox; the right PIN subscribes (nextApiFlowStep VERIFY_PIN, then DONE)', async () => {
    const msisdn = '+40700000077';
    const start = await callAs(t, OWNER, `/subscription/api/${plan('Music Day Pass')}`, {
      body: { paymentOptionUUID: 'operator-billing', redirectionUrl: RETURN, body: { msisdn } },
    });
    const first = (await start.json()) as { nextApiFlowStep: string; response: { transactionId: string } };
    expect(first.nextApiFlowStep).toBe('VERIFY_PIN');
    const sms = (await (
      await t.get(`/hosted/mailbox/latest.json?email=${encodeURIComponent(msisdn)}`)
    ).json()) as { subject: string };
    const pin = /PIN (\d{4})/.exec(sms.subject)?.[1] as string;
    const wrong = (await (
      await callAs(t, OWNER, '/subscription/api', {
        body: {
          paymentOptionUUID: 'operator-billing',
          body: { transactionId: first.response.transactionId, pin: pin === '0000' ? '1111' : '0000' },
        },
      })
    ).json()) as { nextApiFlowStep: string; response: { error: string } };
    expect(wrong).toMatchObject({ nextApiFlowStep: 'VERIFY_PIN', response: { error: 'PIN_WRONG' } });
    const done = (await (
      await callAs(t, OWNER, '/subscription/api', {
        body: {
          paymentOptionUUID: 'operator-billing',
          body: { transactionId: first.response.transactionId, pin },
        },
      })
    ).json()) as { nextApiFlowStep: string; response: { url: string } };
    expect(done.nextApiFlowStep).toBe('DONE');
    expect(new URL(done.response.url).searchParams.get('status')).toBe('200');
    const mine = (await (
      await callAs(t, OWNER, '/subscription', { method: 'GET' })
    ).json()) as UserSubscription[];
    expect(mine.find((s) => s.typeId === plan('Music Day Pass'))).toMatchObject({ active: true });
  });

  it('a signed notification settles a payment once; its replay and a refund each write their own single row', async () => {
    const user = await signedInUser(t);
    const url = await (async () => {
      const res = await t.api('/subscription', {
        method: 'POST',
        token: user.token,
        body: { subscriptionTypeId: plan('Music Week Pass'), lang: 'en', redirect: RETURN },
      });
      return ((await res.json()) as { purchaseID: string }).purchaseID;
    })();
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, url));
    const send = (event: object) => {
      const body = JSON.stringify(event);
      return t.api('/payment/notification', {
        method: 'POST',
        body,
        headers: { [PAYMENT_SIGNATURE_HEADER]: signNotification(DEV_PAYMENT_SECRET, body) },
      });
    };
    const paid = {
      eventId: 'evt-pay-1',
      paymentId: url,
      outcome: 'SUCCEEDED',
      amountMinor: payment?.amountMinor,
      currency: 'EUR',
    };
    expect(await (await send(paid)).json()).toEqual({ accepted: true, duplicate: false });
    expect(await (await send(paid)).json()).toEqual({ accepted: true, duplicate: true });
    expect(await (await send({ ...paid, eventId: 'evt-refund-1', outcome: 'REFUNDED' })).json()).toEqual({
      accepted: true,
      duplicate: false,
    });
    const rows = await t.database.db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amountMinor })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.paymentId, url));
    expect(rows.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'CHARGE', amount: 149 },
      { kind: 'REFUND', amount: -149 },
    ]);
    expect(
      (
        await t.database.db
          .select({ n: count() })
          .from(payments)
          .where(and(eq(payments.id, url), eq(payments.status, 'SUCCEEDED')))
      )[0]?.n,
    ).toBe(1);
  });

  it('one-time payment options of an open transaction: WEB to its checkout, API for the operator', async () => {
    const checkout = await openCheckout(t, OWNER, plan('Music Week Pass'));
    const id = checkout.split('/').pop()?.split('?')[0];
    const res = await callAs(t, OWNER, '/subscription/oneTimePaymentOptions', {
      body: { redirectionUrl: RETURN, lang: 'fr', transactionId: id },
    });
    const { options } = (await res.json()) as { options: { flow: string; redirectionUrl?: string }[] };
    expect(options.map((o) => o.flow)).toEqual(['WEB', 'API']);
    expect(options[0]?.redirectionUrl).toBe(`/hosted/checkout/${id}?lang=fr`);
  });
});

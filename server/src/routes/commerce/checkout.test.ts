import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSubscription } from '../../../../contract/commerce-types.ts';
import { ledgerEntries } from '../../db/schema/commerce.ts';
import { TestBrowser } from '../../hosted/testing-browser.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { FREE } from '../player/player-testing.ts';
import { advanceClock, callAs, openCheckout, planIds, RETURN, returnParams } from './commerce-testing.ts';

const VALID = { expiry: '12/34', cvc: '123' };

describe.each(databaseTargets())('sandbox checkout on %s', (target) => {
  let t: TestApp;
  let plan: (name: string) => number;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { demoTools: 'open', trustProxy: true } });
    plan = await planIds(t);
  });
  afterAll(() => t.dispose());

  const pay = async (name: string, number: string, lang = 'en') => {
    const browser = new TestBrowser(t);
    const url = await openCheckout(t, FREE, plan(name), lang);
    return { browser, url, res: await browser.submit(url, { number, ...VALID }) };
  };
  const mine = async () =>
    (await (
      await callAs(t, FREE, '/subscription?inclCancelled=true', { method: 'GET' })
    ).json()) as UserSubscription[];
  const ledger = async () => (await t.database.db.select({ n: count() }).from(ledgerEntries))[0]?.n ?? 0;

  it('insufficient funds returns status=402&error=INSUFFICIENT_FUNDS and charges nothing', async () => {
    const { res } = await pay('Music Unlimited', '4000 0000 0000 9995');
    expect(res.status).toBe(303);
    expect(returnParams(res)).toMatchObject({
      status: '402',
      error: 'INSUFFICIENT_FUNDS',
      type: 'subscription',
      purchaseType: 'SUBSCRIPTION',
    });
    expect(await ledger()).toBe(0);
  });

  it('a declined card returns status=400 with the error and a translated msg', async () => {
    const { res } = await pay('Music Unlimited', '4000000000000002', 'ar');
    expect(returnParams(res)).toMatchObject({
      status: '400',
      error: 'PAYMENT_DECLINED',
      msg: 'تم رفض بطاقتك. جرّب بطاقة أخرى.',
    });
  });

  it('already subscribed at the provider returns status=409&error=USER_ALREADY_SUBSCRIBED', async () => {
    const { res } = await pay('Music Unlimited', '4000000000000341');
    expect(returnParams(res)).toMatchObject({ status: '409', error: 'USER_ALREADY_SUBSCRIBED' });
  });

  it('the success card returns status=200 with subTypeId and purchaseID; the plan is active and charged once', async () => {
    const { res, url, browser } = await pay('Music Unlimited', '4242424242424242');
    const params = returnParams(res);
    expect(params).toMatchObject({
      status: '200',
      type: 'subscription',
      subTypeId: String(plan('Music Unlimited')),
    });
    expect(params.purchaseID).toMatch(/^pay_/);
    expect((await mine()).find((s) => s.typeId === plan('Music Unlimited'))).toMatchObject({
      state: 'ACTIVE',
      active: true,
    });
    expect(await ledger()).toBe(1);
    // The checkout is settled: it shows as closed, and a replayed post (same form token) charges nothing.
    expect((await browser.get(url)).status).toBe(409);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(await (await new TestBrowser(t).get(url)).text())?.[1];
    expect(csrf).toBeUndefined();
    expect(await ledger()).toBe(1);
    const cards = (await (
      await callAs(t, FREE, '/creditCard/creditCardInfo', { method: 'GET' })
    ).json()) as object[];
    expect(cards).toEqual([
      {
        id: expect.any(Number),
        brand: 'VISA',
        last4: '4242',
        expiryMonth: 12,
        expiryYear: 2034,
        isDefault: true,
      },
    ]);
  });

  it('a pending card returns status=202 (REQUESTED); the job settles it later and the plan becomes active', async () => {
    const { res } = await pay('Audiobooks Unlimited', '4000000000000077');
    expect(returnParams(res)).toMatchObject({ status: '202' });
    expect((await mine()).find((s) => s.typeId === plan('Audiobooks Unlimited'))).toMatchObject({
      state: 'REQUESTED',
      active: false,
    });
    const moved = await advanceClock(t, 'PT1H');
    expect(moved.renewals.settled).toBe(1);
    expect((await mine()).find((s) => s.typeId === plan('Audiobooks Unlimited'))).toMatchObject({
      state: 'ACTIVE',
      active: true,
    });
  });

  it('the 3-D card asks for the code sent to the mailbox; a wrong code is refused, the right one pays', async () => {
    const { res, browser, url } = await pay('Music Credits', '4000000000003220');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain(url.split('?')[0]);
    const mail = (await (await t.get(`/hosted/mailbox/latest.json?email=${FREE}`)).json()) as {
      subject: string;
    };
    const code = /(\d{6})$/.exec(mail.subject)?.[1] ?? '';
    const challenge = `${url.split('?')[0]}/challenge?lang=en`;
    const page = await browser.get(url);
    expect(await page.text()).toContain('Confirm the payment');
    const csrf = /name="_csrf" value="([^"]+)"/.exec(await (await browser.get(url)).text())?.[1] ?? '';
    const wrong = await browser.post(challenge, {
      _csrf: csrf,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    const right = await browser.post(challenge, { _csrf: csrf, code });
    expect(returnParams(right)).toMatchObject({ status: '200', subTypeId: String(plan('Music Credits')) });
  });

  it('card input is checked (Luhn, expiry, CVC) with translated errors, and attempts are limited', async () => {
    const browser = new TestBrowser(t);
    const url = await openCheckout(t, FREE, plan('Music Week Pass'), 'ar');
    const bad = await browser.submit(url, { number: '4242424242424241', expiry: '01/20', cvc: '1' });
    expect(bad.status).toBe(422);
    const html = await bad.text();
    expect(html).toContain('dir="rtl"');
    for (const text of ['أدخل رقم بطاقة صالحًا.', 'انتهت صلاحية هذه البطاقة.', 'أدخل رمز الأمان.'])
      expect(html).toContain(text);
    let last = 0;
    for (let i = 0; i < 10; i++) last = (await browser.submit(url, { number: '1234', ...VALID })).status;
    expect(last).toBe(429);
  });

  it('hostile fields and unknown payment ids never fail the server: 422 with the form, or the 404 page', async () => {
    const browser = new TestBrowser(t);
    const url = await openCheckout(t, FREE, plan('Music Week Pass'));
    for (const value of ['\u0000', '\ud800', 'x'.repeat(5000), '<script>', '٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢'])
      expect((await browser.submit(url, { number: value, expiry: value, cvc: value })).status).toBe(422);
    for (const path of [
      '/hosted/checkout/nope',
      '/hosted/checkout/pay_AAAAAAAAAAAAAAAAAAAAAA',
      '/hosted/checkout/..%2f..%2fetc',
    ])
      expect((await browser.get(path)).status).toBe(404);
  });

  it('leaving the checkout returns error=PAYMENT_NOT_COMPLETED without a status; the open payment can still be paid', async () => {
    const browser = new TestBrowser(t);
    const typeId = plan('Music Week Pass');
    const url = await openCheckout(t, FREE, typeId, 'fr');
    expect(await (await browser.get(url)).text()).toContain('Annuler et revenir sans payer');
    const before = await ledger();
    const leave = `${url.split('?')[0]}/leave?lang=fr`;
    const res = await browser.get(leave);
    expect(res.status).toBe(303);
    const params = returnParams(res);
    expect(params).toMatchObject({
      error: 'PAYMENT_NOT_COMPLETED',
      type: 'subscription',
      purchaseType: 'SUBSCRIPTION',
      subTypeId: String(typeId),
    });
    expect(params.status).toBeUndefined();
    expect(await ledger()).toBe(before);
    // The one-time payment options lead back to the same checkout.
    const options = await callAs(t, FREE, '/subscription/oneTimePaymentOptions', {
      body: { redirectionUrl: RETURN, lang: 'fr', transactionId: params.purchaseID },
    });
    expect(options.status).toBe(200);
    const { options: list } = (await options.json()) as {
      options: { flow: string; redirectionUrl?: string }[];
    };
    expect(list.find((o) => o.flow === 'WEB')?.redirectionUrl).toContain(url.split('?')[0]);
    const paid = await browser.submit(url, { number: '4242424242424242', ...VALID });
    expect(returnParams(paid).status).toBe('200');
    expect(await ledger()).toBe(before + 1);
    // A paid payment is closed: leaving it again only says so.
    expect((await browser.get(leave)).status).toBe(409);
  });
});

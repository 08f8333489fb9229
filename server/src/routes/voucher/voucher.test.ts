import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSubscription } from '../../../../contract/commerce-types.ts';
import type { PurchaseReceipt } from '../../../../contract/purchase.ts';
import type { OwnedVoucher } from '../../../../contract/voucher.ts';
import { mailsTo } from '../../auth/mail.ts';
import { payments } from '../../db/schema/commerce.ts';
import { userSubscriptions } from '../../db/schema/entitlement.ts';
import { voucherCodes } from '../../db/schema/voucher.ts';
import { TestBrowser } from '../../hosted/testing-browser.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { advanceClock, callAs, planIds } from '../commerce/commerce-testing.ts';
import { settlePayment } from '../commerce/settle.ts';
import { FREE, LISTENER, tokenOf } from '../player/player-testing.ts';
import {
  buyVouchers,
  catalogue,
  INSUFFICIENT_CARD,
  mailedCodes,
  notifyPaid,
  openCart,
  payCheckout,
  voucherNamed,
} from './voucher-testing.ts';

describe.each(databaseTargets())('vouchers on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { demoTools: 'open', trustProxy: true } });
  });
  afterAll(() => t.dispose());

  const get = (email: string, path: string) => callAs(t, email, path, { method: 'GET' });
  const codesOf = (paymentId: string) =>
    t.database.db
      .select()
      .from(voucherCodes)
      .where(eq(voucherCodes.paymentId, paymentId))
      .orderBy(asc(voucherCodes.ordinal));

  it('the catalogue lists the tenant’s vouchers with live stock, subscription grants and maxQuantity 10', async () => {
    const plan = await planIds(t);
    const answer = await catalogue(t);
    expect(answer.maxQuantity).toBe(10);
    expect(answer.items.find((i) => i.name === 'Sushi −20 %')).toMatchObject({
      description: 'Sora Sushi',
      discountPercentage: 20,
      price: 2,
      currency: 'EUR',
      clickUrl: expect.stringMatching(/^\/vouchers\/details\/\d+$/),
      imageUrl: expect.stringMatching(/\/media\/artwork\/\d+\.svg$/),
    });
    expect(answer.items.find((i) => i.name === 'A week of music, as a gift')).toMatchObject({
      description: 'Music Week Pass',
      grantsSubscriptionType: { id: plan('Music Week Pass'), name: 'Music Week Pass' },
    });
    const acme = await catalogue(t, 'acme', 'fr');
    expect(acme.items.map((i) => i.name)).toContain('Acme Musique pendant un mois, à offrir');
    expect(acme.items.map((i) => i.id)).not.toContain(answer.items[0]?.id);
  });

  it('a paid cart issues its codes once, mails them in one mail, lowers the stock and lists the order', async () => {
    const sushi = await voucherNamed(t, 'Sushi −20 %');
    const week = await voucherNamed(t, 'A week of music, as a gift');
    const cart = [
      { voucherId: sushi.id, quantity: 2, price: sushi.price },
      { voucherId: week.id, quantity: 1, price: week.price },
    ];
    const { url, transactionId } = await openCart(t, FREE, cart);
    // The checkout says what the cart holds and that it is paid once.
    const page = await (await new TestBrowser(t).get(url)).text();
    expect(page).toContain('2 × Sushi −20 %, 1 × A week of music, as a gift: ');
    expect(page).toContain('paid once');
    expect(await payCheckout(t, url)).toMatchObject({
      status: '200',
      type: 'voucher',
      purchaseType: 'VOUCHER',
      purchaseID: transactionId,
    });
    const rows = await codesOf(transactionId);
    expect(rows.map((r) => [r.voucherItemId, r.ordinal, r.status])).toEqual([
      [sushi.id, 1, 'ISSUED'],
      [sushi.id, 2, 'ISSUED'],
      [week.id, 3, 'ISSUED'],
    ]);
    const { mail, codes } = await mailedCodes(t, FREE);
    expect(mail?.subject).toBe('Your vouchers');
    expect(codes).toHaveLength(3);
    expect(mail?.body).toContain(`A week of music, as a gift: ${codes[2]}`);
    // Only the hint and a sealed copy are stored; the hint is the code's end.
    expect(rows.map((r) => r.codeHint)).toEqual(codes.map((c) => c.slice(-4)));
    expect(JSON.stringify(rows)).not.toContain(codes[0]?.replace(/-/g, ''));
    expect((await voucherNamed(t, 'Sushi −20 %')).availableNo).toBe(sushi.availableNo - 2);
    const receipts = (await (await get(FREE, '/purchase/user/purchases')).json()) as PurchaseReceipt[];
    expect(receipts.find((r) => r.transactionId === transactionId)).toMatchObject({
      kind: 'VOUCHER',
      quantity: 3,
      amount: 5.49,
      paymentMethod: 'CARD',
      title: '2 × Sushi −20 %, 1 × A week of music, as a gift',
    });
    const mine = (await (await get(FREE, '/voucher/user/vouchers?lang=en')).json()) as OwnedVoucher[];
    expect(mine.filter((v) => v.transactionId === transactionId)).toHaveLength(3);
    expect(mine.find((v) => v.voucherId === week.id)).toMatchObject({
      status: 'ISSUED',
      codeHint: codes[2]?.slice(-4),
      grantsSubscriptionType: { name: 'Music Week Pass' },
    });
    expect((await get(LISTENER, '/voucher/user/vouchers')).headers.get('cache-control')).toBe('no-store');
    expect(await (await get(LISTENER, '/voucher/user/vouchers')).json()).toEqual([]);
  });

  it('a replayed or second success notification, and a second settle, issue no more codes and send no more mail', async () => {
    const cinema = await voucherNamed(t, 'Cinema ticket −30 %');
    const { transactionId } = await openCart(t, FREE, [
      { voucherId: cinema.id, quantity: 3, price: cinema.price },
    ]);
    const mailsBefore = (await mailsTo(t.database.db, 'demo', FREE)).length;
    expect(await notifyPaid(t, transactionId, 900, 'evt-voucher-1')).toEqual({
      accepted: true,
      duplicate: false,
    });
    expect(await notifyPaid(t, transactionId, 900, 'evt-voucher-1')).toEqual({
      accepted: true,
      duplicate: true,
    });
    expect(await notifyPaid(t, transactionId, 900, 'evt-voucher-2')).toEqual({
      accepted: true,
      duplicate: false,
    });
    const again = await t.database.db.transaction((tx) => settlePayment(tx, transactionId, 'SUCCEEDED'));
    expect(again.changed).toBe(false);
    expect(await codesOf(transactionId)).toHaveLength(3);
    expect((await mailsTo(t.database.db, 'demo', FREE)).length).toBe(mailsBefore + 1);
  });

  it('insufficient funds returns status 402 INSUFFICIENT_FUNDS with purchaseType VOUCHER and issues nothing', async () => {
    const sushi = await voucherNamed(t, 'Sushi −20 %');
    const { url, transactionId } = await openCart(t, FREE, [{ voucherId: sushi.id, quantity: 1, price: 2 }]);
    expect(await payCheckout(t, url, INSUFFICIENT_CARD)).toMatchObject({
      status: '402',
      error: 'INSUFFICIENT_FUNDS',
      purchaseType: 'VOUCHER',
    });
    expect(await codesOf(transactionId)).toEqual([]);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, transactionId));
    expect(row?.status).toBe('FAILED');
  });

  it('a merchant code is spent once by anyone of the tenant; resend mails an unused code to its buyer', async () => {
    const sushi = await voucherNamed(t, 'Sushi −20 %');
    const { transactionId, codes } = await buyVouchers(t, FREE, [
      { voucherId: sushi.id, quantity: 2, price: sushi.price },
    ]);
    const redeem = (email: string, code: string) =>
      callAs(t, email, '/voucher/consumption/voucher', {
        body: { externalProviderCode: 'SORA-SUSHI', voucherRequest: { voucherCode: code } },
      });
    // A gift: another user types it, lower case and with spaces instead of dashes.
    const typed = (codes[0] ?? '').toLowerCase().replace(/-/g, ' ');
    const spent = await redeem(LISTENER, typed);
    expect(spent.status).toBe(200);
    expect(await spent.json()).toEqual({
      feedbackCode: 1,
      voucherId: sushi.id,
      title: 'Sushi −20 %',
      description: 'Sora Sushi',
      discountPercentage: 20,
    });
    const { id: listenerId } = await tokenOf(t, LISTENER);
    const [first, second] = await codesOf(transactionId);
    expect(first).toMatchObject({ status: 'REDEEMED', redeemedBy: listenerId, redeemedVia: 'SORA-SUSHI' });
    const resent = await callAs(t, FREE, '/voucher/resend/voucher', {
      body: { voucherEntityId: second?.id },
    });
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual({ sent: true, recipient: 'f•••@demo.example' });
    const { mail, codes: again } = await mailedCodes(t, FREE);
    expect(mail?.subject).toBe('Your voucher code again');
    expect(again).toEqual([codes[1]]);
  });

  it('a subscription code starts one non-renewing period of its plan, which ends when the period is over', async () => {
    const plan = await planIds(t);
    const week = await voucherNamed(t, 'A week of music, as a gift');
    const { codes } = await buyVouchers(t, FREE, [{ voucherId: week.id, quantity: 1, price: week.price }]);
    const res = await callAs(t, FREE, '/voucher/consumption/subscription', {
      body: { voucherCode: codes[0], typeId: plan('Music Week Pass') },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()) as { subscriptionId: number; endDate: string; feedbackCode: number };
    expect(answer.feedbackCode).toBe(1);
    const subs = (await (await get(FREE, '/subscription')).json()) as UserSubscription[];
    const sub = subs.find((s) => s.id === answer.subscriptionId);
    expect(sub).toMatchObject({ typeId: plan('Music Week Pass'), state: 'ACTIVE', active: true });
    expect(sub?.nextRenewalDate).toBeNull();
    const days = (Date.parse(answer.endDate) - Date.parse(sub?.startDate ?? '')) / 86_400_000;
    expect(days).toBe(7);
    expect((await advanceClock(t, 'P8D')).renewals.expired).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db
      .select({ state: userSubscriptions.state })
      .from(userSubscriptions)
      .where(eq(userSubscriptions.id, answer.subscriptionId));
    expect(row?.state).toBe('INACTIVE');
    const charged = await t.database.db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.subscriptionId, answer.subscriptionId)));
    expect(charged[0]?.n).toBe(0);
  });
});

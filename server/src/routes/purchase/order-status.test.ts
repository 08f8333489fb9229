import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseReceipt } from '../../../../contract/purchase.ts';
import { ledgerEntries, payments } from '../../db/schema/commerce.ts';
import { walletItems } from '../../db/schema/entitlement.ts';
import { TestBrowser } from '../../hosted/testing-browser.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { advanceClock, callAs, RETURN, returnParams } from '../commerce/commerce-testing.ts';
import { FREE, itemBySlug, tokenOf } from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';

/** Marketplace orders (issue 17): a shop product's order keeps its state on the receipt until it settles. */
describe.each(databaseTargets())('order history states on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { demoTools: 'open', trustProxy: true } });
  });
  afterAll(() => t.dispose());

  const receipts = async () =>
    (await (
      await callAs(t, FREE, '/purchase/user/purchases?lang=en', { method: 'GET' })
    ).json()) as PurchaseReceipt[];
  const checkout = async (productSlug: string, card: string) => {
    const product = await itemBySlug(t, 'demo', 'product', productSlug);
    const res = await callAs(t, FREE, '/subscription/oneTimePurchase', {
      body: { paymentOptionUUID: String(product.id), sessionName: 'en', redirectionUrl: RETURN },
    });
    expect(res.status).toBe(200);
    const { url, transactionId } = (await res.json()) as { url: string; transactionId: string };
    const paid = await new TestBrowser(t).submit(url, { number: card, expiry: '12/34', cvc: '123' });
    return { product, transactionId, back: returnParams(paid) };
  };

  it('a card that settles later: the order is PENDING, not owned and not sold again; once settled it is PAID and owned', async () => {
    const { id: userId } = await tokenOf(t, FREE);
    const { product, transactionId, back } = await checkout('tote-bag', '4000000000000077');
    expect(back).toMatchObject({ status: '202', purchaseType: 'ONE_TIME', purchaseID: transactionId });
    const owned = () =>
      t.database.db
        .select()
        .from(walletItems)
        .where(and(eq(walletItems.userId, userId), eq(walletItems.itemId, product.id)));
    expect(await owned()).toEqual([]);
    expect((await receipts()).find((r) => r.transactionId === transactionId)).toMatchObject({
      articleId: product.id,
      title: 'Tote bag',
      status: 'PENDING',
      paymentMethod: 'CARD',
    });

    // Buying it again while that payment settles would charge twice: refused, nothing opened.
    const opened = await t.database.db.select({ n: count() }).from(payments);
    const again = await callAs(t, FREE, '/subscription/oneTimePurchase', {
      body: { paymentOptionUUID: String(product.id), sessionName: 'en', redirectionUrl: RETURN },
    });
    await expectProblem(again, 409, 'PURCHASE_PENDING');
    const pin = await callAs(t, FREE, `/purchase/ArticleOneTimePurchase?articleId=${product.id}`, {
      method: 'GET',
    });
    await expectProblem(pin, 409, 'PURCHASE_PENDING');
    expect(await t.database.db.select({ n: count() }).from(payments)).toEqual(opened);

    expect((await advanceClock(t, 'PT1H')).renewals.settled).toBeGreaterThanOrEqual(1);
    expect((await receipts()).find((r) => r.transactionId === transactionId)).toMatchObject({
      status: 'PAID',
    });
    expect(await owned()).toHaveLength(1);
  });

  it('a declined card or a checkout left open is no order at all', async () => {
    const before = (await receipts()).length;
    const { transactionId, back } = await checkout('pocket-buds', '4000000000000002');
    expect(back.status).not.toBe('200');
    const opened = await callAs(t, FREE, '/subscription/oneTimePurchase', {
      body: {
        paymentOptionUUID: String((await itemBySlug(t, 'demo', 'product', 'gift-card-25')).id),
        sessionName: 'en',
        redirectionUrl: RETURN,
      },
    });
    expect(opened.status).toBe(200);
    const after = await receipts();
    expect(after).toHaveLength(before);
    expect(after.some((r) => r.transactionId === transactionId)).toBe(false);
  });

  it('two checkouts of one article opened side by side: the second is refused before its card is charged', async () => {
    const product = await itemBySlug(t, 'demo', 'product', 'gift-card-50');
    const open = async () => {
      const res = await callAs(t, FREE, '/subscription/oneTimePurchase', {
        body: { paymentOptionUUID: String(product.id), sessionName: 'en', redirectionUrl: RETURN },
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { url: string; transactionId: string };
    };
    const first = await open();
    const second = await open();
    const pay = async (url: string) =>
      returnParams(
        await new TestBrowser(t).submit(url, { number: '4242424242424242', expiry: '12/34', cvc: '123' }),
      );
    expect(await pay(first.url)).toMatchObject({ status: '200', purchaseID: first.transactionId });
    expect(await pay(second.url)).toMatchObject({ error: 'ALREADY_OWNED', purchaseID: second.transactionId });
    const rows = await t.database.db
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(inArray(payments.id, [first.transactionId, second.transactionId]));
    expect(new Map(rows.map((r) => [r.id, r.status]))).toEqual(
      new Map([
        [first.transactionId, 'SUCCEEDED'],
        [second.transactionId, 'FAILED'],
      ]),
    );
    const charged = await t.database.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.paymentId, [first.transactionId, second.transactionId]));
    expect(charged[0]?.n).toBe(1);
  });
});

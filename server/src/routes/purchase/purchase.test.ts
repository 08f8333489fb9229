import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OneTimePurchaseAnswer,
  PurchaseOptionsAnswer,
  PurchaseReceipt,
} from '../../../../contract/purchase.ts';
import { mailsTo } from '../../auth/mail.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { ledgerEntries, payments } from '../../db/schema/commerce.ts';
import { walletItems } from '../../db/schema/entitlement.ts';
import { TestBrowser } from '../../hosted/testing-browser.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { callAs, RETURN, returnParams } from '../commerce/commerce-testing.ts';
import { childOf, FREE, itemBySlug, OWNER, tokenOf } from '../player/player-testing.ts';

describe.each(databaseTargets())('one-time purchases on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { demoTools: 'open', trustProxy: true } });
  });
  afterAll(() => t.dispose());

  const get = (email: string, path: string) => callAs(t, email, path, { method: 'GET' });
  const open = async (email: string, articleId: number) => {
    const res = await get(email, `/purchase/ArticleOneTimePurchase?articleId=${articleId}`);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as OneTimePurchaseAnswer;
    const [mail] = await mailsTo(t.database.db, 'demo', email, 1);
    const pin = /PIN (\d+)/.exec(mail?.subject ?? '')?.[1] ?? '';
    return { answer, pin };
  };
  const verify = (email: string, body: object, key?: string) =>
    callAs(t, email, '/purchase/VerifyOneTimePurchasePin', {
      body,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  const bodyOf = (a: OneTimePurchaseAnswer, pin: string) => ({
    paymentTransactionUuid: a.paymentTransactionUuid,
    articleId: a.articleId,
    pin,
    purchaseToken: a.purchaseToken,
  });

  it('a priced track offers itself, its album and the covering subscriptions with ids the purchase calls take', async () => {
    const track = await childOf(t, 'demo', 'track', 'northern-lights-live', 1);
    const album = await itemBySlug(t, 'demo', 'album', 'northern-lights-live');
    const res = await get(FREE, `/purchase/ArticlePurchaseOptions/${track.id}?isDTO=true&lang=en`);
    const answer = (await res.json()) as PurchaseOptionsAnswer;
    expect(answer).toMatchObject({
      consume: false,
      isWalletItem: false,
      unavailable: false,
      upgradeTo: [],
      downgradeTo: [],
    });
    expect(answer.purchase.slice(0, 2)).toEqual([
      {
        type: 'DTO',
        title: 'Prelude in Ice',
        purchaseIdentifier: String(track.id),
        price: { amount: 0.99, currency: 'EUR' },
      },
      {
        type: 'DTO',
        title: expect.any(String),
        purchaseIdentifier: String(album.id),
        price: { amount: 6.99, currency: 'EUR' },
      },
    ]);
    const sub = answer.purchase.find((p) => p.type === 'SUBSCRIPTION');
    expect(sub?.toSubscriptionType).toBe(Number(sub?.purchaseIdentifier));
    const same = await get(FREE, `/purchase/user/purchaseOptions?articleId=${track.id}&lang=en`);
    expect(await same.json()).toEqual(answer);
  });

  it('PIN purchase: wallet, ledger and receipt at once; 10 identical posts with one key charge once', async () => {
    const track = await childOf(t, 'demo', 'track', 'northern-lights-live', 2);
    const { id: userId } = await tokenOf(t, FREE);
    const { answer, pin } = await open(FREE, track.id);
    expect(answer).toMatchObject({
      articleId: track.id,
      price: { amount: 0.99, currency: 'EUR' },
      pinLength: 6,
    });
    expect(pin).toMatch(/^\d{6}$/);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => verify(FREE, bodyOf(answer, pin), 'buy-once-1')),
    );
    // 409: the same key still running; 503: the admission gate shedding load (both ask for a retry).
    for (const r of answers) expect([200, 409, 503]).toContain(r.status);
    const settled = await verify(FREE, bodyOf(answer, pin), 'buy-once-1');
    expect(settled.status).toBe(200);
    const ledger = await t.database.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.paymentId, answer.paymentTransactionUuid));
    expect(ledger[0]?.n).toBe(1);
    const wallet = await get(FREE, `/wallet/walletarticle/article/${track.id}`);
    expect(wallet.status).toBe(200);
    const options = (await (
      await get(FREE, `/purchase/ArticlePurchaseOptions/${track.id}`)
    ).json()) as PurchaseOptionsAnswer;
    expect(options).toMatchObject({ consume: true, isWalletItem: true, purchase: [] });
    const song = (await (await callAs(t, FREE, '/song', { body: { id: track.id } })).json()) as {
      isPreview: boolean;
    };
    expect(song.isPreview).toBe(false);
    const receipts = (await (
      await get(FREE, '/purchase/user/purchases?lang=en')
    ).json()) as PurchaseReceipt[];
    expect(receipts[0]).toMatchObject({
      transactionId: answer.paymentTransactionUuid,
      articleId: track.id,
      amount: 0.99,
      currency: 'EUR',
      paymentMethod: 'OPERATOR',
    });
    const again = await get(FREE, `/purchase/ArticleOneTimePurchase?articleId=${track.id}`);
    expect(again.status).toBe(409);
    const rows = await t.database.db
      .select()
      .from(walletItems)
      .where(and(eq(walletItems.userId, userId), eq(walletItems.itemId, track.id)));
    expect(rows.map((r) => r.source)).toEqual(['DTO']);
  });

  it('a wrong PIN sent with an Idempotency-Key still counts, and the same key replays the refusal', async () => {
    const product = await itemBySlug(t, 'demo', 'product', 'coffee-mug');
    const { answer, pin } = await open(FREE, product.id);
    const wrong = String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
    const first = await verify(FREE, bodyOf(answer, wrong), 'wrong-pin-1');
    expect(first.status).toBe(400);
    expect(((await first.json()) as { data: unknown }).data).toEqual({ attemptsLeft: 4 });
    const replayed = await verify(FREE, bodyOf(answer, wrong), 'wrong-pin-1');
    expect(replayed.status).toBe(400);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, answer.paymentTransactionUuid));
    expect(row).toMatchObject({ challengeAttempts: 1, status: 'CHALLENGE' });
    expect((await verify(FREE, bodyOf(answer, pin), 'right-pin-1')).status).toBe(200);
  });

  it('an album bought with PIN covers its tracks (collectionArticles)', async () => {
    const album = await itemBySlug(t, 'demo', 'album', 'northern-lights-live');
    const { answer, pin } = await open(OWNER, album.id);
    expect((await verify(OWNER, bodyOf(answer, pin))).status).toBe(200);
    const track = await childOf(t, 'demo', 'track', 'northern-lights-live', 3);
    const entry = (await (await get(OWNER, `/wallet/walletarticle/article/${track.id}`)).json()) as {
      id: number;
      collectionArticles: number[];
    };
    expect(entry.id).toBe(album.id);
    expect(entry.collectionArticles).toContain(track.id);
  });

  it('a shop product bought by card returns with purchaseType ONE_TIME and lands in the order history', async () => {
    const product = await itemBySlug(t, 'demo', 'product', 'tote-bag');
    const res = await callAs(t, FREE, '/subscription/oneTimePurchase', {
      body: { paymentOptionUUID: String(product.id), sessionName: 'ar', redirectionUrl: RETURN },
    });
    expect(res.status).toBe(200);
    const { url, transactionId } = (await res.json()) as { url: string; transactionId: string };
    const browser = new TestBrowser(t);
    // The checkout page says what is bought, in the purchase's language, paid once (no renewal).
    expect(await (await browser.get(url)).text()).toContain('حقيبة قماشية: ');
    const paid = await browser.submit(url, {
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(paid.status).toBe(303);
    expect(returnParams(paid)).toMatchObject({
      status: '200',
      type: 'article',
      purchaseType: 'ONE_TIME',
      purchaseID: transactionId,
      articleId: String(product.id),
    });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, transactionId));
    expect(payment?.status).toBe('SUCCEEDED');
    const receipts = (await (await get(FREE, '/purchase/user/purchases')).json()) as PurchaseReceipt[];
    expect(receipts.find((r) => r.transactionId === transactionId)).toMatchObject({
      paymentMethod: 'CARD',
      amount: 12,
    });
  });

  it('a downloadable game on a device it has no build for is 404 DEVICE_NOT_SUPPORTED', async () => {
    const device = await t.api('/device', {
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36' },
    });
    const { id } = (await device.json()) as { id: number };
    const games = await t.database.db.select().from(catalogueItems);
    const game = games.find(
      (g) =>
        g.tenantName === 'demo' &&
        g.kind === 'game' &&
        g.props.gameType === 'download' &&
        !g.props.platforms?.includes('Windows'),
    );
    if (!game) throw new Error('no downloadable game seeded');
    const res = await get(FREE, `/purchase/ArticlePurchaseOptions/${game.id}?deviceId=${id}`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('DEVICE_NOT_SUPPORTED');
  });
});

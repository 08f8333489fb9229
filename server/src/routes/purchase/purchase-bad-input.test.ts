import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OneTimePurchaseAnswer } from '../../../../contract/purchase.ts';
import { mailsTo } from '../../auth/mail.ts';
import { payments } from '../../db/schema/commerce.ts';
import { tableFingerprint } from '../../testing/table-fingerprint.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { childOf, FREE, itemBySlug, OWNER, own, tokenOf } from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';
import {
  PURCHASE_BAD_INPUT_CASES,
  type PurchaseBadInputCase,
  type PurchaseFixtures,
} from './purchase-bad-input-cases.ts';

/** Every table a purchase call could write; payments only where a wrong PIN is counted. */
const TABLES = ['payments', 'ledger_entries', 'wallet_items', 'mail_outbox', 'user_subscriptions'];

const fingerprint = (t: TestApp, skip: string[] = []) =>
  tableFingerprint(
    t,
    TABLES.filter((name) => !skip.includes(name)),
  );

describe.each(databaseTargets())('bad input to the purchase calls on %s', (target) => {
  let t: TestApp;
  const f = {} as PurchaseFixtures;
  const tokens = { free: '', owner: '' };
  const verify = (tx: PurchaseFixtures['open'], pin = tx.pin) =>
    t.api('/purchase/VerifyOneTimePurchasePin', {
      method: 'POST',
      token: tokens.free,
      body: { paymentTransactionUuid: tx.id, articleId: tx.articleId, pin, purchaseToken: tx.token },
    });
  const open = async (articleId: number) => {
    const res = await t.api(`/purchase/ArticleOneTimePurchase?articleId=${articleId}`, {
      token: tokens.free,
    });
    expect(res.status).toBe(200);
    const a = (await res.json()) as OneTimePurchaseAnswer;
    const [mail] = await mailsTo(t.database.db, 'demo', FREE, 1);
    const pin = /PIN (\d+)/.exec(mail?.subject ?? '')?.[1] ?? '';
    return { id: a.paymentTransactionUuid, articleId, token: a.purchaseToken, pin };
  };
  const wrong = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    t = await startTestApp(target);
    const free = await tokenOf(t, FREE);
    tokens.free = free.token;
    tokens.owner = (await tokenOf(t, OWNER)).token;
    const track = (n: number) => childOf(t, 'demo', 'track', 'northern-lights-live', n);
    const owned = await itemBySlug(t, 'demo', 'product', 'coffee-mug');
    await own(t, free.id, owned.id);
    Object.assign(f, {
      open: await open((await track(1)).id),
      other: await open((await track(2)).id),
      paid: await open((await track(3)).id),
      expired: await open((await itemBySlug(t, 'demo', 'product', 'tote-bag')).id),
      locked: await open((await itemBySlug(t, 'demo', 'product', 'demo-t-shirt')).id),
      owned: owned.id,
      unpriced: (await childOf(t, 'demo', 'track', 'golden-hour', 1)).id,
      voucher: (await itemBySlug(t, 'demo', 'voucher', 'cinema-ticket')).id,
      acmeProduct: (await itemBySlug(t, 'acme', 'product', 'carnet-de-voyage')).id,
      product: (await itemBySlug(t, 'demo', 'product', 'pocket-buds')).id,
    } satisfies PurchaseFixtures);
    expect((await verify(f.paid)).status).toBe(200);
    // Expired: the first try closes the transaction (410), every later one finds it closed.
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, f.expired.id));
    await t.database.db
      .update(payments)
      .set({ intent: { ...row?.intent, expiresAt: new Date(Date.now() - 1000).toISOString() } })
      .where(eq(payments.id, f.expired.id));
    await expectProblem(await verify(f.expired), 410, 'PIN_EXPIRED');
    // Brute force: four wrong PINs say how many tries are left, the fifth locks.
    for (let i = 1; i <= 4; i++) {
      const problem = await expectProblem(await verify(f.locked, wrong(f.locked.pin)), 400, 'PIN_WRONG');
      expect(problem.data).toEqual({ attemptsLeft: 5 - i });
    }
    await expectProblem(await verify(f.locked, wrong(f.locked.pin)), 423, 'PIN_ATTEMPTS_EXCEEDED');
  });
  afterAll(() => t.dispose());

  const send = (c: PurchaseBadInputCase): Promise<Response> => {
    const as = c.as ?? 'free';
    const body = c.body?.(f);
    return t.api(typeof c.path === 'function' ? c.path(f) : c.path, {
      method: c.method,
      ...(as === 'nobody' ? {} : { token: tokens[as] }),
      ...(body !== undefined ? { body } : {}),
    });
  };

  it('the table has at least 25 cases, each named once', () => {
    expect(PURCHASE_BAD_INPUT_CASES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(PURCHASE_BAD_INPUT_CASES.map((c) => c.name)).size).toBe(PURCHASE_BAD_INPUT_CASES.length);
  });

  it.each(PURCHASE_BAD_INPUT_CASES.map((c) => [c.name, c] as const))(
    '%s → refused, nothing written, nothing charged',
    async (_, c) => {
      const skip = c.counts ? ['payments'] : [];
      const before = await fingerprint(t, skip);
      await expectProblem(await send(c), c.status, c.code);
      expect(await fingerprint(t, skip)).toEqual(before);
    },
  );
});

import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { voucherCodes } from '../../db/schema/voucher.ts';
import { tableFingerprint } from '../../testing/table-fingerprint.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { callAs, planIds } from '../commerce/commerce-testing.ts';
import { ACME_CLIENT, FREE, itemBySlug, LISTENER, OWNER, tokenOf } from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';
import {
  VOUCHER_BAD_INPUT_CASES,
  type VoucherBadInputCase,
  type VoucherFixtures,
} from './voucher-bad-input-cases.ts';
import { buyVouchers, mailedCodes, notifyPaid, openCart, voucherNamed } from './voucher-testing.ts';

/** Every table a voucher call could write (the rate-limit counters aside). */
const TABLES = ['payments', 'ledger_entries', 'voucher_codes', 'mail_outbox', 'user_subscriptions'];

const fingerprint = (t: TestApp) => tableFingerprint(t, TABLES);

describe.each(databaseTargets())('bad input to the voucher calls on %s', (target) => {
  let t: TestApp;
  const f = {} as VoucherFixtures;
  const tokens = { free: '', listener: '', acme: '' };

  beforeAll(async () => {
    t = await startTestApp(target, { auth: { demoTools: 'open', trustProxy: true } });
    tokens.free = (await tokenOf(t, FREE)).token;
    tokens.listener = (await tokenOf(t, LISTENER)).token;
    tokens.acme = (await tokenOf(t, ACME_CLIENT, 'acme')).token;
    const plan = await planIds(t);
    const sushi = await voucherNamed(t, 'Sushi −20 %');
    const week = await voucherNamed(t, 'A week of music, as a gift');
    const all = await voucherNamed(t, 'All Access for a month, as a gift');
    const { transactionId, codes } = await buyVouchers(t, FREE, [
      { voucherId: sushi.id, quantity: 2, price: sushi.price },
      { voucherId: week.id, quantity: 1, price: week.price },
      { voucherId: all.id, quantity: 1, price: all.price },
    ]);
    const rows = await t.database.db
      .select()
      .from(voucherCodes)
      .where(eq(voucherCodes.paymentId, transactionId))
      .orderBy(asc(voucherCodes.ordinal));
    const spent = await callAs(t, FREE, '/voucher/consumption/voucher', {
      body: { voucherRequest: { voucherCode: codes[0] } },
    });
    expect(spent.status).toBe(200);
    // acme: a code settled by the provider's notification (acme's checkout lives on acme's host).
    const acmeGift = await voucherNamed(t, 'An Acme day pass, as a gift', 'acme');
    const acmeCart = await openCart(
      t,
      ACME_CLIENT,
      [{ voucherId: acmeGift.id, quantity: 1, price: 0.29 }],
      'acme',
    );
    await notifyPaid(t, acmeCart.transactionId, 29, 'evt-acme-voucher', 'acme');
    const lower = async (slug: string, props: Record<string, unknown>) => {
      const item = await itemBySlug(t, 'demo', 'voucher', slug);
      await t.database.db
        .update(catalogueItems)
        .set({ props: { ...item.props, ...props } })
        .where(eq(catalogueItems.id, item.id));
      return item.id;
    };
    Object.assign(f, {
      sushi: { id: sushi.id, price: sushi.price },
      lowStock: await lower('bowling-night', { availableNo: 2 }),
      unpriced: await lower('karting-laps', { price: undefined }),
      product: (await itemBySlug(t, 'demo', 'product', 'tote-bag')).id,
      acmeVoucher: acmeGift.id,
      used: { code: codes[0] ?? '', entity: rows[0]?.id ?? 0 },
      merchant: { code: codes[1] ?? '', entity: rows[1]?.id ?? 0 },
      week: { code: codes[2] ?? '', typeId: plan('Music Week Pass') },
      allAccess: { code: codes[3] ?? '', typeId: plan('All Access') },
      acmeCode: (await mailedCodes(t, ACME_CLIENT, 'acme')).codes[0] ?? '',
    } satisfies VoucherFixtures);
    expect(f.acmeCode).toMatch(/^[0-9A-Z]{4}-/);
  });
  afterAll(() => t.dispose());

  const send = (c: VoucherBadInputCase): Promise<Response> => {
    const as = c.as ?? 'free';
    const body = c.body?.(f);
    return t.api(c.path, {
      method: c.method,
      ...(as === 'acme' ? { tenant: 'acme' } : {}),
      ...(as === 'nobody' ? {} : { token: tokens[as] }),
      ...(body !== undefined ? { body } : {}),
    });
  };

  it('the table has at least 40 cases, each named once', () => {
    expect(VOUCHER_BAD_INPUT_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(VOUCHER_BAD_INPUT_CASES.map((c) => c.name)).size).toBe(VOUCHER_BAD_INPUT_CASES.length);
  });

  it.each(VOUCHER_BAD_INPUT_CASES.map((c) => [c.name, c] as const))(
    '%s → refused, nothing written, nothing charged',
    async (_, c) => {
      const before = await fingerprint(t);
      const res = await send(c);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const problem = await expectProblem(res, c.status, c.code);
      if (c.feedbackCode !== undefined) expect(problem.data).toMatchObject({ feedbackCode: c.feedbackCode });
      expect(await fingerprint(t)).toEqual(before);
    },
  );

  it('wrong codes are limited per user: the 11th in 15 minutes is 429, even for a right code', async () => {
    const { token } = await tokenOf(t, OWNER);
    const spend = (code: string) =>
      t.api('/voucher/consumption/voucher', {
        method: 'POST',
        token,
        body: { voucherRequest: { voucherCode: code } },
      });
    for (let i = 0; i < 10; i++)
      await expectProblem(await spend(`ZZZZ-ZZZZ-ZZZZ-ZZ${String(i).padStart(2, '0')}`), 404);
    const limited = await expectProblem(await spend(f.merchant.code), 429, 'RATE_LIMITED');
    expect(limited.status).toBe(429);
    const [row] = await t.database.db
      .select()
      .from(voucherCodes)
      .where(eq(voucherCodes.id, f.merchant.entity));
    expect(row?.status).toBe('ISSUED');
  });

  it('a code is resent at most three times an hour', async () => {
    const resend = () =>
      t.api('/voucher/resend/voucher', {
        method: 'POST',
        token: tokens.free,
        body: { voucherEntityId: f.merchant.entity },
      });
    for (let i = 0; i < 3; i++) expect((await resend()).status).toBe(200);
    await expectProblem(await resend(), 429, 'RATE_LIMITED');
  });
});

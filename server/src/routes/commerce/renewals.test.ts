import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { creditCards, ledgerEntries, payments } from '../../db/schema/commerce.ts';
import { userSubscriptions } from '../../db/schema/entitlement.ts';
import { failWrites } from '../../testing/fail-writes.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../library/library-testing.ts';
import { LISTENER, tokenOf } from '../player/player-testing.ts';
import { advanceClock, planIds } from './commerce-testing.ts';
import { RENEWAL_ATTEMPTS, runRenewals } from './renewals.ts';

describe.each(databaseTargets())('renewals on the commerce clock (%s)', (target) => {
  let t: TestApp;
  let plan: (name: string) => number;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { demoTools: 'open' } });
    plan = await planIds(t);
  });
  afterAll(() => t.dispose());

  const db = () => t.database.db;
  /** A fresh user holding `typeName`, due now, paying with a card of the given sandbox behaviour (or none). */
  async function dueSubscriber(
    typeName: string,
    behaviour?: string,
    contingents = [{ amount: -1, contentTypes: ['FULL_TRACK_MUSIC' as const] }],
  ) {
    const user = await signedInUser(t);
    const card = behaviour
      ? (
          await db()
            .insert(creditCards)
            .values({
              tenantName: 'demo',
              userId: user.id,
              brand: 'VISA',
              last4: '0002',
              expiryMonth: 1,
              expiryYear: 2040,
              behaviour,
              isDefault: true,
            })
            .returning()
        )[0]
      : undefined;
    const [sub] = await db()
      .insert(userSubscriptions)
      .values({
        tenantName: 'demo',
        userId: user.id,
        typeId: plan(typeName),
        state: 'ACTIVE',
        contingents,
        nextRenewalDate: sql`commerce_now() - interval '1 minute'`,
        cardId: card?.id ?? null,
      })
      .returning();
    return sub as NonNullable<typeof sub>;
  }
  const subOf = async (id: number) =>
    (await db().select().from(userSubscriptions).where(eq(userSubscriptions.id, id)))[0];
  const chargesOf = async (subscriptionId: number) =>
    (
      await db()
        .select({ n: count() })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.subscriptionId, subscriptionId), eq(ledgerEntries.kind, 'CHARGE')))
    )[0]?.n;

  it('the seeded subscriber renews when the clock passes a month: one charge, the next period a month on', async () => {
    const { id } = await tokenOf(t, LISTENER);
    const [before] = await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, id));
    const moved = await advanceClock(t, 'P1M');
    expect(moved.renewals.renewed).toBeGreaterThanOrEqual(1);
    const after = await subOf(before?.id as number);
    expect(after).toMatchObject({ state: 'ACTIVE', subState: null, renewalFailures: 0 });
    expect(after?.periodStart.toISOString()).toBe(before?.nextRenewalDate?.toISOString());
    expect(after?.nextRenewalDate?.getTime()).toBeGreaterThan(before?.nextRenewalDate?.getTime() ?? 0);
    expect(await chargesOf(before?.id as number)).toBe(1);
  });

  it('credits reset each period, or add up when the plan accumulates', async () => {
    const reset = await dueSubscriber('Music Credits', 'SUCCESS', [
      { amount: 3, contentTypes: ['FULL_TRACK_MUSIC'] },
    ]);
    await runRenewals(db());
    expect((await subOf(reset.id))?.contingents).toEqual([
      { amount: 10, contentTypes: ['FULL_TRACK_MUSIC'] },
    ]);
  });

  it('a failing card is retried a day apart, then the subscription expires (INACTIVE, no renewal)', async () => {
    const sub = await dueSubscriber('Music Week Pass', 'DECLINED');
    for (let i = 1; i < RENEWAL_ATTEMPTS; i++) {
      await runRenewals(db());
      expect(await subOf(sub.id)).toMatchObject({ state: 'ACTIVE', renewalFailures: i });
      // The next attempt waits a day of commerce time.
      await runRenewals(db());
      expect(await subOf(sub.id)).toMatchObject({ renewalFailures: i });
      await db()
        .update(userSubscriptions)
        .set({ renewalRetryAt: sql`commerce_now() - interval '1 second'` })
        .where(eq(userSubscriptions.id, sub.id));
    }
    await runRenewals(db());
    expect(await subOf(sub.id)).toMatchObject({ state: 'INACTIVE', nextRenewalDate: null });
    expect(await chargesOf(sub.id)).toBe(0);
  });

  it('a trial without a card expires when it ends', async () => {
    const sub = await dueSubscriber('Music Unlimited');
    await runRenewals(db());
    expect(await subOf(sub.id)).toMatchObject({ state: 'INACTIVE' });
  });

  it('a run that fails half-way keeps nothing; the next run charges the period once', async () => {
    const sub = await dueSubscriber('Music Day Pass', 'SUCCESS');
    const undo = await failWrites(db(), 'ledger_entries', 'insert');
    await expect(runRenewals(db())).rejects.toThrow();
    await undo();
    expect(
      (await db().select({ n: count() }).from(payments).where(eq(payments.subscriptionId, sub.id)))[0]?.n,
    ).toBe(0);
    await runRenewals(db());
    await runRenewals(db());
    expect(await chargesOf(sub.id)).toBe(1);
  });

  it.runIf(target === 'postgres')(
    'two instances on one PostgreSQL claim each due subscription once',
    async () => {
      const subs = [];
      for (let i = 0; i < 30; i++) subs.push(await dueSubscriber('Music Day Pass', 'SUCCESS'));
      const second = await openDatabase({ databaseUrl: t.databaseUrl as string });
      try {
        const [a, b] = await Promise.all([runRenewals(db()), runRenewals(second.db)]);
        expect((a?.renewed ?? 0) + (b?.renewed ?? 0)).toBe(30);
      } finally {
        await second.close();
      }
      for (const sub of subs) expect(await chargesOf(sub.id)).toBe(1);
    },
  );
});

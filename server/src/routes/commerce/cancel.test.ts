import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserSubscription } from '../../../../contract/commerce-types.ts';
import { creditCards, ledgerEntries, payments } from '../../db/schema/commerce.ts';
import { type Contingent, userSubscriptions } from '../../db/schema/entitlement.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../library/library-testing.ts';
import { childOf } from '../player/player-testing.ts';
import { resetClock } from './clock.ts';
import { advanceClock, planIds, RETURN } from './commerce-testing.ts';
import { runRenewals } from './renewals.ts';

const UNLIMITED: Contingent[] = [{ amount: -1, contentTypes: ['FULL_TRACK_MUSIC'] }];

describe.each(databaseTargets())('cancel at the end of the paid period on %s', (target) => {
  let t: TestApp;
  let plan: (name: string) => number;
  let track: number;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { demoTools: 'open' } });
    plan = await planIds(t);
    track = (await childOf(t, 'demo', 'track', 'golden-hour', 1)).id;
  });
  afterEach(() => resetClock(t.database.db));
  afterAll(() => t.dispose());

  const db = () => t.database.db;
  type User = { id: string; token: string };
  const call = (user: User, path: string, init: { method?: string; body?: unknown } = {}) =>
    t.api(path, {
      method: init.method ?? 'POST',
      token: user.token,
      ...(init.body ? { body: init.body } : {}),
    });
  const cancel = (user: User, id: number) =>
    call(user, `/subscription/${id}?redirectionUrl=${encodeURIComponent(RETURN)}`, { method: 'DELETE' });
  const mine = async (user: User) =>
    (await (
      await call(user, '/subscription?inclCancelled=true', { method: 'GET' })
    ).json()) as UserSubscription[];
  const fullPlay = async (user: User) => {
    const res = await call(user, '/song', { body: { id: track, protocol: 'https' } });
    return res.status === 200 && !((await res.json()) as { isPreview: boolean }).isPreview;
  };
  const moneyOf = async (userId: string) => ({
    ledger: (await db().select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.userId, userId)))[0]
      ?.n,
    payments: (await db().select({ n: count() }).from(payments).where(eq(payments.userId, userId)))[0]?.n,
  });
  /** A fresh user with a working default card, holding `name` for 10 more days of its period. */
  async function subscriber(name: string, contingents = UNLIMITED) {
    const user = await signedInUser(t);
    await db().insert(creditCards).values({
      tenantName: 'demo',
      userId: user.id,
      brand: 'VISA',
      last4: '4242',
      expiryMonth: 1,
      expiryYear: 2040,
      behaviour: 'SUCCESS',
      isDefault: true,
    });
    const [sub] = await db()
      .insert(userSubscriptions)
      .values({
        tenantName: 'demo',
        userId: user.id,
        typeId: plan(name),
        state: 'ACTIVE',
        contingents,
        nextRenewalDate: sql`commerce_now() + interval '10 days'`,
      })
      .returning();
    return { user, sub: sub as NonNullable<typeof sub> };
  }

  it('a cancel keeps access until the renewal date, is never charged, and turns INACTIVE (locked) once the clock passes it', async () => {
    const { user, sub } = await subscriber('Music Unlimited');
    expect((await cancel(user, sub.id)).status).toBe(200);
    const [canceled] = await mine(user);
    expect(canceled).toMatchObject({ id: sub.id, state: 'CANCELED', active: true, nextRenewalDate: null });
    expect(canceled?.endDate).toBe(sub.nextRenewalDate?.toISOString());
    expect(await fullPlay(user)).toBe(true);
    expect((await cancel(user, sub.id)).status).toBe(409);

    await advanceClock(t, 'P7D');
    expect((await mine(user))[0]).toMatchObject({ state: 'CANCELED', active: true });
    expect(await fullPlay(user)).toBe(true);

    const moved = await advanceClock(t, 'P7D');
    expect(moved.renewals.expired).toBeGreaterThanOrEqual(1);
    // Still listed with the canceled ones (canceledAt kept), now without access.
    expect((await mine(user))[0]).toMatchObject({ id: sub.id, state: 'INACTIVE', active: false });
    expect(await fullPlay(user)).toBe(false);
    expect(await moneyOf(user.id)).toEqual({ ledger: 0, payments: 0 });
  });

  it('the renewal job never charges a CANCELED subscription, even one still carrying a past renewal date', async () => {
    const { user, sub } = await subscriber('Music Week Pass');
    await db()
      .update(userSubscriptions)
      .set({
        state: 'CANCELED',
        canceledAt: sql`commerce_now()`,
        nextRenewalDate: sql`commerce_now() - interval '1 minute'`,
        endDate: sql`commerce_now() + interval '1 day'`,
      })
      .where(eq(userSubscriptions.id, sub.id));
    await runRenewals(db());
    expect((await mine(user))[0]).toMatchObject({ state: 'CANCELED', active: true });
    expect(await moneyOf(user.id)).toEqual({ ledger: 0, payments: 0 });
  });

  it('a canceled free trial keeps access until the trial ends, then ends without a charge', async () => {
    const user = await signedInUser(t);
    const trial = await call(user, '/subscription/subscribeToFreeTrial', {
      body: { redirect: RETURN, lang: 'en', subscriptionTypeId: plan('Music Unlimited') },
    });
    expect(trial.status).toBe(201);
    const [held] = await mine(user);
    expect((await cancel(user, held?.id as number)).status).toBe(200);
    const [after] = await mine(user);
    expect(after).toMatchObject({ state: 'CANCELED', active: true, trial: true });
    expect(after?.endDate).toBe(held?.nextRenewalDate);
    expect(await fullPlay(user)).toBe(true);
    await advanceClock(t, 'P8D');
    expect((await mine(user))[0]).toMatchObject({ state: 'INACTIVE', active: false });
    expect(await moneyOf(user.id)).toEqual({ ledger: 0, payments: 0 });
  });

  it('subscribing again to the canceled plan while it runs resumes it: 201, nothing charged, renews on the old end date', async () => {
    const { user, sub } = await subscriber('Music Unlimited');
    await cancel(user, sub.id);
    const again = await call(user, '/subscription', {
      body: { subscriptionTypeId: plan('Music Unlimited'), lang: 'en', redirect: RETURN },
    });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { subscription: UserSubscription }).subscription).toMatchObject({
      id: sub.id,
      state: 'ACTIVE',
      active: true,
      endDate: null,
      canceledAt: null,
      nextRenewalDate: sub.nextRenewalDate?.toISOString(),
    });
    expect(await moneyOf(user.id)).toEqual({ ledger: 0, payments: 0 });
    const twice = await call(user, '/subscription', {
      body: { subscriptionTypeId: plan('Music Unlimited'), lang: 'en', redirect: RETURN },
    });
    expect(twice.status).toBe(409);
    // The period's end renews it as usual: one charge.
    expect((await advanceClock(t, 'P11D')).renewals.renewed).toBeGreaterThanOrEqual(1);
    expect(await moneyOf(user.id)).toEqual({ ledger: 1, payments: 1 });
  });

  it('a canceled credit plan spends its credits until its end; after it, no credits and no full play', async () => {
    const { user, sub } = await subscriber('Music Credits', [
      { amount: 2, contentTypes: ['FULL_TRACK_MUSIC'] },
    ]);
    await cancel(user, sub.id);
    expect(await fullPlay(user)).toBe(true);
    const [row] = await db()
      .select()
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.id, sub.id), eq(userSubscriptions.state, 'CANCELED')));
    expect(row?.contingents[0]?.amount).toBe(1);
    await advanceClock(t, 'P11D');
    expect(await fullPlay(user)).toBe(false);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionTypes, userSubscriptions, walletItems } from '../src/db/schema/entitlement.ts';
import { seedState } from '../src/db/schema/seed-state.ts';
import { userIdOf } from '../src/routes/session/session-testing.ts';
import { databaseTargets, startTestApp, type TestApp } from '../src/testing/test-app.ts';
import { seedDemoData } from './seed.ts';
import { SEED_SUBSCRIPTION_TYPES } from './subscription-plans.ts';

describe.each(databaseTargets())('seeded subscriptions and wallets on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const subscriptionsOf = async (tenant: string, email: string) =>
    t.database.db
      .select({
        state: userSubscriptions.state,
        subState: userSubscriptions.subState,
        slug: subscriptionTypes.slug,
      })
      .from(userSubscriptions)
      .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, userSubscriptions.typeId))
      .where(eq(userSubscriptions.userId, await userIdOf(t, tenant, email)));
  const walletOf = async (tenant: string, email: string) =>
    t.database.db
      .select()
      .from(walletItems)
      .where(eq(walletItems.userId, await userIdOf(t, tenant, email)));

  it('each tenant sells its types, with the sort and per-language display attributes', async () => {
    for (const [tenant, types] of Object.entries(SEED_SUBSCRIPTION_TYPES)) {
      const rows = await t.database.db
        .select()
        .from(subscriptionTypes)
        .where(eq(subscriptionTypes.tenantName, tenant));
      expect(rows.map((r) => r.slug).sort()).toEqual(types.map((s) => s.slug).sort());
      for (const row of rows) {
        expect(row.attributes).toContainEqual({ key: 'DISPLAY_SERVICE_NAME_TEXT_ar', value: row.titles.ar });
        expect(row.attributes.find((a) => a.key === 'ment_sort')?.value).toMatch(/^\d+$/);
        // Unlimited (-1) or credits (a positive amount), each for at least one content type.
        expect(
          row.contingents.every((c) => (c.amount === -1 || c.amount > 0) && c.contentTypes.length > 0),
        ).toBe(true);
      }
    }
  });

  it('listener subscribes to all access, owner owns three albums and an audiobook, free holds nothing, acme’s client its music', async () => {
    expect(await subscriptionsOf('demo', 'listener@demo.example')).toEqual([
      { state: 'ACTIVE', subState: null, slug: 'all-access' },
    ]);
    expect(await walletOf('demo', 'listener@demo.example')).toEqual([]);
    expect(await subscriptionsOf('demo', 'owner@demo.example')).toEqual([]);
    expect(await walletOf('demo', 'owner@demo.example')).toHaveLength(4);
    expect(await subscriptionsOf('demo', 'free@demo.example')).toEqual([]);
    expect(await walletOf('demo', 'free@demo.example')).toEqual([]);
    expect(await subscriptionsOf('acme', 'client@acme.example')).toEqual([
      { state: 'ACTIVE', subState: null, slug: 'acme-music' },
    ]);
  });

  it('a re-applied seed adds nothing twice and never revives a subscription the user canceled', async () => {
    const listener = await userIdOf(t, 'demo', 'listener@demo.example');
    await t.database.db
      .update(userSubscriptions)
      .set({ state: 'CANCELED' })
      .where(eq(userSubscriptions.userId, listener));
    await t.database.db.delete(seedState);
    await seedDemoData(t.database.db);
    expect(await subscriptionsOf('demo', 'listener@demo.example')).toEqual([
      { state: 'CANCELED', subState: null, slug: 'all-access' },
    ]);
    expect(await walletOf('demo', 'owner@demo.example')).toHaveLength(4);
    const types = await t.database.db
      .select()
      .from(subscriptionTypes)
      .where(eq(subscriptionTypes.tenantName, 'demo'));
    expect(types).toHaveLength(SEED_SUBSCRIPTION_TYPES.demo?.length ?? 0);
  });
});

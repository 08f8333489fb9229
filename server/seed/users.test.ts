import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/auth/password.ts';
import { users } from '../src/db/schema/auth.ts';
import { seedState } from '../src/db/schema/seed-state.ts';
import { tenants } from '../src/db/schema/tenant.ts';
import { databaseTargets, startTestApp, type TestApp } from '../src/testing/test-app.ts';
import { seedDemoData } from './seed.ts';
import { SEED_USERS } from './users.ts';

describe.each(databaseTargets())('seeded demo accounts and tenant flags on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const account = async (tenantName: string, email: string) => {
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.tenantName, tenantName), eq(users.email, email)));
    return row;
  };
  // An existing database from before this seed: its digests no longer match, so the seed applies again.
  const reapply = async () => {
    await t.database.db.delete(seedState);
    await seedDemoData(t.database.db);
  };

  it('every demo account exists with an argon2id hash of its documented password', async () => {
    for (const [tenantName, list] of Object.entries(SEED_USERS)) {
      for (const seeded of list) {
        const row = await account(tenantName, seeded.email);
        expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
        expect(await verifyPassword(seeded.password, row?.passwordHash ?? '')).toBe(true);
      }
    }
    expect((await account('acme', 'client@acme.example'))?.msisdn).toBe('+40700000001');
  });

  it('a re-applied seed never overwrites a password or profile the user changed', async () => {
    const changed = await hashPassword('a-new-password');
    await t.database.db
      .update(users)
      .set({ passwordHash: changed, name: 'Renamed' })
      .where(eq(users.email, 'listener@demo.example'));
    await reapply();
    expect(await account('demo', 'listener@demo.example')).toMatchObject({
      passwordHash: changed,
      name: 'Renamed',
    });
  });

  it('a re-applied seed recreates a missing demo account', async () => {
    await t.database.db.delete(users).where(eq(users.email, 'client@acme.example'));
    await reapply();
    expect(await account('acme', 'client@acme.example')).toBeDefined();
  });

  it('an existing database gains the seeded flags: demo auto-login cookie, acme partner and subAuthRequired', async () => {
    await t.database.db
      .update(tenants)
      .set({ autoLoginCookie: null, features: { downloads: true, operatorFlag: true } })
      .where(sql`${tenants.name} in ('demo', 'acme')`);
    await reapply();
    const rows = await t.database.db.select().from(tenants);
    const demo = rows.find((r) => r.name === 'demo');
    const acme = rows.find((r) => r.name === 'acme');
    expect(demo?.autoLoginCookie).toBe('demo_sso');
    expect(acme?.features).toMatchObject({ partner: true, subAuthRequired: true, operatorFlag: true });
    expect(demo?.features).toMatchObject({ games: true, operatorFlag: true });
    expect(demo?.features.partner).toBeUndefined();
  });
});

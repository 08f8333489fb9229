import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems } from '../src/db/schema/catalogue.ts';
import { databaseTargets, startTestApp, type TestApp } from '../src/testing/test-app.ts';
import { DEMO_TENANT } from './demo-tenant.ts';
import { seedDemoData } from './seed.ts';

describe.each(databaseTargets())('start-up seed on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  it('an unchanged seed is skipped on restart: rows are not rewritten', async () => {
    const slug = DEMO_TENANT.items[0]?.slug ?? '';
    const demoRow = and(eq(catalogueItems.tenantName, 'demo'), eq(catalogueItems.slug, slug));
    await t.database.db.update(catalogueItems).set({ ageRating: 40 }).where(demoRow);
    expect(await seedDemoData(t.database.db)).toEqual([]);
    const [row] = await t.database.db
      .select({ rating: catalogueItems.ageRating })
      .from(catalogueItems)
      .where(demoRow);
    expect(row?.rating).toBe(40);
    expect((await t.api('/structure/home?lang=en')).status).toBe(200);
  });

  it('a changed seed is applied to the existing database', async () => {
    const [first, ...rest] = DEMO_TENANT.items;
    if (!first) throw new Error('demo seed has no items');
    const renamed = { ...first, titles: { ...first.titles, en: 'Renamed by a newer seed' } };
    await seedDemoData(t.database.db, [{ ...DEMO_TENANT, items: [renamed, ...rest] }]);
    const [row] = await t.database.db
      .select({ titles: catalogueItems.titles })
      .from(catalogueItems)
      .where(and(eq(catalogueItems.tenantName, 'demo'), eq(catalogueItems.slug, first.slug)));
    expect(row?.titles.en).toBe('Renamed by a newer seed');
  });
});

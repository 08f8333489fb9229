import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertItems } from '../routes/structure/catalogue-fixtures.ts';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';
import { type Database, openDatabase } from './client.ts';
import { ContentVersions, parseVersionNotice } from './content-versions.ts';
import { catalogueItems } from './schema/catalogue.ts';

/** Every table an answer, a tenant row or a route rule is read from, with its tenant column. */
const WATCHED: [string, string][] = [
  ['tenants', 'name'],
  ['tenant_hosts', 'tenant_name'],
  ['tenant_texts', 'tenant_name'],
  ['tenant_configurations', 'tenant_name'],
  ['route_rules', 'tenant_name'],
  ['structures', 'tenant_name'],
  ['structure_sections', 'tenant_name'],
  ['catalogue_items', 'tenant_name'],
  ['subscription_types', 'tenant_name'],
];

const until = async (holds: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!holds() && Date.now() < end) await new Promise((done) => setTimeout(done, 10));
  return holds();
};

describe('content version notices', () => {
  it('read "<tenant> <version>" and nothing else', () => {
    expect(parseVersionNotice('demo 42')).toEqual({ tenant: 'demo', version: 42 });
    expect(parseVersionNotice('demo')).toBeUndefined();
    expect(parseVersionNotice('Demo 1')).toBeUndefined();
    expect(parseVersionNotice('demo 1 2')).toBeUndefined();
  });
});

describe.each(databaseTargets())('content versions on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const version = async (tenant: string) => {
    await t.versions.caughtUp();
    return t.versions.of(tenant);
  };

  it('every write to a watched table raises its tenant version, and only that tenant', async () => {
    for (const [table, column] of WATCHED) {
      const [acme, demo] = [await version('acme'), await version('demo')];
      await t.database.db.execute(
        sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${sql.identifier(column)} where ${sql.identifier(column)} = 'acme'`,
      );
      expect(await version('acme'), table).toBeGreaterThan(acme);
      expect(await version('demo'), table).toBe(demo);
    }
  });

  it('inserting and deleting catalogue items raise the version, once per statement', async () => {
    const before = await version('demo');
    const [id] = await insertItems(t, 'demo', [
      { kind: 'album', slug: 'cv-one' },
      { kind: 'album', slug: 'cv-two' },
    ]);
    const inserted = await version('demo');
    expect(inserted).toBe(before + 1);
    await t.database.db.delete(catalogueItems).where(eq(catalogueItems.id, id as number));
    expect(await version('demo')).toBe(inserted + 1);
  });

  it('a tenant that has no content yet is at version 0, in memory once read', async () => {
    expect(await t.versions.of('no-such-tenant')).toBe(0);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('content versions across instances on PostgreSQL', () => {
  let t: TestApp;
  let other: Database;
  let otherVersions: ContentVersions;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    // A second "instance": its own pool and its own LISTEN connection on the same database.
    other = await openDatabase({ databaseUrl: t.databaseUrl as string });
    otherVersions = await ContentVersions.watch(other);
  });
  afterAll(async () => {
    await otherVersions.close();
    await other.close();
    await t.dispose();
  });

  it("a write on one instance moves the other's version at once, by NOTIFY (no read)", async () => {
    const known = await otherVersions.of('demo');
    // Known now: the next answers come from memory, so only a notification can change them.
    expect(otherVersions.of('demo')).toBe(known);
    await insertItems(t, 'demo', [{ kind: 'album', slug: 'cv-notify' }]);
    expect(await until(() => otherVersions.of('demo') !== known)).toBe(true);
    expect(otherVersions.of('demo')).toBe(await t.versions.of('demo'));
  });

  it('a lost LISTEN connection stops trusting memory (versions are read) until it is back', async () => {
    expect(typeof otherVersions.of('demo')).toBe('number');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN content_version' and pid <> pg_backend_pid()`,
    );
    // Both instances lost theirs; while it is down every ask is a read.
    expect(await until(() => otherVersions.of('demo') instanceof Promise)).toBe(true);
    await insertItems(t, 'demo', [{ kind: 'album', slug: 'cv-while-down' }]);
    expect(await otherVersions.of('demo')).toBe(await t.versions.of('demo'));
    // Back within the first retry pause; then known again after one read.
    expect(await until(() => typeof otherVersions.of('demo') === 'number', 5000)).toBe(true);
    await insertItems(t, 'demo', [{ kind: 'album', slug: 'cv-after' }]);
    const now = await t.versions.of('demo');
    expect(await until(() => otherVersions.of('demo') === now)).toBe(true);
    expect(String(logged.mock.calls[0]?.[0])).toContain('LISTEN content_version connection lost');
    logged.mockRestore();
  });
});

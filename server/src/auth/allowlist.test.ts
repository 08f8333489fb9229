import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TenantRow, tenantHosts } from '../db/schema/tenant.ts';
import { findTenantByName } from '../routes/tenant/tenant.service.ts';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';
import { isAllowedReturnUrl } from './allowlist.ts';

describe.each(databaseTargets())('return-URL allowlist, ASVS 3.7.2 (%s)', (target) => {
  let t: TestApp;
  let demo: TenantRow;
  beforeAll(async () => {
    t = await startTestApp(target);
    demo = (await findTenantByName(t.database.db, 'demo')) as TenantRow;
  });
  afterAll(() => t.dispose());

  it.each([
    ['http://localhost:8787/user/login?redirect=%2Fprofile', true],
    ['http://127.0.0.1:5173/ar/user/login', true],
    ['http://demo.localhost/', true],
    ['https://evil.example/user/login', false],
    ['http://acme.localhost/user/login', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['//evil.example/x', false],
    ['/relative/path', false],
    ['http://user:pw@localhost/', false],
    ['ftp://localhost/', false],
    ['http://localhost.evil.example/', false],
    ['not a url', false],
  ])('%s → %s', async (url, allowed) => {
    expect(await isAllowedReturnUrl(t.database.db, demo, url)).toBe(allowed);
  });

  it('accepts an origin the tenant lists explicitly, and only that exact origin', async () => {
    const withPartner = { ...demo, redirectOrigins: ['https://partner.example'] };
    expect(await isAllowedReturnUrl(t.database.db, withPartner, 'https://partner.example/back')).toBe(true);
    expect(await isAllowedReturnUrl(t.database.db, withPartner, 'https://partner.example:444/back')).toBe(
      false,
    );
    expect(await isAllowedReturnUrl(t.database.db, withPartner, 'http://partner.example/back')).toBe(false);
  });

  it('a non-loopback tenant host counts only over https on the default port', async () => {
    await t.database.db
      .insert(tenantHosts)
      .values({ tenantName: 'demo', hostname: 'media.demo.example' })
      .onConflictDoNothing();
    expect(await isAllowedReturnUrl(t.database.db, demo, 'https://media.demo.example/user/login')).toBe(true);
    expect(await isAllowedReturnUrl(t.database.db, demo, 'https://media.demo.example:8443/user/login')).toBe(
      false,
    );
    expect(await isAllowedReturnUrl(t.database.db, demo, 'http://media.demo.example/user/login')).toBe(false);
  });
});

import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemSchema } from '../../../../contract/problem.ts';
import { backendBaseUrl, EnvFileSchema } from '../../../../contract/tenant.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';

describe.each(databaseTargets())('tenant start-up on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const envFileFor = async (host: string) => {
    const res = await t.get('/api/envFile', { host });
    expect(res.status).toBe(200);
    return v.parse(EnvFileSchema, await res.json());
  };

  it('envFile picks the tenant from the Host header: localhost is demo', async () => {
    const env = await envFileFor('localhost:8080');
    expect(env.tenantName).toBe('demo');
    expect(env.tenant.displayName).toBe('Demo Media');
    expect(env.tenant.default.locale.defaultLocale).toBe('en');
    expect(env.tenant.colors).toEqual(['#1c7ed6', '#4dabf7']);
  });

  it('envFile picks acme for acme.localhost, with its French default and own colours', async () => {
    const env = await envFileFor('acme.localhost:8080');
    expect(env.tenantName).toBe('acme');
    expect(env.tenant.default.locale.defaultLocale).toBe('fr');
    expect(env.tenant.colors[0]).toBe('#c2255c');
    expect(env.tenant.maxRating).toBe(30);
  });

  it('envFile falls back to the default tenant for an unknown host', async () => {
    expect((await envFileFor('portal.example.org')).tenantName).toBe('demo');
  });

  it('envFile points the portal at <origin>/api for its tenant and names only that tenant', async () => {
    const env = await envFileFor('acme.localhost:8080');
    expect(backendBaseUrl(env)).toBe('http://acme.localhost:8080/api');
    expect(env.envConfig.envFile.service.multiContentBackend).toBe('http://acme.localhost:8080/api');
    expect(Object.keys(env.envConfig.envFile.service.tenantBackendUrl)).toEqual(['acme']);
    expect(JSON.stringify(env)).not.toContain('demo');
  });

  it('envFile needs no tenant header', async () => {
    const res = await t.get('/api/envFile');
    expect(res.status).toBe(200);
  });

  it('a backend call without x-tenant-id is a 400 problem MISSING_TENANT', async () => {
    const res = await t.api('/i18n/en', { tenant: null });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    const problem = v.parse(ProblemSchema, await res.json());
    expect(problem.code).toBe('MISSING_TENANT');
    expect(problem.detail).toContain('x-tenant-id');
  });

  it('a backend call for an unknown tenant is a 400 problem UNKNOWN_TENANT', async () => {
    for (const tenant of ['nobody', 'NOT a tenant!']) {
      const res = await t.api('/structure/home', { tenant });
      expect(res.status).toBe(400);
      const problem = v.parse(ProblemSchema, await res.json());
      expect(problem).toMatchObject({ status: 400, code: 'UNKNOWN_TENANT' });
    }
  });

  it('backend answers vary on the tenant header so shared caches keep tenants apart', async () => {
    const res = await t.api('/i18n/en');
    expect(res.headers.get('vary')?.toLowerCase()).toContain('x-tenant-id');
  });
});

import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PartnerLoginDataSchema, TokenSchema } from '../../../../contract/session.ts';
import { issuePartnerToken } from '../../auth/partner-tokens.ts';
import { tenantHosts } from '../../db/schema/tenant.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { ACME_EMAIL, expectProblem, userIdOf } from '../session/session-testing.ts';

const ACME_RETURN = 'http://acme.localhost:5173/user/login?redirect=%2Fprofile';
const ACME_MSISDN = '+40700000001';

describe.each(databaseTargets())('partner login (/partner/*) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
    await t.database.db.insert(tenantHosts).values({ hostname: 'www.acme.example', tenantName: 'acme' });
  });
  afterAll(() => t.dispose());

  const redirection = (url: string, tenant = 'acme') =>
    t.api('/partner/getRedirectionUrl', {
      method: 'POST',
      tenant,
      host: 'acme.localhost:8080',
      body: { url, locale: 'fr' },
    });
  const login = (partnerToken: string, pathTenant = 'acme', tenant = 'acme') =>
    t.api(`/partner/login/${pathTenant}`, { method: 'POST', tenant, body: { partnerToken } });

  it("getRedirectionUrl answers the hosted partner page on the request's origin with lang and redirectUrl", async () => {
    const res = await redirection(ACME_RETURN);
    expect(res.status).toBe(200);
    const { redirectionUrl } = (await res.json()) as { redirectionUrl: string };
    const url = new URL(redirectionUrl);
    expect(`${url.origin}${url.pathname}`).toBe('http://acme.localhost:8080/hosted/partner');
    expect(url.searchParams.get('lang')).toBe('fr');
    expect(url.searchParams.get('redirectUrl')).toBe(ACME_RETURN);
  });

  it.each([
    ['an origin of no tenant', 'https://evil.example/user/login'],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['a data: URL', 'data:text/html;base64,PHNjcmlwdD4='],
    ['userinfo before a tenant host', 'https://x@www.acme.example/user/login'],
    ['plain http on a non-loopback tenant host', 'http://www.acme.example/user/login'],
    ['a host of another tenant', 'http://demo.localhost/user/login'],
  ])('allowlist (ASVS 3.7.2): getRedirectionUrl refuses %s with 400', async (_, url) => {
    await expectProblem(await redirection(url), 400, 'REDIRECT_NOT_ALLOWED');
  });

  it('allowlist: an https tenant host is accepted', async () => {
    expect((await redirection('https://www.acme.example/fr/user/login')).status).toBe(200);
  });

  it('a confirmed number of an account signs that account in', async () => {
    const res = await login(await issuePartnerToken(t.database.db, 'acme', ACME_MSISDN));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const token = v.parse(TokenSchema, await res.json());
    const profile = await t.api('/user/profile', { tenant: 'acme', token: token.access_token });
    expect(await profile.json()).toMatchObject({ UUID: await userIdOf(t, 'acme', ACME_EMAIL) });
  });

  it('the number matches when the partner wrote it with spaces', async () => {
    const res = await login(await issuePartnerToken(t.database.db, 'acme', '+40 700 000 001'));
    expect(res.status).toBe(200);
  });

  it('an unknown number answers 402 whose data sends the portal to /register with the number', async () => {
    const res = await login(await issuePartnerToken(t.database.db, 'acme', '+40799999999'));
    const problem = await expectProblem(res, 402, 'REGISTRATION_REQUIRED');
    expect(v.parse(PartnerLoginDataSchema, problem.data)).toEqual({
      registrationRequired: true,
      next: '/register',
      msisdn: '+40799999999',
      // A fresh one-time token for the registration to link the number (partner-register.test.ts).
      partnerToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  it('a partner token works once; an unknown one is refused with 400 INVALID_PARTNER_TOKEN', async () => {
    const token = await issuePartnerToken(t.database.db, 'acme', ACME_MSISDN);
    expect((await login(token)).status).toBe(200);
    await expectProblem(await login(token), 400, 'INVALID_PARTNER_TOKEN');
    await expectProblem(await login('p'.repeat(43)), 400, 'INVALID_PARTNER_TOKEN');
  });

  it("tenant scoping: another tenant's partner token is refused, and the path tenant must be the header's", async () => {
    const demoToken = await issuePartnerToken(t.database.db, 'demo', ACME_MSISDN);
    await expectProblem(await login(demoToken), 400, 'INVALID_PARTNER_TOKEN');
    const acmeToken = await issuePartnerToken(t.database.db, 'acme', ACME_MSISDN);
    await expectProblem(await login(acmeToken, 'demo', 'acme'), 400, 'TENANT_MISMATCH');
    // The refused call did not spend the token.
    expect((await login(acmeToken)).status).toBe(200);
  });

  it('tenants without the partner flag offer neither call (404 PARTNER_LOGIN_UNAVAILABLE)', async () => {
    await expectProblem(
      await redirection('http://localhost/user/login', 'demo'),
      404,
      'PARTNER_LOGIN_UNAVAILABLE',
    );
    const token = await issuePartnerToken(t.database.db, 'demo', ACME_MSISDN);
    await expectProblem(await login(token, 'demo', 'demo'), 404, 'PARTNER_LOGIN_UNAVAILABLE');
  });
});

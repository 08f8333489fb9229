import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSISDN_HEADER } from '../../../../contract/session.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { expectProblem } from '../session/session-testing.ts';

const ACME_RETURN = 'http://acme.localhost:5173/user/login?redirect=%2Fprofile';
const GATEWAY = '192.0.2.10';

describe.each(databaseTargets())('partner mobile-network login (header enrichment) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, {
      auth: { trustProxy: true, trustedProxyHops: 1, headerEnrichmentGateways: [GATEWAY] },
    });
  });
  afterAll(() => t.dispose());

  const networkLogin = (headers: Record<string, string>, url = ACME_RETURN, tenant = 'acme') =>
    t.api('/partner/networkLogin', { method: 'POST', tenant, headers, body: { url, locale: 'fr' } });

  it('a line named by the operator’s gateway comes back as the login return with a partner token that signs in', async () => {
    const res = await networkLogin({ 'x-forwarded-for': GATEWAY, [MSISDN_HEADER]: '+40 700 000 001' });
    expect(res.status).toBe(200);
    const url = new URL(((await res.json()) as { redirectionUrl: string }).redirectionUrl);
    expect(`${url.origin}${url.pathname}`).toBe('http://acme.localhost:5173/user/login');
    expect(url.searchParams.get('redirect')).toBe('/profile');
    const partnerToken = url.searchParams.get('partnerToken') ?? '';
    const login = await t.api('/partner/login/acme', {
      method: 'POST',
      tenant: 'acme',
      body: { partnerToken },
    });
    expect(login.status).toBe(200);
  });

  it('answers 403 LINE_NOT_IDENTIFIED without the header (Wi-Fi), or with one no gateway added', async () => {
    await expectProblem(await networkLogin({ 'x-forwarded-for': GATEWAY }), 403, 'LINE_NOT_IDENTIFIED');
    const forged = { 'x-forwarded-for': '198.51.100.4', [MSISDN_HEADER]: '+40700000001' };
    await expectProblem(await networkLogin(forged), 403, 'LINE_NOT_IDENTIFIED');
    const notANumber = { 'x-forwarded-for': GATEWAY, [MSISDN_HEADER]: 'anyone' };
    await expectProblem(await networkLogin(notANumber), 403, 'LINE_NOT_IDENTIFIED');
  });

  it('refuses a return URL off the allowlist and tenants without the partner login', async () => {
    const named = { 'x-forwarded-for': GATEWAY, [MSISDN_HEADER]: '+40700000001' };
    await expectProblem(
      await networkLogin(named, 'https://evil.example/user/login'),
      400,
      'REDIRECT_NOT_ALLOWED',
    );
    await expectProblem(
      await networkLogin(named, 'http://localhost:5173/user/login', 'demo'),
      404,
      'PARTNER_LOGIN_UNAVAILABLE',
    );
  });
});

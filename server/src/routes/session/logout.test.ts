import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOpaqueToken } from '../../auth/opaque-token.ts';
import { ssoSessions } from '../../db/schema/auth.ts';
import { tenantHosts } from '../../db/schema/tenant.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  accessTokenWith,
  createUser,
  expectProblem,
  refresh,
  signIn,
  ssoCookieFor,
} from './session-testing.ts';

const RETURN = 'http://localhost:5173/user/login?redirect=%2Fprofile';

describe.each(databaseTargets())('logout (POST /logout) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
    // A public https host of demo, to check that plain http is refused off loopback.
    await t.database.db.insert(tenantHosts).values({ hostname: 'portal.demo.example', tenantName: 'demo' });
  });
  afterAll(() => t.dispose());

  const logout = (init: { token?: string; redirectUrl?: string; cookie?: string; tenant?: string } = {}) =>
    t.api('/logout', {
      method: 'POST',
      tenant: init.tenant ?? 'demo',
      ...(init.token ? { token: init.token } : {}),
      ...(init.cookie ? { headers: { cookie: init.cookie } } : {}),
      body: { redirectUrl: init.redirectUrl ?? RETURN, lang: 'en' },
    });

  it('ends the session: the refresh family is revoked, the access token stops working, answer is no-store', async () => {
    const token = await signIn(t, 'demo', (await createUser(t, 'demo')).id);
    const res = await logout({ token: token.access_token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ redirectUrl: RETURN });
    await expectProblem(await refresh(t, token.refresh_token), 401, 'SESSION_REVOKED');
    await expectProblem(await t.api('/user/profile', { token: token.access_token }), 401, 'SESSION_ENDED');
  });

  it('ends the hosted sign-on too: the SSO row is revoked and the sign-on, provider and media cookies are cleared', async () => {
    const user = await createUser(t, 'demo');
    const cookie = await ssoCookieFor(t, 'demo', user.id);
    const res = await logout({ cookie });
    expect(res.status).toBe(200);
    const cleared = res.headers.getSetCookie().join('\n');
    expect(cleared).toMatch(/__Host-sso=;.*Max-Age=0/);
    expect(cleared).toMatch(/demo_sso=;.*Max-Age=0/);
    expect(cleared).toMatch(/__Host-media=;.*Max-Age=0/);
    const [row] = await t.database.db
      .select({ revokedAt: ssoSessions.revokedAt })
      .from(ssoSessions)
      .where(eq(ssoSessions.tokenHash, hashOpaqueToken(cookie.split('=')[1] ?? '')));
    expect(row?.revokedAt).not.toBeNull();
  });

  it('an expired but genuine access token still ends its session', async () => {
    const user = await createUser(t, 'demo');
    const token = await signIn(t, 'demo', user.id);
    const [, payload] = token.access_token.split('.');
    const { sid } = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { sid: string };
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await accessTokenWith(t, { sub: user.id, ten: 'demo', sid, iat: past - 900, exp: past });
    expect((await logout({ token: expired })).status).toBe(200);
    await expectProblem(await refresh(t, token.refresh_token), 401, 'SESSION_REVOKED');
  });

  it('works without a token, and a forged or other-tenant token ends no session', async () => {
    expect((await logout()).status).toBe(200);
    const demo = await signIn(t, 'demo', (await createUser(t, 'demo')).id);
    const acme = await signIn(t, 'acme', (await createUser(t, 'acme')).id);
    const [, payload] = demo.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = await accessTokenWith(t, claims, 'not-the-server-key');
    expect((await logout({ token: forged })).status).toBe(200);
    expect((await logout({ token: acme.access_token })).status).toBe(200);
    expect((await t.api('/user/profile', { token: demo.access_token })).status).toBe(200);
    expect((await t.api('/user/profile', { token: acme.access_token, tenant: 'acme' })).status).toBe(200);
  });

  it.each([
    ['an origin of no tenant', 'https://evil.example/user/login'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['userinfo before a tenant host', 'http://user:pass@localhost/user/login'],
    ['a tenant host behind userinfo', 'https://localhost@evil.example/'],
    ['plain http on a non-loopback tenant host', 'http://portal.demo.example/user/login'],
    ['a host of another tenant', 'http://acme.localhost/user/login'],
    ['a look-alike host', 'https://portal.demo.example.evil.example/'],
  ])(
    'allowlist (ASVS 3.7.2): refuses %s with 400 REDIRECT_NOT_ALLOWED and keeps the session',
    async (_, url) => {
      const token = await signIn(t, 'demo', (await createUser(t, 'demo')).id);
      const res = await logout({ token: token.access_token, redirectUrl: url });
      await expectProblem(res, 400, 'REDIRECT_NOT_ALLOWED');
      expect((await t.api('/user/profile', { token: token.access_token })).status).toBe(200);
    },
  );

  it.each([
    ['a loopback tenant host over http', 'http://localhost:5173/fr/user/login'],
    ['a tenant host over https', 'https://portal.demo.example/user/login?redirect=%2Fprofile'],
    ['a subdomain loopback host of the tenant', 'http://demo.localhost:8080/user/login'],
  ])('allowlist: accepts %s', async (_, url) => {
    const res = await logout({ redirectUrl: url });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ redirectUrl: url });
  });
});

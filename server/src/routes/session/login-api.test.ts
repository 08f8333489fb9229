import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSchema } from '../../../../contract/session.ts';
import { tenants } from '../../db/schema/tenant.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, expectProblem, ssoCookieFor } from './session-testing.ts';

describe.each(databaseTargets())('auto-login (POST /login/api) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const loginApi = (init: { cookie?: string; provider?: string; tenant?: string } = {}) =>
    t.api('/login/api', {
      method: 'POST',
      tenant: init.tenant ?? 'demo',
      headers: { cookie: init.cookie ?? 'demo_sso=1' },
      body: { provider: init.provider ?? 'demo_sso' },
    });

  it('with a live hosted sign-on: 200 {code}, and the code signs that user in', async () => {
    const user = await createUser(t, 'demo');
    const res = await loginApi({ cookie: `demo_sso=1; ${await ssoCookieFor(t, 'demo', user.id)}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { code } = (await res.json()) as { code: string };
    const exchanged = await t.api('/userToken', { method: 'POST', body: { accessToken: code } });
    const token = v.parse(TokenSchema, await exchanged.json());
    const profile = await t.api('/user/profile', { token: token.access_token });
    expect(await profile.json()).toMatchObject({ UUID: user.id });
  });

  it('without a sign-on cookie: 403 LOGIN_REQUIRED (never 401) and the flag cookie is cleared', async () => {
    const res = await loginApi();
    await expectProblem(res, 403, 'LOGIN_REQUIRED');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.getSetCookie().join('\n')).toMatch(/demo_sso=;.*Max-Age=0/);
  });

  it('a revoked or unknown sign-on counts as none', async () => {
    const user = await createUser(t, 'demo');
    const cookie = await ssoCookieFor(t, 'demo', user.id);
    expect(
      (
        await t.api('/logout', {
          method: 'POST',
          headers: { cookie },
          body: { redirectUrl: 'http://localhost/', lang: 'en' },
        })
      ).status,
    ).toBe(200);
    await expectProblem(await loginApi({ cookie }), 403, 'LOGIN_REQUIRED');
    await expectProblem(await loginApi({ cookie: `__Host-sso=${'z'.repeat(43)}` }), 403, 'LOGIN_REQUIRED');
  });

  it('tenant scoping: a demo sign-on gives acme no code', async () => {
    const user = await createUser(t, 'demo');
    const cookie = await ssoCookieFor(t, 'demo', user.id);
    // acme has no auto-login provider at all, so the provider is refused before the cookie is read.
    await expectProblem(await loginApi({ cookie, tenant: 'acme' }), 400, 'UNKNOWN_PROVIDER');
    await t.database.db.update(tenants).set({ autoLoginCookie: 'acme_sso' }).where(eq(tenants.name, 'acme'));
    try {
      const res = await loginApi({ cookie, tenant: 'acme', provider: 'acme_sso' });
      await expectProblem(res, 403, 'LOGIN_REQUIRED');
    } finally {
      await t.database.db.update(tenants).set({ autoLoginCookie: null }).where(eq(tenants.name, 'acme'));
    }
  });

  it("a provider other than the tenant's auto-login cookie is refused with 400", async () => {
    const user = await createUser(t, 'demo');
    const cookie = await ssoCookieFor(t, 'demo', user.id);
    await expectProblem(await loginApi({ cookie, provider: 'other_sso' }), 400, 'UNKNOWN_PROVIDER');
  });
});

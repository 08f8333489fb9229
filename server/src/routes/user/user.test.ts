import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../../../contract/session.ts';
import { hashPassword } from '../../auth/password.ts';
import { users } from '../../db/schema/auth.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  ACME_EMAIL,
  accessTokenWith,
  createUser,
  expectProblem,
  signIn,
} from '../session/session-testing.ts';

describe.each(databaseTargets())('profile and preferences (/user/*) on %s', (target) => {
  let t: TestApp;
  let passwordHash = '';
  const password = 'current-password-1';
  beforeAll(async () => {
    t = await startTestApp(target);
    passwordHash = await hashPassword(password);
  });
  afterAll(() => t.dispose());

  const signedIn = async (tenant = 'demo') => {
    const user = await createUser(t, tenant);
    // A real password: changing the e-mail asks for it.
    await t.database.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return { ...user, token: (await signIn(t, tenant, user.id)).access_token };
  };

  it('profile round trip: PUT answers the updated profile and GET returns it; roles are [user]; no-store', async () => {
    const { id, token } = await signedIn();
    const update = {
      name: '  Ada ',
      lastName: 'Lovelace',
      email: `Ada.${id.slice(0, 8)}@Example.org`,
      userInformation: { avatar: 'fox-2', phone: '+44 20 7946 0958', about: 'Engines.', newsletter: true },
    };
    const put = await t.api('/user/profile', {
      method: 'PUT',
      token,
      body: { ...update, currentPassword: password },
    });
    expect(put.status).toBe(200);
    expect(put.headers.get('cache-control')).toBe('no-store');
    const expected = { ...update, name: 'Ada', UUID: id, roles: ['user'] };
    expect(v.parse(ProfileSchema, await put.json())).toEqual(expected);
    const get = await t.api('/user/profile', { token });
    expect(get.headers.get('cache-control')).toBe('no-store');
    expect(await get.json()).toEqual(expected);
  });

  it('e-mails are unique per tenant, case-insensitively: 409 EMAIL_TAKEN and the profile stays as it was', async () => {
    const other = await createUser(t, 'demo');
    const { token } = await signedIn();
    const before = await (await t.api('/user/profile', { token })).json();
    const res = await t.api('/user/profile', {
      method: 'PUT',
      token,
      body: { name: 'Copy', lastName: '', email: other.email.toUpperCase(), userInformation: {} },
    });
    await expectProblem(res, 409, 'EMAIL_TAKEN');
    expect(await (await t.api('/user/profile', { token })).json()).toEqual(before);
  });

  it("keeping one's own e-mail (in another case) is not a clash", async () => {
    const { token, email } = await signedIn();
    const res = await t.api('/user/profile', {
      method: 'PUT',
      token,
      body: { name: 'Same', lastName: '', email: email.toUpperCase(), userInformation: {} },
    });
    expect(res.status).toBe(200);
  });

  it('the same e-mail may exist once in each tenant', async () => {
    const { token } = await signedIn('demo');
    const res = await t.api('/user/profile', {
      method: 'PUT',
      token,
      body: { name: 'Twin', lastName: '', email: ACME_EMAIL, userInformation: {}, currentPassword: password },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).email).toBe(ACME_EMAIL);
  });

  it('theme round trip: null until chosen, then the saved choice', async () => {
    const { token } = await signedIn();
    expect(await (await t.api('/user/checkUserTheme', { token })).json()).toEqual({ alternatTheme: null });
    const put = await t.api('/user/selectUserTheme', { method: 'PUT', token, body: { alternatTheme: true } });
    expect(await put.json()).toEqual({ alternatTheme: true });
    expect(await (await t.api('/user/checkUserTheme', { token })).json()).toEqual({ alternatTheme: true });
    await t.api('/user/selectUserTheme', { method: 'PUT', token, body: { alternatTheme: false } });
    expect(await (await t.api('/user/checkUserTheme', { token })).json()).toEqual({ alternatTheme: false });
  });

  it('language round trip: null until chosen, then the saved choice, also from a new session', async () => {
    const { id, token } = await signedIn();
    expect(await (await t.api('/user/checkUserLang', { token })).json()).toEqual({ selectedLang: null });
    const put = await t.api('/user/selectUserLang', { method: 'PUT', token, body: { selectedLang: 'ar' } });
    expect(await put.json()).toEqual({ selectedLang: 'ar' });
    const again = (await signIn(t, 'demo', id)).access_token;
    const check = await t.api('/user/checkUserLang', { token: again });
    expect(check.headers.get('cache-control')).toBe('no-store');
    expect(await check.json()).toEqual({ selectedLang: 'ar' });
  });

  it('every /user call needs a token: 401 AUTH_REQUIRED with a Bearer challenge', async () => {
    for (const path of ['/user/profile', '/user/checkUserTheme', '/user/checkUserLang']) {
      const res = await t.api(path);
      await expectProblem(res, 401, 'AUTH_REQUIRED');
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });

  it('an expired access token is refused with 401 TOKEN_EXPIRED', async () => {
    const { id, token } = await signedIn();
    const [, payload] = token.split('.');
    const { sid } = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { sid: string };
    const now = Math.floor(Date.now() / 1000);
    const expired = await accessTokenWith(t, { sub: id, ten: 'demo', sid, iat: now - 60, exp: now - 1 });
    await expectProblem(await t.api('/user/profile', { token: expired }), 401, 'TOKEN_EXPIRED');
  });

  it('a forged signature or an unsigned token is refused with 401 TOKEN_INVALID', async () => {
    const { token } = await signedIn();
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = await accessTokenWith(t, claims, 'guessed-key');
    await expectProblem(await t.api('/user/profile', { token: forged }), 401, 'TOKEN_INVALID');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    await expectProblem(await t.api('/user/profile', { token: none }), 401, 'TOKEN_INVALID');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: crypto.randomUUID() })).toString('base64url')}.${token.split('.')[2]}`;
    await expectProblem(await t.api('/user/profile', { token: tampered }), 401, 'TOKEN_INVALID');
  });

  it('tenant scoping: a demo access token is refused by acme with 401', async () => {
    const { token } = await signedIn('demo');
    await expectProblem(await t.api('/user/profile', { token, tenant: 'acme' }), 401, 'TOKEN_INVALID');
  });

  it('a deleted account ends its sessions', async () => {
    const { id, token } = await signedIn();
    await t.database.db.delete(users).where(eq(users.id, id));
    await expectProblem(await t.api('/user/profile', { token }), 401, 'SESSION_ENDED');
  });
});

describe.each(databaseTargets())('access-token lifetime on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { accessTokenTtlSeconds: 1 } });
  });
  afterAll(() => t.dispose());

  it('a token past its lifetime (1 s here) is refused with 401 TOKEN_EXPIRED; its refresh still works', async () => {
    const user = await createUser(t, 'demo');
    const token = await signIn(t, 'demo', user.id);
    expect(token.expires - Date.now()).toBeLessThanOrEqual(1000);
    await new Promise((done) => setTimeout(done, 2100));
    await expectProblem(await t.api('/user/profile', { token: token.access_token }), 401, 'TOKEN_EXPIRED');
    const refreshed = await t.api('/security/token/refresh', {
      method: 'POST',
      body: { refreshToken: token.refresh_token },
    });
    expect(refreshed.status).toBe(200);
  });
});

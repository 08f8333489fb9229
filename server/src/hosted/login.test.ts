import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOpaqueToken } from '../auth/opaque-token.ts';
import { authCodes, users } from '../db/schema/auth.ts';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';
import {
  ACME_RETURN,
  DEMO_RETURN,
  hostedUrl,
  registerAccount,
  TestBrowser,
  uniqueEmail,
} from './testing-browser.ts';
import { tr } from './texts.ts';

describe.each(databaseTargets())('hosted login and register (%s)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { trustProxy: true } });
  });
  afterAll(() => t.dispose());

  const codeOf = (location: string) => new URL(location).searchParams.get('code') ?? '';
  const codeRow = async (code: string) =>
    (
      await t.database.db
        .select()
        .from(authCodes)
        .where(eq(authCodes.codeHash, hashOpaqueToken(code)))
    )[0];

  it('register creates the account, signs on and returns to redirectUrl with a one-time code, keeping its query', async () => {
    const browser = new TestBrowser(t);
    const { email, location } = await registerAccount(browser);
    const back = new URL(location);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:8787/user/login');
    expect(back.searchParams.get('redirect')).toBe('/profile');
    const code = codeOf(location);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await codeRow(code))?.userId).toBe(user?.id);
    // The hosted sign-on cookie is a secret (HttpOnly, __Host-); demo's auto-login flag is readable.
    expect(browser.cookies.has('__Host-sso')).toBe(true);
    expect(browser.cookies.get('demo_sso')).toBe('1');

    // The portal exchanges the code once for tokens (POST /userToken).
    const exchange = await t.api('/userToken', { method: 'POST', body: { accessToken: code } });
    expect(exchange.status).toBe(200);
    expect(await exchange.json()).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    const replay = await t.api('/userToken', { method: 'POST', body: { accessToken: code } });
    expect(replay.ok).toBe(false);
  });

  it('login with the right password returns a code; wrong password and unknown e-mail get the same message', async () => {
    const browser = new TestBrowser(t);
    const { email, password } = await registerAccount(browser);
    const ok = await new TestBrowser(t).submit(hostedUrl('login'), { email: email.toUpperCase(), password });
    expect(ok.status).toBe(303);
    const code = codeOf(ok.headers.get('location') ?? '');
    expect(await codeRow(code)).toBeDefined();

    const wrong = await new TestBrowser(t).submit(hostedUrl('login'), {
      email,
      password: 'not-the-password',
    });
    const unknown = await new TestBrowser(t).submit(hostedUrl('login'), {
      email: uniqueEmail('nobody'),
      password: 'not-the-password',
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.headers.get('location')).toBeNull();
    }
    const wrongHtml = await wrong.text();
    const unknownHtml = await unknown.text();
    expect(wrongHtml).toContain(tr('en', 'error.loginFailed'));
    expect(unknownHtml).toContain(tr('en', 'error.loginFailed'));
    // The typed e-mail stays in the field; the password never comes back.
    expect(wrongHtml).toContain(`value="${email}"`);
    expect(wrongHtml).not.toContain('not-the-password');
  });

  it('the seeded demo account (README) logs in', async () => {
    const res = await new TestBrowser(t).submit(hostedUrl('login'), {
      email: 'listener@demo.example',
      password: 'listen-demo-1',
    });
    expect(res.status).toBe(303);
  });

  it('a live hosted sign-on offers "Continue as <name>", which returns a code without a password', async () => {
    const browser = new TestBrowser(t);
    await registerAccount(browser);
    const html = await (await browser.get(hostedUrl('login'))).text();
    expect(html).toContain(tr('en', 'login.continueAs', { name: 'Ann' }));
    const res = await browser.submit(hostedUrl('login'), { continue: '1' });
    expect(res.status).toBe(303);
    expect(await codeRow(codeOf(res.headers.get('location') ?? ''))).toBeDefined();
    // Another browser (no sign-on cookie) only sees the plain form.
    const other = await (await new TestBrowser(t).get(hostedUrl('login'))).text();
    expect(other).not.toContain(tr('en', 'login.continueAs', { name: 'Ann' }));
  });

  it('e-mails are unique per tenant (any letter case), not globally', async () => {
    const email = uniqueEmail('shared');
    const fields = { name: 'Sam', email, password: 'password-1', passwordConfirm: 'password-1' };
    expect((await new TestBrowser(t).submit(hostedUrl('register'), fields)).status).toBe(303);
    const acmePage = hostedUrl('register', { redirectUrl: ACME_RETURN });
    const inAcme = await new TestBrowser(t, 'acme.localhost').submit(acmePage, fields);
    expect(inAcme.status).toBe(303);
    const again = await new TestBrowser(t).submit(hostedUrl('register'), {
      ...fields,
      email: email.toUpperCase(),
    });
    expect(again.status).toBe(422);
    expect(await again.text()).toContain(tr('en', 'error.emailTaken'));
    const rows = await t.database.db
      .select({ tenant: users.tenantName })
      .from(users)
      .where(and(eq(users.email, email)));
    expect(rows.map((r) => r.tenant).sort()).toEqual(['acme', 'demo']);
  });

  it('register shows translated field errors next to the fields, linked from the summary', async () => {
    const page = hostedUrl('register', { lang: 'fr' });
    const res = await new TestBrowser(t).submit(page, {
      name: '',
      lastName: 'x'.repeat(61),
      email: 'not-an-email',
      password: 'short',
      passwordConfirm: 'different',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    for (const [name, label, key] of [
      ['name', 'field.name', 'error.required'],
      ['email', 'field.email', 'error.email'],
      ['password', 'field.password', 'error.passwordLength'],
      ['passwordConfirm', 'field.passwordConfirm', 'error.passwordMismatch'],
    ] as const) {
      expect(html).toContain(
        `<span class="field-error" id="${name}-error">${tr('fr', key).replaceAll("'", '&#39;')}`,
      );
      expect(html).toMatch(
        new RegExp(`id="${name}"[^>]*aria-describedby="[^"]*${name}-error"[^>]*aria-invalid="true"`),
      );
      // The summary names the field, so repeated messages ("Fill in this field.") stay distinguishable.
      expect(html).toContain(`<a href="#${name}">${tr('fr', label)}\u00a0: ${tr('fr', key)}</a>`);
    }
    expect(html).toContain(tr('fr', 'error.tooLong', { max: 60 }));
    expect(html).toContain('aria-describedby="error-summary"');
    expect(html).not.toContain('value="short"');
  });

  it('the login page links to register and forgot with the same lang and redirectUrl', async () => {
    const html = await (await new TestBrowser(t).get(hostedUrl('login', { lang: 'de' }))).text();
    const query = new URLSearchParams({ lang: 'de', redirectUrl: DEMO_RETURN })
      .toString()
      .replaceAll('&', '&amp;');
    expect(html).toContain(`href="/hosted/register?${query}"`);
    expect(html).toContain(`href="/hosted/forgot?${query}"`);
    expect(html).toContain('autocomplete="username"');
    expect(html).toContain('autocomplete="current-password"');
  });
});

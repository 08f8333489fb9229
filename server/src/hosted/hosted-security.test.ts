import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.ts';
import { tenantHosts } from '../db/schema/tenant.ts';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';
import {
  ACME_RETURN,
  csrfOf,
  hostedUrl,
  registerAccount,
  TestBrowser,
  uniqueEmail,
} from './testing-browser.ts';
import { tr } from './texts.ts';

describe.each(databaseTargets())('hosted pages: return URLs, CSRF, body limits, headers (%s)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { trustProxy: true, demoTools: 'open' } });
    // A non-loopback host of demo: https is fine there, plain http is not.
    await t.database.db.insert(tenantHosts).values({ hostname: 'portal.demo.example', tenantName: 'demo' });
  });
  afterAll(() => t.dispose());

  const PAGES = [
    ['login', 'localhost'],
    ['register', 'localhost'],
    ['forgot', 'localhost'],
    ['reset', 'localhost'],
    ['partner', 'acme.localhost'],
  ] as const;
  const BAD_RETURNS = [
    'https://evil.example/user/login',
    'javascript:alert(1)',
    '//evil.example/user/login',
    'http://portal.demo.example/user/login',
    '',
  ];

  describe('a redirectUrl outside the allowlist gets the translated 400 page and never a redirect (ASVS 3.7.2)', () => {
    it.each(PAGES.flatMap(([page, host]) => BAD_RETURNS.map((url) => [page, host, url] as const)))(
      '%s on %s with %j',
      async (page, host, redirectUrl) => {
        const res = await new TestBrowser(t, host).get(hostedUrl(page, { lang: 'de', redirectUrl }));
        expect(res.status).toBe(400);
        expect(res.headers.get('location')).toBeNull();
        expect(await res.text()).toContain(`<h1>${tr('de', 'error.badRequest.title')}</h1>`);
      },
    );

    it('https on a tenant host passes, and a correct login to an evil return URL yields no code', async () => {
      const browser = new TestBrowser(t);
      const ok = await browser.get(
        hostedUrl('login', { redirectUrl: 'https://portal.demo.example/user/login' }),
      );
      expect(ok.status).toBe(200);
      const { email, password } = await registerAccount(browser);
      const evil = hostedUrl('login', { redirectUrl: 'https://evil.example/steal' });
      const csrf = csrfOf(await ok.text());
      const res = await browser.post(evil, { _csrf: csrf, email, password });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    });
  });

  describe('every POST needs the CSRF token of its own cookie and a same-origin Origin → 403 page', () => {
    const FIELDS = {
      email: 'someone@example.com',
      password: 'password-1',
      name: 'Eve',
      msisdn: '+40700000009',
    };
    const pageUrl = (page: string) =>
      hostedUrl(page, { lang: 'es', ...(page === 'partner' ? { redirectUrl: ACME_RETURN } : {}) });

    it.each(PAGES)('%s: no cookie and no token', async (page, host) => {
      const res = await new TestBrowser(t, host).post(pageUrl(page), FIELDS);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain(`<h1>${tr('es', 'error.forbidden.title')}</h1>`);
    });

    it.each(PAGES)('%s: cookie but a wrong token', async (page, host) => {
      const browser = new TestBrowser(t, host);
      await browser.get(pageUrl(page));
      expect((await browser.post(pageUrl(page), { ...FIELDS, _csrf: 'x'.repeat(43) })).status).toBe(403);
    });

    it.each([
      ['a token from another browser', {}, 'other'],
      ['an Origin of another site', { origin: 'https://evil.example' }, 'own'],
      ['Origin: null', { origin: 'null' }, 'own'],
      ['another origin on the same host name', { origin: 'http://localhost:9999' }, 'own'],
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }, 'own'],
    ] as const)('login refuses %s', async (_name, headers, tokenFrom) => {
      const browser = new TestBrowser(t);
      const own = csrfOf(await (await browser.get(pageUrl('login'))).text());
      const other = csrfOf(await (await new TestBrowser(t).get(pageUrl('login'))).text());
      const res = await browser.post(
        pageUrl('login'),
        { ...FIELDS, _csrf: tokenFrom === 'own' ? own : other },
        headers,
      );
      expect(res.status).toBe(403);
    });

    it('a forged register writes nothing; the same post with its token and no Origin header is accepted', async () => {
      const email = uniqueEmail('csrf');
      const fields = { name: 'Eve', email, password: 'password-1', passwordConfirm: 'password-1' };
      const browser = new TestBrowser(t);
      expect((await browser.post(hostedUrl('register'), fields)).status).toBe(403);
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      const csrf = csrfOf(await (await browser.get(hostedUrl('register'))).text());
      const res = await browser.post(hostedUrl('register'), { ...fields, _csrf: csrf }, { origin: '' });
      expect(res.status).toBe(303);
    });

    it('the CSRF secret lives in an HttpOnly, Secure, SameSite=Strict __Host- cookie', async () => {
      const res = await new TestBrowser(t).get(hostedUrl('login'));
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-csrf='));
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).toMatch(/; HttpOnly(;|$)/);
      expect(cookie).toMatch(/; Secure(;|$)/);
      expect(cookie).toMatch(/; SameSite=Strict(;|$)/);
    });
  });

  describe('bodies and fields', () => {
    it('a body above 16 KB is refused with the 413 page', async () => {
      const browser = new TestBrowser(t);
      const csrf = csrfOf(await (await browser.get(hostedUrl('register'))).text());
      const res = await browser.post(hostedUrl('register'), { _csrf: csrf, name: 'x'.repeat(17 * 1024) });
      expect(res.status).toBe(413);
      expect(await res.text()).toContain(tr('en', 'error.tooLarge.title'));
    });

    it('oversized fields get a field error and are not echoed whole; unknown fields are ignored', async () => {
      const browser = new TestBrowser(t);
      const long = await browser.submit(hostedUrl('register'), {
        name: 'n'.repeat(5000),
        email: 'e@example.com',
        password: 'password-1',
        passwordConfirm: 'password-1',
      });
      expect(long.status).toBe(422);
      const html = await long.text();
      expect(html).toContain(tr('en', 'error.tooLong', { max: 60 }));
      expect(html).not.toContain('n'.repeat(62));

      const email = uniqueEmail('extra');
      const res = await browser.submit(hostedUrl('register'), {
        name: 'Max',
        email,
        password: 'password-1',
        passwordConfirm: 'password-1',
        roles: 'admin',
        tenantName: 'acme',
        passwordHash: 'x',
      });
      expect(res.status).toBe(303);
      const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(user?.tenantName).toBe('demo');
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    });
  });

  it('pages, redirects and error pages are never stored (cache-control: no-store)', async () => {
    const browser = new TestBrowser(t);
    const page = await browser.get(hostedUrl('login'));
    const bad = await browser.get(hostedUrl('login', { redirectUrl: 'https://evil.example/' }));
    const { location } = await registerAccount(browser);
    expect(location).toContain('code=');
    const redirect = await browser.submit(hostedUrl('login'), { continue: '1' });
    for (const res of [page, bad, redirect]) expect(res.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
  });

  it('a form returning to another vetted origin names it in form-action (browsers check the redirect after a post)', async () => {
    const browser = new TestBrowser(t, 'portal.demo.example');
    const own = await browser.get(
      hostedUrl('login', { redirectUrl: 'https://portal.demo.example/user/login' }),
    );
    expect(own.status).toBe(200);
    expect(own.headers.get('content-security-policy')).toMatch(
      /form-action 'self' https:\/\/portal\.demo\.example(;|$)/,
    );
    const elsewhere = await t.get('/robots.txt');
    expect(elsewhere.headers.get('content-security-policy')).toMatch(/form-action 'self'$/);
  });

  it('an unknown /hosted/* path answers the translated 404 page, never the portal shell', async () => {
    for (const path of ['/hosted/nope?lang=de', '/hosted/login/extra?lang=de', '/hosted?lang=de']) {
      const res = await t.get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toContain(`<h1>${tr('de', 'error.notFound.title')}</h1>`);
    }
    const post = await new TestBrowser(t).post('/hosted/nope', { a: '1' });
    expect(post.status).toBe(404);
  });
});

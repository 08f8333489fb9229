import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';
import { RESET_LIMITS } from './forgot.page.ts';
import { LOGIN_LIMITS } from './login.page.ts';
import { REGISTER_LIMITS } from './register.page.ts';
import { hostedUrl, registerAccount, TestBrowser, uniqueEmail } from './testing-browser.ts';
import { tr } from './texts.ts';

describe.each(databaseTargets())(
  'hosted rate limits → translated 429 page with Retry-After (%s)',
  (target) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target, { auth: { trustProxy: true } });
    });
    afterAll(() => t.dispose());

    const expectLimited = async (res: Response, lang: 'en' | 'ro', windowSeconds: number) => {
      expect(res.status).toBe(429);
      const wait = Number(res.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(windowSeconds);
      expect(await res.text()).toContain(`<h1>${tr(lang, 'error.tooMany.title')}</h1>`);
    };

    it(`login: ${LOGIN_LIMITS.perAccount} failures per account, from any address; then even the right password waits`, async () => {
      const { email, password } = await registerAccount(new TestBrowser(t));
      const page = hostedUrl('login', { lang: 'ro' });
      for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
        expect((await new TestBrowser(t).submit(page, { email, password: `wrong-${i}` })).status).toBe(401);
      }
      await expectLimited(
        await new TestBrowser(t).submit(page, { email, password }),
        'ro',
        LOGIN_LIMITS.windowSeconds,
      );
      // Other accounts are not affected.
      const other = await registerAccount(new TestBrowser(t));
      const res = await new TestBrowser(t).submit(page, { email: other.email, password: other.password });
      expect(res.status).toBe(303);
    });

    it('login: a success clears the account count', async () => {
      const { email, password } = await registerAccount(new TestBrowser(t));
      const attempt = (pw: string) => new TestBrowser(t).submit(hostedUrl('login'), { email, password: pw });
      for (let i = 0; i < LOGIN_LIMITS.perAccount - 1; i++) expect((await attempt('wrong')).status).toBe(401);
      expect((await attempt(password)).status).toBe(303);
      for (let i = 0; i < LOGIN_LIMITS.perAccount - 1; i++) expect((await attempt('wrong')).status).toBe(401);
      expect((await attempt(password)).status).toBe(303);
    });

    it(`login: ${LOGIN_LIMITS.perIp} attempts per address, whatever the accounts; other addresses go on`, async () => {
      const browser = new TestBrowser(t);
      for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
        const res = await browser.submit(hostedUrl('login'), {
          email: uniqueEmail('spray'),
          password: 'guess-1234',
        });
        expect(res.status).toBe(401);
      }
      const blocked = await browser.submit(hostedUrl('login'), {
        email: uniqueEmail('spray'),
        password: 'x-1234567',
      });
      await expectLimited(blocked, 'en', LOGIN_LIMITS.windowSeconds);
      const elsewhere = await new TestBrowser(t).submit(hostedUrl('login'), {
        email: uniqueEmail(),
        password: 'x',
      });
      expect(elsewhere.status).toBe(401);
    });

    it('login: successes do not count against the address (many people behind one address can log in)', async () => {
      const browser = new TestBrowser(t);
      const { email, password } = await registerAccount(new TestBrowser(t));
      for (let i = 0; i <= LOGIN_LIMITS.perIp; i++) {
        const res = await browser.submit(hostedUrl('login'), { email, password });
        expect(res.status).toBe(303);
      }
    });

    it(`register: ${REGISTER_LIMITS.perIp} sign-ups per address and hour`, async () => {
      const browser = new TestBrowser(t);
      for (let i = 0; i < REGISTER_LIMITS.perIp; i++) await registerAccount(browser);
      const res = await browser.submit(hostedUrl('register'), {
        name: 'Bot',
        email: uniqueEmail('bot'),
        password: 'password-1',
        passwordConfirm: 'password-1',
      });
      await expectLimited(res, 'en', REGISTER_LIMITS.windowSeconds);
      expect((await registerAccount(new TestBrowser(t))).location).toContain('code=');
    });

    it(`forgot: ${RESET_LIMITS.perAccount} reset requests per account and hour, from any address`, async () => {
      const { email } = await registerAccount(new TestBrowser(t));
      for (let i = 0; i < RESET_LIMITS.perAccount; i++) {
        expect((await new TestBrowser(t).submit(hostedUrl('forgot'), { email })).status).toBe(200);
      }
      const res = await new TestBrowser(t).submit(hostedUrl('forgot', { lang: 'ro' }), { email });
      await expectLimited(res, 'ro', RESET_LIMITS.windowSeconds);
    });

    it(`forgot: ${RESET_LIMITS.perIp} reset requests per address and hour`, async () => {
      const browser = new TestBrowser(t);
      for (let i = 0; i < RESET_LIMITS.perIp; i++) {
        expect((await browser.submit(hostedUrl('forgot'), { email: uniqueEmail('ask') })).status).toBe(200);
      }
      await expectLimited(
        await browser.submit(hostedUrl('forgot'), { email: uniqueEmail('ask') }),
        'en',
        RESET_LIMITS.windowSeconds,
      );
    });

    it('behind the trusted proxy a client-written first X-Forwarded-For entry does not change the bucket', async () => {
      const browser = new TestBrowser(t);
      // The proxy appends the address it saw (browser.ip) after whatever the client sent.
      const forged = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}, ${browser.ip}` });
      for (let i = 0; i < RESET_LIMITS.perIp; i++) {
        const res = await browser.submit(hostedUrl('forgot'), { email: uniqueEmail('ask') }, forged(i));
        expect(res.status).toBe(200);
      }
      const res = await browser.submit(hostedUrl('forgot'), { email: uniqueEmail('ask') }, forged(99));
      await expectLimited(res, 'en', RESET_LIMITS.windowSeconds);
    });
  },
);

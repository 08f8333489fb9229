import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOpaqueToken } from '../auth/opaque-token.ts';
import { mailOutbox, passwordResets, refreshTokens, users } from '../db/schema/auth.ts';
import { tenantHosts, tenants } from '../db/schema/tenant.ts';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';
import { RESET_SUBMIT_LIMIT } from './reset.page.ts';
import {
  csrfOf,
  DEMO_RETURN,
  hostedUrl,
  registerAccount,
  TestBrowser,
  uniqueEmail,
} from './testing-browser.ts';
import { tr } from './texts.ts';

describe.each(databaseTargets())('forgot and reset password (%s)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { trustProxy: true } });
  });
  afterAll(() => t.dispose());

  const outbox = (email: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(mailOutbox.id);

  /** Requests a reset mail in `lang` and returns the session token its link carries. */
  async function mailedToken(email: string, lang = 'en'): Promise<string> {
    const res = await new TestBrowser(t).submit(hostedUrl('forgot', { lang }), { email });
    expect(res.status).toBe(200);
    const mail = (await outbox(email)).at(-1);
    return new URL(mail?.link ?? 'http://x/').searchParams.get('session_id') ?? '';
  }

  it('forgot answers the same for known and unknown e-mails, and mails a link only to an account', async () => {
    const { email } = await registerAccount(new TestBrowser(t));
    const unknown = uniqueEmail('ghost');
    const known = await new TestBrowser(t).submit(hostedUrl('forgot'), { email });
    const ghost = await new TestBrowser(t).submit(hostedUrl('forgot'), { email: unknown });
    expect(known.status).toBe(200);
    expect(ghost.status).toBe(200);
    const withoutAddress = async (res: Response, address: string) =>
      (await res.text()).replaceAll(address, '…').replace(/name="_csrf" value="[^"]*"/, '');
    expect(await withoutAddress(known, email)).toBe(await withoutAddress(ghost, unknown));
    expect(await outbox(unknown)).toEqual([]);
    const [mail] = await outbox(email);
    expect(mail?.subject).toBe(tr('en', 'mail.reset.subject', { tenant: 'Demo Media' }));
    expect(mail?.link).toMatch(/^http:\/\/localhost:8787\/\?session_id=[A-Za-z0-9_-]{43}$/);
    expect(mail?.body).toContain(mail?.link);
    const token = new URL(mail?.link ?? '').searchParams.get('session_id') ?? '';
    const [row] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashOpaqueToken(token)));
    const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(ttl).toBe(3600_000);
  });

  it('the mail is in the page language, and its link carries the language prefix unless it is the default', async () => {
    const { email } = await registerAccount(new TestBrowser(t));
    await mailedToken(email, 'ar');
    const [mail] = await outbox(email);
    expect(mail?.subject).toBe(tr('ar', 'mail.reset.subject', { tenant: 'Demo Media' }));
    expect(mail?.link).toMatch(/^http:\/\/localhost:8787\/ar\?session_id=/);
  });

  it('a reset requested with an allowlisted partner origin as return URL mails a link to the tenant’s own host', async () => {
    const { email } = await registerAccount(new TestBrowser(t));
    await t.database.db
      .update(tenants)
      .set({ redirectOrigins: ['https://partner.example'] })
      .where(eq(tenants.name, 'demo'));
    try {
      const forgot = hostedUrl('forgot', { redirectUrl: 'https://partner.example/back' });
      expect((await new TestBrowser(t).submit(forgot, { email })).status).toBe(200);
    } finally {
      await t.database.db.update(tenants).set({ redirectOrigins: [] }).where(eq(tenants.name, 'demo'));
    }
    const [mail] = await outbox(email);
    expect(mail?.link).toMatch(/^http:\/\/localhost(:\d+)?\/\?session_id=/);
  });

  describe('reset links are built from the tenant’s configured hosts, never from the request’s Host', () => {
    const withPartnerOrigin = async (run: () => Promise<void>) => {
      await t.database.db
        .update(tenants)
        .set({ redirectOrigins: ['https://partner.example'] })
        .where(eq(tenants.name, 'demo'));
      try {
        await run();
      } finally {
        await t.database.db.update(tenants).set({ redirectOrigins: [] }).where(eq(tenants.name, 'demo'));
      }
    };
    const forgotVia = async (host: string, email: string) => {
      const forgot = hostedUrl('forgot', { redirectUrl: 'https://partner.example/back' });
      expect((await new TestBrowser(t, host).submit(forgot, { email })).status).toBe(200);
      return new URL((await outbox(email)).at(-1)?.link ?? 'http://missing/');
    };

    it('Host: evil.example with a partner return URL mails a link on a demo host, not evil.example', async () => {
      const { email } = await registerAccount(new TestBrowser(t));
      let link = new URL('http://missing/');
      await withPartnerOrigin(async () => {
        link = await forgotVia('evil.example', email);
        expect((await forgotVia('evil.example:8080', email)).host).not.toContain('evil.example');
      });
      expect(link.hostname).not.toBe('evil.example');
      expect(['localhost', '127.0.0.1', 'demo.localhost']).toContain(link.hostname);
      // A loopback host is plain http on the default port: the request's port belongs to evil.example.
      expect(link.origin).toMatch(/^http:\/\/[a-z0-9.]+$/);
      expect(link.searchParams.get('session_id')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('a real (non-loopback) tenant host is preferred over loopback ones, and is https', async () => {
      await t.database.db.insert(tenantHosts).values({ hostname: 'media.demo.example', tenantName: 'demo' });
      try {
        const { email } = await registerAccount(new TestBrowser(t));
        await withPartnerOrigin(async () => {
          expect((await forgotVia('evil.example', email)).origin).toBe('https://media.demo.example');
          // The host the request came to counts when it is one of the tenant's own.
          expect((await forgotVia('media.demo.example', email)).origin).toBe('https://media.demo.example');
        });
      } finally {
        await t.database.db.delete(tenantHosts).where(eq(tenantHosts.hostname, 'media.demo.example'));
      }
    });

    it('the demo on a loopback host keeps its port (http://localhost:8080)', async () => {
      const { email } = await registerAccount(new TestBrowser(t));
      await withPartnerOrigin(async () => {
        expect((await forgotVia('localhost:8080', email)).origin).toBe('http://localhost:8080');
        expect((await forgotVia('demo.localhost:8080', email)).origin).toBe('http://demo.localhost:8080');
      });
    });
  });

  it('a made-up reset session is refused before any password is hashed, and submissions are rate-limited per address', async () => {
    const fake = hostedUrl('reset', { session: 'A'.repeat(43) });
    const browser = new TestBrowser(t);
    // The made-up session's page has no form: take the CSRF token from the login page.
    const _csrf = csrfOf(await (await browser.get(hostedUrl('login'))).text());
    const answers: number[] = [];
    for (let i = 0; i <= RESET_SUBMIT_LIMIT.limit; i++) {
      const fields = { _csrf, password: 'new-password-1', passwordConfirm: 'new-password-1' };
      answers.push((await browser.post(fake, fields)).status);
    }
    expect(answers.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('reset sets the new password, ends sessions and refresh-token families, and the link works once', async () => {
    const browser = new TestBrowser(t);
    const { email, password } = await registerAccount(browser);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const userId = user?.id ?? '';
    await t.database.db.insert(refreshTokens).values({
      tenantName: 'demo',
      userId,
      familyId: randomUUID(),
      tokenHash: `family-${userId}`,
      expiresAt: sql`now() + interval '1 day'`,
    });
    const token = await mailedToken(email);
    const resetPage = hostedUrl('reset', { session: token });
    const form = await browser.get(resetPage);
    expect(form.status).toBe(200);
    // Kept to replay the very same form later, as a second tab or the back button would.
    const csrf = csrfOf(await form.text());

    const mismatch = await browser.submit(resetPage, {
      password: 'brand-new-1',
      passwordConfirm: 'brand-new-2',
    });
    expect(mismatch.status).toBe(422);
    expect(await mismatch.text()).toContain(tr('en', 'error.passwordMismatch'));

    const done = await browser.submit(resetPage, { password: 'brand-new-1', passwordConfirm: 'brand-new-1' });
    expect(done.status).toBe(200);
    const html = await done.text();
    expect(html).toContain(tr('en', 'reset.done.body'));
    const login = `/hosted/login?${new URLSearchParams({ lang: 'en', redirectUrl: DEMO_RETURN })}`;
    expect(html).toContain(`href="${login.replaceAll('&', '&amp;')}"`);

    const [family] = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));
    expect(family?.revokedAt).not.toBeNull();
    // The hosted sign-on of this browser is over: no "Continue as" any more.
    const loginPage = await (await browser.get(hostedUrl('login'))).text();
    expect(loginPage).not.toContain(tr('en', 'login.continueAs', { name: 'Ann' }));

    const old = await new TestBrowser(t).submit(hostedUrl('login'), { email, password });
    expect(old.status).toBe(401);
    const fresh = await new TestBrowser(t).submit(hostedUrl('login'), { email, password: 'brand-new-1' });
    expect(fresh.status).toBe(303);

    const again = { _csrf: csrf, password: 'another-one-1', passwordConfirm: 'another-one-1' };
    const reuse = await browser.post(resetPage, again);
    expect(reuse.status).toBe(400);
    expect(await reuse.text()).toContain(tr('en', 'reset.invalid.title'));
    expect((await browser.get(resetPage)).status).toBe(400);
  });

  it('unknown, expired and other-tenant sessions get the invalid page with a link to ask again', async () => {
    const { email } = await registerAccount(new TestBrowser(t));
    const expired = await mailedToken(email);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.tokenHash, hashOpaqueToken(expired)));
    const live = await mailedToken(email);
    const acme = hostedUrl('reset', { session: live, redirectUrl: 'http://acme.localhost/user/login' });
    for (const [host, page] of [
      ['localhost', hostedUrl('reset', { session: 'A'.repeat(43) })],
      ['localhost', hostedUrl('reset', { session: expired })],
      ['localhost', hostedUrl('reset')],
      ['acme.localhost', acme],
    ] as const) {
      const res = await new TestBrowser(t, host).get(page);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('href="/hosted/forgot?');
    }
  });
});

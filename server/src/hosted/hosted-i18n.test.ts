import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES, type LocaleCode, localeDir } from '../../../contract/locales.ts';
import { requestPasswordReset } from '../auth/accounts.ts';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';
import { escapeHtml } from './html.ts';
import { portalBackHref } from './layout.ts';
import { ACME_RETURN, hostedUrl, registerAccount, TestBrowser } from './testing-browser.ts';
import { TEXTS, type TextKey, tr } from './texts.ts';
import { CHECKOUT_TEXTS } from './texts-checkout.ts';
import { ERROR_TEXTS } from './texts-errors.ts';
import { FIELD_TEXTS } from './texts-fields.ts';
import { MESSAGE_TEXTS } from './texts-messages.ts';

describe('hosted page texts', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it.each(Object.keys(TEXTS) as TextKey[])(
    '%s is translated into every language with the same placeholders',
    (key) => {
      const english = placeholders(TEXTS[key].en);
      for (const lang of LOCALE_CODES) {
        expect(TEXTS[key][lang].trim()).not.toBe('');
        expect(placeholders(TEXTS[key][lang])).toEqual(english);
      }
    },
  );

  it('the text tables never define a key twice (a later spread would silently win)', () => {
    const parts = [MESSAGE_TEXTS, FIELD_TEXTS, ERROR_TEXTS, CHECKOUT_TEXTS].map((table) =>
      Object.keys(table),
    );
    const all = parts.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(TEXTS).length).toBeGreaterThan(all.length);
  });

  it('French puts a no-break space before ? and :', () => {
    expect(tr('fr', 'login.toForgot')).toBe('Mot de passe oublié\u00a0?');
  });
});

describe.each(databaseTargets())('hosted pages in six languages (%s)', (target) => {
  let t: TestApp;
  let resetToken = '';
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { trustProxy: true, demoTools: 'open' } });
    const { email } = await registerAccount(new TestBrowser(t));
    resetToken = (await requestPasswordReset(t.database.db, 'demo', email))?.token ?? '';
  });
  afterAll(() => t.dispose());

  const PAGES: [string, TextKey, string, Record<string, string>][] = [
    ['login', 'login.title', 'localhost', {}],
    ['register', 'register.title', 'localhost', {}],
    ['forgot', 'forgot.title', 'localhost', {}],
    ['reset', 'reset.title', 'localhost', { session: 'filled in below' }],
    ['partner', 'partner.title', 'acme.localhost', { redirectUrl: ACME_RETURN }],
    ['mailbox', 'mailbox.title', 'localhost', {}],
  ];

  it.each(
    PAGES.flatMap(([page, key, host, query]) =>
      LOCALE_CODES.map((lang) => [page, lang, key, host, query] as const),
    ),
  )(
    '%s in %s renders its own title, lang and direction',
    async (page, lang: LocaleCode, key, host, query) => {
      const extra = 'session' in query ? { session: resetToken } : query;
      const res = await new TestBrowser(t, host).get(hostedUrl(page, { lang, ...extra }));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}" dir="${localeDir(lang)}">`);
      expect(html).toContain(`<title>${escapeHtml(tr(lang, key))} · `);
      expect(html).toContain(`<h1>${escapeHtml(tr(lang, key))}</h1>`);
    },
  );

  it('the Arabic page is right-to-left and Arabic throughout its labels', async () => {
    const html = await (await new TestBrowser(t).get(hostedUrl('register', { lang: 'ar' }))).text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('<label for="email">البريد الإلكتروني</label>');
    expect(html).toContain('إنشاء الحساب');
  });

  it("without a (known) lang the page takes the tenant's default language", async () => {
    const acme = new TestBrowser(t, 'acme.localhost');
    for (const lang of ['', 'xx', 'EN']) {
      const html = await (await acme.get(hostedUrl('login', { lang, redirectUrl: ACME_RETURN }))).text();
      expect(html).toContain('<html lang="fr" dir="ltr">');
      expect(html).toContain(`<h1>${tr('fr', 'login.title')}</h1>`);
    }
  });

  it('every page switches language keeping its parameters, and links back to the portal page the user left', async () => {
    const redirectUrl = 'http://localhost/ar/user/login?redirect=%2Far%2Fmusic%3Fx%3D1&state=s1';
    const html = await (
      await new TestBrowser(t).get(hostedUrl('register', { lang: 'ar', redirectUrl }))
    ).text();
    expect(html).toContain(`<nav class="langs" aria-label="${tr('ar', 'nav.language')}">`);
    for (const code of LOCALE_CODES) {
      const href = `/hosted/register?${new URLSearchParams({ lang: code, redirectUrl })}`;
      expect(html).toContain(`href="${escapeHtml(href)}" lang="${code}" hreflang="${code}"`);
    }
    expect(html).toContain('hreflang="ar" aria-current="true">العربية</a>');
    expect(html).toContain(
      `<a class="back" href="http://localhost/ar/music?x=1">${escapeHtml(tr('ar', 'nav.backTo', { name: 'Demo Media' }))}</a>`,
    );
    // A page without a vetted return URL (the 404) has the switch but no way "back" anywhere unvetted.
    const missing = await (await new TestBrowser(t).get('/hosted/nothing?lang=de')).text();
    expect(missing).toContain('hreflang="de" aria-current="true"');
    expect(missing).not.toContain('class="back"');
  });

  it('the way back never leaves the return URL’s origin', () => {
    expect(portalBackHref('http://localhost/user/login?redirect=%2Fmusic')).toBe('http://localhost/music');
    expect(portalBackHref('http://localhost/user/login')).toBe('http://localhost/');
    for (const evil of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      expect(portalBackHref(`http://localhost/user/login?${new URLSearchParams({ redirect: evil })}`)).toBe(
        'http://localhost/',
      );
    }
  });

  it("pages carry the tenant's name and colours, and follow the portal's theme cookie", async () => {
    const html = await (
      await new TestBrowser(t, 'acme.localhost').get(hostedUrl('login', { redirectUrl: ACME_RETURN }))
    ).text();
    expect(html).toContain('<span>Acme Stream</span>');
    expect(html).toContain('--btn:#c2255c');
    expect(html).toContain('@media (prefers-color-scheme:dark)');
    const dark = await new TestBrowser(t).get(hostedUrl('login'), { cookie: 'theme=dark' });
    expect(await dark.text()).toContain('<html lang="en" dir="ltr" data-theme="dark">');
  });
});

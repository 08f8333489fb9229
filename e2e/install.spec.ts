import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { LOCALE_CODES } from '../contract/locales.ts';
import { baseURL, chromiumLaunch } from '../playwright.config.ts';
import { acceptAllCookies } from './consent-helpers.ts';
import { chromium, expect, navigateInApp, type Page, test } from './fixtures.ts';

// Issue 21, install and update: the install prompt's moment, the app-installer dialog, the manifest per language.

type InstallWindow = Window & { installPrompts?: number };

/** A synthetic deferred install event, as Chromium fires it: prompt() counts its calls, userChoice answers. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((choice) => {
    const target = window as InstallWindow;
    target.installPrompts = 0;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        target.installPrompts = (target.installPrompts ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice }),
    });
    window.dispatchEvent(event);
  }, outcome);
}
const promptsShown = (page: Page) => page.evaluate(() => (window as InstallWindow).installPrompts ?? 0);
const installBanner = (page: Page) => page.getByRole('complementary', { name: 'Install the app' });
const axeOfDialog = async (page: Page) =>
  (await new AxeBuilder({ page }).include('dialog[open]').setLegacyMode(true).analyze()).violations;

test.beforeEach(async ({ context, request }) => {
  // The banner waits while the cookie bar asks: these journeys are about the banner.
  await acceptAllCookies(context, request, baseURL);
});

test('the install prompt comes after engagement (second page + 30 s), never on the first screen, and not again after "Not now"', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await offerInstall(page, 'dismissed');
  await page.clock.runFor(5_000);
  await expect(installBanner(page), 'never on the first screen').toHaveCount(0);
  await navigateInApp(page, '/music/albums');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.clock.runFor(12_000);
  await expect(installBanner(page), 'a second page, but the visit is not 30 s old').toHaveCount(0);
  await page.clock.runFor(15_000);
  await expect(installBanner(page)).toBeVisible();

  // "How?" explains in the app-installer dialog; Escape brings the banner's button back into focus.
  await installBanner(page).getByRole('button', { name: 'How?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Install the app' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(installBanner(page).getByRole('button', { name: 'How?' })).toBeFocused();

  await installBanner(page).getByRole('button', { name: 'Not now' }).click();
  await expect(installBanner(page)).toHaveCount(0);
  const dismissedAt = Number(await page.evaluate(() => localStorage.getItem('install-prompt-dismissed-at')));
  expect(dismissedAt).toBeGreaterThan(0);

  // Reloaded, the visit is still engaged and the browser offers installation again: within 30 days, no prompt.
  await page.reload();
  await offerInstall(page, 'dismissed');
  expect(await page.evaluate(() => sessionStorage.getItem('install-engaged'))).toBe('1');
  await page.clock.runFor(35_000);
  await expect(installBanner(page)).toHaveCount(0);
  expect(await promptsShown(page)).toBe(0);
});

test('the app-installer dialog from the settings menu calls the browser install sheet; axe clean', async ({
  page,
}) => {
  await page.goto('/music/albums');
  await offerInstall(page, 'accepted');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('button', { name: 'Install the app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Install the app' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Plays your downloads without a connection.')).toBeVisible();
  expect(await axeOfDialog(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  expect(await promptsShown(page)).toBe(1);
  // Installed: the menu no longer offers it.
  await banner.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
});

test('without an install event the dialog shows the steps, in Arabic right to left, by keyboard; axe clean', async ({
  page,
}) => {
  await page.goto('/ar/music/albums');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const settings = page.getByRole('banner').getByRole('button', { name: 'الإعدادات', exact: true });
  await settings.press('Enter');
  await page.getByRole('button', { name: 'تثبيت التطبيق' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'تثبيت التطبيق' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(6);
  await expect(dialog.getByRole('heading', { name: 'طريقة التثبيت' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'تثبيت', exact: true })).toHaveCount(0);
  expect(await axeOfDialog(page)).toEqual([]);
  for (let step = 0; step < 4; step++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(settings).toBeFocused();
});

test('<link rel=manifest> follows the language switch (a navigation inside the app)', async ({
  page,
  request,
}) => {
  await page.goto('/music/albums');
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute('href', '/manifest.webmanifest?lang=en');
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /^Language:/ }).click();
  await banner.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/music\/albums$/);
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute('href', '/manifest.webmanifest?lang=ar');
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  const manifest = await (await request.get('/manifest.webmanifest?lang=ar')).json();
  expect(manifest).toMatchObject({ lang: 'ar', dir: 'rtl', start_url: '/ar', scope: '/ar' });
});

const TENANTS = [
  { name: 'demo', origin: baseURL, defaultLocale: 'en' },
  { name: 'acme', origin: baseURL.replace('localhost', 'acme.localhost'), defaultLocale: 'fr' },
] as const;

for (const tenant of TENANTS) {
  test(`${tenant.name}: installable in every language (CDP installability errors none; the manifest's lang and dir)`, async () => {
    test.setTimeout(240_000);
    const dir = mkdtempSync(join(tmpdir(), 'portal-install-'));
    // Installability needs a persistent profile: incognito contexts are never installable.
    const context = await chromium.launchPersistentContext(dir, { ...chromiumLaunch, headless: true });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      for (const lang of LOCALE_CODES) {
        // Prefixed even in the default language: `/` would open in the language chosen last.
        await page.goto(`${tenant.origin}/${lang}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect
          .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
            timeout: 20_000,
          })
          .toEqual([]);
        const { url, data, errors } = await cdp.send('Page.getAppManifest');
        expect(errors, lang).toEqual([]);
        expect(url).toBe(`${tenant.origin}/manifest.webmanifest?lang=${lang}`);
        const manifest = JSON.parse(data ?? '{}');
        const start = lang === tenant.defaultLocale ? '/' : `/${lang}`;
        expect(manifest).toMatchObject({
          lang,
          dir: lang === 'ar' ? 'rtl' : 'ltr',
          start_url: start,
          scope: start,
        });
        test
          .info()
          .annotations.push({ type: 'installability', description: `${tenant.name} ${lang}: no errors` });
      }
    } finally {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

import { expect, test } from './fixtures.ts';

/**
 * The tenant's footer links (shell §3 footerLinks) to pages of the portal keep the language shown: from /fr/ the
 * "About" page opens as /fr/info/about, in French, inside the app (no full load); from /ar/ right to left. A plain
 * /info/about would have loaded the tenant's default language.
 */
for (const { lang, prefix, about, dir } of [
  { lang: 'fr', prefix: '/fr', about: 'À propos', dir: 'ltr' },
  { lang: 'ar', prefix: '/ar', about: 'من نحن', dir: 'rtl' },
  { lang: 'en', prefix: '/en', about: 'About us', dir: 'ltr' },
]) {
  test(`${lang}: a footer link to a portal page keeps ${prefix} and opens in the app, by keyboard`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`);
    const link = page.getByRole('contentinfo').getByRole('link', { name: about, exact: true });
    await expect(link).toHaveAttribute('href', `${prefix}/info/about`);
    // A navigation inside the app keeps the document: a full load would drop this marker.
    await page.evaluate(() => {
      (window as Window & { sameDocument?: boolean }).sameDocument = true;
    });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === `${prefix}/info/about`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
}

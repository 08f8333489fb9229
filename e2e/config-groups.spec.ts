import { baseURL } from '../playwright.config.ts';
import { originOf } from './catalogue-paths.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 22, configuration groups: each group drives what the visitor sees. Acme's configuration switches podcasts off
 * (enabledFeatures.flags): its navigation is gone and its routes are the not-found page, as the server's answers
 * for its structures are 404. Demo names its tabs (seoTabNames: "<page> | <tab name>"),
 * sells a custom plan (customPlan), styles itself (customStylingLink) and tells who charges (paymentMetaData) and
 * how to sign in (loginMetaData). The expiration popup's configured texts: credit-expiry.spec.ts.
 */
const DESKTOP = { width: 1280, height: 800 };
const API_HEADERS = (tenant: string) => ({ 'x-tenant-id': tenant, 'x-distribution-channel': 'WEB' });

for (const { lang, prefix, music, customPlan, action } of [
  { lang: 'en', prefix: '/en', music: 'Music', customPlan: 'Demo Media for teams', action: 'Contact us' },
  { lang: 'ar', prefix: '/ar', music: 'موسيقى', customPlan: 'ديمو ميديا للفرق', action: 'تواصل معنا' },
]) {
  test(`${lang}: a feature switched off has no navigation and its route is the not-found page (server too)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    const acme = originOf('acme');
    await page.goto(`${acme}${prefix}/`);
    const nav = page.locator('nav[data-primary-nav]');
    await expect(nav.locator('a[href$="/music/albums"]')).toHaveCount(1);
    for (const path of ['/podcast/list', '/games', '/news', '/shop'])
      await expect(nav.locator(`a[href$="${path}"]`)).toHaveCount(0);
    if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // Acme's podcasts: the server renders the not-found page with a 404…
    const response = await page.goto(`${acme}${prefix}/podcast/list`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('[data-error-status="404"]')).toBeVisible();
    // …and so does a navigation inside the portal.
    await page.goto(`${acme}${prefix}/`);
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `${prefix}/podcast/list`);
    await expect(page.locator('[data-error-status="404"]')).toBeVisible();

    // The structures of a switched-off family answer 404 for acme; demo keeps them.
    const off = await request.get(`${baseURL}/api/structure/podcast-list`, {
      headers: API_HEADERS('acme'),
    });
    expect(off.status()).toBe(404);
    expect((await off.json()).detail).toContain('switched off');
    const on = await request.get(`${baseURL}/api/structure/podcast-list`, {
      headers: API_HEADERS('demo'),
    });
    expect(on.status()).toBe(200);
  });

  test(`${lang}: tab titles, the custom plan, the tenant stylesheet (demo)`, async ({ page }) => {
    const demo = originOf('demo');
    const home = lang === 'en' ? '' : prefix;
    await page.goto(`${demo}${home}/music/albums`);
    await expect(page).toHaveTitle(new RegExp(` \\| ${music}$`));
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Demo Media');

    await page.goto(`${demo}${home}/subscription`);
    const card = page.locator('[data-custom-plan]');
    await expect(card.getByRole('heading', { name: customPlan })).toBeVisible({ timeout: 20_000 });
    const link = card.getByRole('link', { name: action });
    await expect(link).toHaveAttribute('href', `${home}/info/about`);
    await link.focus();
    await expect(link).toBeFocused();

    await expect(page.locator('link[data-tenant-styles]')).toHaveAttribute('href', '/tenant-styles/demo.css');
    await expect
      .poll(() =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--tenant-styles').trim(),
        ),
      )
      .toBe('demo');
  });
}

test('hosted login shows the tenant’s login help (loginMetaData), in the asked language', async ({
  page,
}) => {
  const demo = originOf('demo');
  for (const [lang, text] of [
    ['en', 'Use the e-mail address you subscribed with.'],
    ['ar', 'استخدم البريد الإلكتروني الذي اشتركت به.'],
  ] as const) {
    await page.goto(
      `${demo}/hosted/login?${new URLSearchParams({ lang, redirectUrl: `${demo}/user/login` })}`,
    );
    await expect(page.locator('[data-login-help]')).toContainText(text);
  }
});

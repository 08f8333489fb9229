import { baseURL } from '../playwright.config.ts';
import { type APIRequestContext, expect, HOSTED_PAGE_WAIT, test } from './fixtures.ts';

/** Real clickUrls of the home structure: one representative path per route family (first segment). */
async function familyPaths(request: APIRequestContext): Promise<string[]> {
  const env = await (await request.get(`${baseURL}/api/envFile`)).json();
  const home = await request.get(`${baseURL}/api/structure/home`, {
    headers: { 'x-tenant-id': env.tenantName },
  });
  const urls = [...(await home.text()).matchAll(/"clickUrl":"(\/[^"?#]*)"/g)].map((m) => m[1] ?? '/');
  const byFamily = new Map<string, string>();
  for (const url of urls) {
    const family = `${url.split('/')[1]}:${url.split('/').length}`;
    if (!byFamily.has(family)) byFamily.set(family, url);
  }
  return ['/', ...byFamily.values()];
}

const VARIANTS = [
  { prefix: '', lang: 'en', suffix: '___en___default' },
  { prefix: '/ar', lang: 'ar', suffix: '___ar' },
  { prefix: '/de', lang: 'de', suffix: '___de' },
];

const addressOf = (prefix: string, path: string) => (prefix && path === '/' ? prefix : `${prefix}${path}`);

// The server renders every page with the portal's own components: its HTML says what the page renders.
test('every route family renders its structure in every variant (the server-rendered HTML)', async ({
  request,
}) => {
  const paths = await familyPaths(request);
  expect(paths.length).toBeGreaterThanOrEqual(4);
  for (const { prefix, lang, suffix } of VARIANTS) {
    for (const path of paths) {
      const address = addressOf(prefix, path);
      const res = await request.get(address);
      expect(res.status(), address).toBe(200);
      const html = await res.text();
      expect(html, address).toMatch(new RegExp(`<html lang="${lang}"`));
      const named = /data-page-name="([^"]+)"/.exec(html)?.[1];
      expect(named, address).toMatch(new RegExp(`${suffix}$`));
      expect(html, address).not.toContain('data-error-status');
      expect(html.slice(html.indexOf('data-page-name')), address).toContain('data-node=');
    }
  }
});

// And in the browser, hydrated, in the right-to-left variant.
test('every route family renders its structure in the browser (/ar)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { prefix, lang, suffix } = { prefix: '/ar', lang: 'ar', suffix: '___ar' };
  for (const path of await familyPaths(request)) {
    const address = addressOf(prefix, path);
    await page.goto(address);
    await expect(page.locator('html'), address).toHaveAttribute('lang', lang);
    const named = page.locator('[data-page-name]');
    await expect(named, address).toHaveAttribute('data-page-name', new RegExp(`${suffix}$`));
    await expect(page.locator('[data-error-status]'), address).toHaveCount(0);
    await expect(named.locator('[data-node]').first(), address).toBeVisible();
  }
});

test('an unmatched route is a 404 "Page not found: {fullPath}"', async ({ page }) => {
  await page.goto('/no/such/page/here');
  const main = page.getByRole('main');
  await expect(main).toContainText('404');
  await expect(main).toContainText('Page not found: /no/such/page/here');
});

test('a failed validate rule is a 404 "Page Not Found: {fullPath}" (in the page\'s language)', async ({
  page,
}) => {
  await page.goto('/games/details/not-a-number');
  await expect(page.getByRole('main')).toContainText('Page Not Found: /games/details/not-a-number');
  // In Arabic the line is Arabic, the path kept left to right inside it.
  await page.goto('/ar/games/details/not-a-number');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('main')).toContainText(
    'الصفحة غير موجودة: \u2066/ar/games/details/not-a-number\u2069',
  );
});

test('a protected route sends a visitor to login with the way back', async ({ page, baseURL }) => {
  // The portal's login return forwards to the hosted login, which will come back to it.
  // The return URL also carries the tab's login state (login CSRF), a random value.
  const returnTo = async () => {
    await expect(page).toHaveURL(/\/hosted\/login\?/, HOSTED_PAGE_WAIT);
    const back = new URL(new URL(page.url()).searchParams.get('redirectUrl') ?? '');
    expect(back.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    back.searchParams.delete('state');
    return back.href;
  };
  await page.goto('/de/profile');
  expect(await returnTo()).toBe(`${baseURL}/de/user/login?redirect=%2Fprofile`);
  expect(new URL(page.url()).searchParams.get('lang')).toBe('de');
  await page.goto('/myPurchases?x=1');
  expect(await returnTo()).toBe(`${baseURL}/user/login?redirect=%2FmyPurchases%3Fx%3D1`);
});

import { baseURL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

const ARABIC = /[\u0600-\u06FF]/;

test('home renders the tenant header, at least three rails of cards and a footer in light theme', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('banner')).toContainText('Demo Media');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const rails = page.locator('[data-node="rail"]');
  await expect(rails.first()).toBeVisible();
  expect(await rails.count()).toBeGreaterThanOrEqual(3);
  const firstCard = rails.first().locator('[data-node="card"]').first();
  await expect(firstCard.locator('img')).toHaveAttribute('src', /\/media\/artwork\//);
  await expect(firstCard).toContainText(/\S/);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('/ar/ shows the home page in Arabic, right to left', async ({ page }) => {
  await page.goto('/ar/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const rails = page.locator('[data-node="rail"]');
  await expect(rails.first()).toBeVisible();
  expect(await rails.count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('main')).toContainText(ARABIC);
  await expect(page.getByRole('banner')).toContainText(ARABIC);
});

for (const code of ['en', 'fr', 'de', 'es', 'ro']) {
  test(`/${code} renders the home page in ${code}, left to right`, async ({ page }) => {
    await page.goto(`/${code}`);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('[data-node="rail"]').first()).toBeVisible();
  });
}

test('the language switcher keeps the page and changes the prefix', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-node="rail"]').first()).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /language/i })
    .click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page/here');
  await expect(page.getByRole('main')).toContainText('404');
  await page.goto('/ar/no-such-page-anywhere');
  await expect(page.getByRole('main')).toContainText(/404|٤٠٤/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('an unknown first segment is a page name, not a locale', async ({ page }) => {
  await page.goto('/xx');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('main')).toContainText('404');
});

test('acme.localhost serves the acme tenant in its default language, French', async ({ page }) => {
  const acme = baseURL.replace('localhost', 'acme.localhost');
  await page.goto(`${acme}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('banner')).not.toContainText('Demo Media');
  await expect(page.locator('[data-node="rail"]').first()).toBeVisible();
});

test('the light/dark toggle switches the colour scheme', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /dark|theme/i })
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('rails below the first screenful come as placeholders of the same size and fill in as the user nears them', async ({
  page,
}) => {
  // The server's document: the first rails whole, the rest as their heading and card texts (marked busy).
  const html = await (await page.request.get('/')).text();
  expect(html.match(/aria-busy="true"/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  await page.goto('/');
  const last = page.locator('[data-node="rail"]').last();
  await expect(last).toHaveAttribute('aria-busy', 'true');
  await expect(last.getByRole('link')).toHaveCount(1); // its "See all" only
  const before = await last.boundingBox();
  await last.scrollIntoViewIfNeeded();
  await expect(last).not.toHaveAttribute('aria-busy');
  await expect(last.locator('[data-node="card"]').first()).toBeVisible();
  const after = await last.boundingBox();
  expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThanOrEqual(2);
  // Left alone, the rest fill in once the page has settled.
  await expect(page.locator('[data-node="rail"][aria-busy]')).toHaveCount(0, { timeout: 15_000 });
});

import { expect, test } from './fixtures.ts';

test('switching language keeps the page and remembers the choice in i18n_redirected', async ({
  page,
  context,
}) => {
  await page.goto('/music/albums?page=2');
  await expect(page.locator('[data-page-name^="music-albums"]')).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /language/i })
    .click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/de/music/albums' && url.search === '?page=2');
  await expect(page.locator('[data-page-name="music-albums___de"]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const cookie = (await context.cookies()).find((entry) => entry.name === 'i18n_redirected');
  expect(cookie?.value).toBe('de');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.secure).toBe(false);
});

test('switching to Arabic turns the Mantine direction right to left', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /language/i })
    .click();
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL(/\/ar\/?$/);
});

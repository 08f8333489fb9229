import { expect, test } from './fixtures.ts';

test('the dark theme survives a reload through the theme cookie', async ({ page, context }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('banner').getByRole('button', { name: 'Dark theme', exact: true }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const theme = (await context.cookies()).find((cookie) => cookie.name === 'theme');
  expect(theme?.value).toBe('dark');
  expect(theme?.path).toBe('/');
  expect(theme?.sameSite).toBe('Lax');
  // 12 months, give or take the test's own run time.
  expect((theme?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 86_400);

  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Dark theme', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
});

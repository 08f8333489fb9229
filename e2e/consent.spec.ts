import { expect, type Page, test } from '@playwright/test';

// page.route must see the configuration request, so no service worker answers it.
test.use({ serviceWorkers: 'block' });

const cookie = (identifier: string, necessary: boolean) => ({ title: identifier, necessary, identifier });

/** A tenant configuration listing one necessary and one optional (analytics) cookie. */
async function withConsentConfiguration(page: Page) {
  await page.route('**/structure/configuration?*', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        name: 'configuration',
        data: {
          customProperties: {
            cookieConsent: { necessary: [cookie('session', true)], optional: [cookie('analytics', false)] },
          },
        },
      }),
    }),
  );
}

const cookieValue = async (page: Page, name: string) =>
  (await page.context().cookies()).find((entry) => entry.name === name)?.value;

test('the consent bar asks until accepted, then stays away; a changed cookie list asks again', async ({
  page,
}) => {
  await withConsentConfiguration(page);
  await page.goto('/');
  const bar = page.locator('[data-consent-bar]');
  await expect(bar).toBeVisible();
  // The page reserves room for the bar so it never covers the end of the content.
  expect(
    await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).paddingBlockEnd)),
  ).toBeGreaterThan(0);

  await bar.locator('[data-consent="accept"]').click();
  await expect(bar).toBeHidden();
  expect(await cookieValue(page, 'ncc_c')).toBe('sessionanalytics');
  expect(await cookieValue(page, 'ncc_e')).toBe('session%2Canalytics');
  expect(await cookieValue(page, 'ncc_a')).toBe('1');
  expect(await page.evaluate(() => document.body.style.paddingBlockEnd)).toBe('');

  await page.reload();
  await expect(page.locator('[data-node="rail"]').first()).toBeVisible();
  await expect(bar).toBeHidden();

  // As if the tenant's cookie list changed since the consent was given.
  await page.context().addCookies([{ name: 'ncc_c', value: 'session', url: page.url() }]);
  await page.reload();
  await expect(bar).toBeVisible();
});

test('rejecting optional cookies keeps only the necessary ones and analytics consent 0', async ({ page }) => {
  await withConsentConfiguration(page);
  await page.goto('/');
  const bar = page.locator('[data-consent-bar]');
  await bar.locator('[data-consent="reject"]').click();
  await expect(bar).toBeHidden();
  expect(await cookieValue(page, 'ncc_e')).toBe('session');
  expect(await cookieValue(page, 'ncc_a')).toBe('0');
});

test('cookie settings list every cookie with the necessary one locked on', async ({ page }) => {
  await withConsentConfiguration(page);
  await page.goto('/');
  await page.locator('[data-consent="settings"]').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch')).toHaveCount(2);
  await expect(dialog.getByRole('switch').first()).toBeDisabled();
  await expect(dialog.getByRole('switch').first()).toBeChecked();
  await dialog.getByRole('switch').nth(1).check();
  await dialog.locator('[data-consent="save"]').click();
  await expect(page.locator('[data-consent-bar]')).toBeHidden();
  expect(await cookieValue(page, 'ncc_a')).toBe('1');
});

test('no bar when the tenant lists no cookies', async ({ page }) => {
  await page.route('**/structure/configuration?*', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ name: 'configuration' }) }),
  );
  await page.goto('/');
  await expect(page.locator('[data-node="rail"]').first()).toBeVisible();
  await expect(page.locator('[data-consent-bar]')).toHaveCount(0);
});

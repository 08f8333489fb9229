import { expect, test } from './fixtures.ts';
import { itemUrl, LISTENER, logIn } from './player-helpers.ts';
import { newAccount, submitHostedRegister } from './session-helpers.ts';

/**
 * Issue 17: rate an album. The details page shows everybody's average and count; a visitor is asked to log in;
 * a user gives stars by keyboard in the rating dialog, and the page shows the new score and average at once.
 */

test('en: a visitor is asked to log in; a user rates the album by keyboard and sees the new average', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await page.goto(album);
  const rating = page.locator('[data-rating]');
  await expect(rating.locator('[data-rating-average]')).toBeVisible({ timeout: 15_000 });
  await rating.locator('[data-rate]').click();
  await expect(page.getByRole('dialog')).toContainText(/log in/i);
  await page.keyboard.press('Escape');

  await logIn(page, LISTENER);
  await page.goto(album);
  await rating.locator('[data-rate]').click();
  const dialog = page.getByRole('dialog', { name: 'Rate Golden Hour' });
  await expect(dialog).toBeVisible();
  // A radio group: the arrow keys move between the stars, each named for screen readers.
  await dialog.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog.locator('[data-save-rating]').click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for rating Golden Hour.' }),
  ).toBeVisible();
  await expect(rating.locator('[data-rate]')).toHaveText('Your rating: 4 of 5');
  await expect(rating.locator('[data-rating-average]')).toContainText(/out of 5 \(\d+ ratings?\)/);
  // It stays after a reload (the server keeps it for this user and device).
  await page.reload();
  await expect(rating.locator('[data-rate]')).toHaveText('Your rating: 4 of 5', { timeout: 15_000 });
});

test('ar: a new user rates an album with five stars, in Arabic digits, right to left', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await page.goto('/ar/profile');
  await expect(page).toHaveURL(/\/hosted\/login\?/, { timeout: 15_000 });
  await page.locator('a[href*="/hosted/register"]').click();
  await submitHostedRegister(page, newAccount('Rater'));
  await expect(page).toHaveURL(/\/ar\/profile/, { timeout: 20_000 });
  await page.goto(`/ar${album}`);
  const rating = page.locator('[data-rating]');
  await expect(rating.locator('[data-rate]')).toHaveText('قيّم', { timeout: 15_000 });
  await rating.locator('[data-rate]').click();
  const dialog = page.locator('dialog[open]:has([data-rating-form])');
  await dialog.getByRole('radio', { name: '5 نجوم' }).check();
  await dialog.locator('[data-save-rating]').click();
  await expect(rating.locator('[data-rate]')).toHaveText('تقييمك: ٥ من ٥');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

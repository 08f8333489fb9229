import { expect, test } from './fixtures.ts';
import { newAccount, submitHostedRegister } from './session-helpers.ts';
import { CARDS } from './subscribe-helpers.ts';

/** Issue 16: /profile/info-service-subscriptions on the three info-service lists; subscribe and unsubscribe. */

for (const { lang, prefix, canceled } of [
  { lang: 'en', prefix: '', canceled: 'Your subscription is canceled.' },
  { lang: 'ar', prefix: '/ar', canceled: 'تم إلغاء اشتراكك.' },
]) {
  test(`${lang}: subscribe to a daily info-service through the sandbox, see it held, unsubscribe`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${prefix}/profile/info-service-subscriptions`);
    await expect(page).toHaveURL(/\/hosted\/login\?/, { timeout: 15_000 });
    await page.locator('a[href*="/hosted/register"]').click();
    await submitHostedRegister(page, newAccount('Info'));
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile/info-service-subscriptions$`), {
      timeout: 20_000,
    });
    // Nothing held yet: the empty state, and the daily info-services on offer.
    await expect(page.locator('[data-list="held"] [data-empty]')).toBeVisible({ timeout: 15_000 });
    const offered = page.locator('[data-list="offered"] [data-info-service]');
    await expect(offered.first()).toBeVisible();
    const typeId = await offered.first().getAttribute('data-info-service');

    await offered.first().locator('[data-subscribe]').click();
    await expect(page).toHaveURL(/\/hosted\/checkout\//, { timeout: 15_000 });
    await page.locator('#number').fill(CARDS.success);
    await page.locator('#expiry').fill('12/34');
    await page.locator('#cvc').fill('123');
    await page.locator('#cvc').press('Enter');
    await expect(page.locator('dialog[open]:has([data-purchased])')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile/info-service-subscriptions$`));
    await page.keyboard.press('Escape');

    const held = page.locator(`[data-list="held"] [data-info-service="${typeId}"]`);
    await expect(held).toBeVisible();
    await expect(page.locator(`[data-list="offered"] [data-info-service="${typeId}"]`)).toHaveCount(0);

    // Unsubscribe by keyboard: the cancel dialog, its snackbar, and the service is on offer again.
    await held.locator('[data-unsubscribe]').focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-confirm-cancel]').click();
    await expect(page.getByRole('status').filter({ hasText: canceled })).toBeVisible();
    await expect(held).toHaveCount(0);
    await expect(page.locator(`[data-list="offered"] [data-info-service="${typeId}"]`)).toBeVisible();
  });
}

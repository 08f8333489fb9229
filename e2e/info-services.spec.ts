import { expect, test } from './demo-clock.ts';
import { dismissFeedback } from './feedback-dialog.ts';
import { newAccount, submitHostedRegister } from './session-helpers.ts';
import { CARDS } from './subscribe-helpers.ts';

/** Issue 16: /profile/info-service-subscriptions on the three info-service lists; subscribe and unsubscribe. */

for (const { lang, prefix, canceled, until, subscribed } of [
  {
    lang: 'en',
    prefix: '',
    canceled: 'Your subscription is canceled.',
    until: 'Unsubscribed. You receive it until',
    subscribed: 'You are subscribed',
  },
  {
    lang: 'ar',
    prefix: '/ar',
    canceled: 'تم إلغاء اشتراكك',
    until: 'ألغيت الاشتراك. ستصلك حتى',
    subscribed: 'تم اشتراكك',
  },
]) {
  test(`${lang}: subscribe to a daily info-service through the sandbox, see it held, unsubscribe`, async ({
    page,
    demoClock,
  }) => {
    // A daily plan: nobody may move the commerce clock a day on meanwhile (the fixture takes the clock's turn).
    expect(demoClock).toBeTruthy();
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

    // Unsubscribe by keyboard: the cancel dialog and its snackbar; paid until the end of the day, it stays held
    // with that date, and can be taken up again without a new payment.
    await held.locator('[data-unsubscribe]').focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-confirm-cancel]').click();
    await expect(page.getByRole('status').filter({ hasText: canceled })).toBeVisible();
    await dismissFeedback(page);
    await expect(held).toContainText(until);
    await expect(held.locator('[data-unsubscribe]')).toHaveCount(0);
    await held.locator('[data-resubscribe]').click();
    const feedback = page.locator('dialog[open]:has([data-feedback-code="1"])');
    await expect(feedback).toContainText(subscribed);
    await page.keyboard.press('Escape');
    await expect(held.locator('[data-unsubscribe]')).toBeVisible();
    await expect(page).not.toHaveURL(/\/hosted\/checkout\//);
  });
}

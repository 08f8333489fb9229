import { expect, test } from './demo-clock.ts';
import { itemUrl } from './player-helpers.ts';
import { expectSignedInAs } from './session-helpers.ts';
import { CARDS, chooseAsVisitorAndLogIn, payWithCard, weeklyPlanId } from './subscribe-helpers.ts';

/**
 * Issue 16, commerce §8: a weekly plan whose renewal finds no card (the user deleted it) turns INACTIVE when the
 * server's demo clock moves a week on; a download of music it covered then opens the inactive-subscription
 * dialog, which leads to the payment methods or to subscribing again.
 */
test.describe.configure({ mode: 'serial' });

for (const { lang, prefix, title, plans } of [
  { lang: 'en', prefix: '', title: 'Your subscription is inactive', plans: 'Payment methods' },
  { lang: 'ar', prefix: '/ar', title: 'اشتراكك غير نشط', plans: 'وسائل الدفع' },
]) {
  test(`${lang}: renewal without a card → inactive → a covered download opens the inactive-subscription dialog`, async ({
    page,
    request,
    demoClock,
  }) => {
    test.setTimeout(120_000);
    const planId = await weeklyPlanId(request);
    const { confirm, account } = await chooseAsVisitorAndLogIn(page, prefix, planId);
    await payWithCard(page, confirm, CARDS.success);
    await expect(page.locator('dialog[open]:has([data-purchased])')).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');

    // The card the checkout stored goes: the renewal will have nothing to charge.
    await page.goto(`${prefix}/MyPaymentMethods`);
    const cards = page.locator('[data-card-list] > li');
    await expect(cards).toHaveCount(1, { timeout: 15_000 });
    await cards.first().getByRole('button').last().click();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-empty]')).toBeVisible();

    // A week on (the demo clock, loopback only): the renewal job expires the subscription.
    expect((await demoClock.advance('P7D')).expired).toBeGreaterThanOrEqual(1);

    const album = await itemUrl(request, 'Golden Hour', 'album');
    await page.goto(`${prefix}${album}`);
    // The helper registered a new account (its runtime object carries the name the header shows).
    await expectSignedInAs(page, (account as { name?: string }).name ?? '');
    await page.locator('[data-download-collection]').first().click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.locator(`[data-inactive-subscription="${planId}"]`)).toBeVisible();
    // Keyboard: on the payment methods link, Enter follows it.
    await dialog.getByRole('link', { name: plans }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/MyPaymentMethods$`));
    await expect(dialog).toHaveCount(0);
  });
}

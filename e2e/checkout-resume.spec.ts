import { expect, test } from './fixtures.ts';
import { itemUrl } from './player-helpers.ts';
import { CARDS, chooseAsVisitorAndLogIn, planAction, weeklyPlanId } from './subscribe-helpers.ts';

/**
 * Issue 16: a checkout left before paying comes back to the one-time payment options of that open payment, and
 * a download that needed a subscription starts from the purchased popup. Each test registers its own account.
 */

const fillCard = async (page: import('@playwright/test').Page, card: string) => {
  await page.locator('#number').fill(card);
  await page.locator('#expiry').fill('12/34');
  await page.locator('#cvc').fill('123');
  await page.locator('#cvc').press('Enter');
};

test('en: leave the checkout without paying → the one-time payment options → pay by card → active', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const weekly = await weeklyPlanId(request);
  const { confirm } = await chooseAsVisitorAndLogIn(page, '', weekly);
  const terms = confirm.getByRole('checkbox');
  if (await terms.count()) await terms.check();
  await confirm.locator('[data-confirm-subscribe]').click();
  await expect(page).toHaveURL(/\/hosted\/checkout\//, { timeout: 15_000 });
  const checkout = page.url().split('?')[0] as string;
  await page.getByRole('link', { name: 'Cancel and go back without paying' }).click();

  // Back on the page the subscribe started from: nothing charged, the open payment offered again.
  await expect(page).toHaveURL(/\/subscription$/, { timeout: 15_000 });
  const finish = page.getByRole('dialog', { name: 'Finish your payment' });
  await expect(finish).toBeVisible({ timeout: 15_000 });
  await expect(finish).toContainText('Nothing was charged.');
  await expect(page.locator('[data-list="active"]')).toHaveCount(0);
  // Keyboard: the first way to pay has the focus.
  await expect(finish.getByRole('button', { name: 'Pay by card' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${checkout}`), { timeout: 15_000 });
  await fillCard(page, CARDS.success);
  const purchased = page.getByRole('dialog', { name: 'Thank you for your purchase' });
  await expect(purchased).toBeVisible({ timeout: 20_000 });
  await purchased.getByRole('button').last().click();
  await expect(page.locator('[data-list="active"] [data-state="ACTIVE"]')).toHaveCount(1);
  await expect(planAction(page, weekly)).toHaveCount(0);
});

test('ar: a download that needs a plan → choose the plan → pay → "Download now" in the purchased popup downloads it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const weekly = await weeklyPlanId(request);
  const album = await itemUrl(request, 'Golden Hour', 'album');
  // A new account (through a plan's login, then not subscribing).
  const { confirm } = await chooseAsVisitorAndLogIn(page, '/ar', weekly);
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await page.goto(`/ar${album}`);
  await page.locator('main button[data-download-collection]').first().click();
  // Commerce §4's subscription choice, then the plans it names.
  await page.locator('dialog[open] [data-subscribe-from-options]').click();
  const plans = page.locator('dialog[open]').filter({ has: page.locator('button[data-choose]') });
  await expect(plans).toBeVisible({ timeout: 15_000 });
  await plans.locator(`button[data-choose="${weekly}"]`).click();
  const confirmAgain = page.locator(`dialog[open]:has([data-confirm-plan="${weekly}"])`);
  const terms = confirmAgain.getByRole('checkbox');
  await expect(confirmAgain).toBeVisible();
  if (await terms.count()) await terms.check();
  await confirmAgain.locator('[data-confirm-subscribe]').click();
  await expect(page).toHaveURL(/\/hosted\/checkout\//, { timeout: 15_000 });
  await fillCard(page, CARDS.success);

  // Back on the album page in Arabic: the popup offers the download the subscription choice stopped.
  const purchased = page.locator('dialog[open]').filter({ has: page.locator('[data-purchased]') });
  await expect(purchased).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(purchased).toContainText('يمكن الآن تنزيل');
  await purchased.locator('[data-resume="download"]').click();
  await expect(page.getByRole('status').filter({ hasText: 'جارٍ تنزيل' })).toBeVisible({ timeout: 15_000 });
  // The album's download button follows the transfer to its end (a link to the Downloads page).
  await expect(page.locator('[data-node="detail"] a[data-phase="done"]')).toBeVisible({ timeout: 30_000 });
  await page.goto('/ar/downloads');
  // The Downloads page groups them under the album they came from (its Arabic title).
  await expect(page.getByRole('list', { name: 'الساعة الذهبية' }).getByRole('listitem')).toHaveCount(3, {
    timeout: 20_000,
  });
});

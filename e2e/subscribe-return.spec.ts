import { expect, test } from './fixtures.ts';
import {
  expectPlaying,
  FREE,
  fullPlayer,
  GOLDEN_HOUR,
  itemUrl,
  logIn,
  openFullPlayer,
} from './player-helpers.ts';

/** Issue 16: the purchase return on any page, and the preview's way to a plan (no payment made). */

test('purchase-return parameters on any page open their dialog and leave the address (commerce §4)', async ({
  page,
}) => {
  const cases = [
    { query: 'status=402&error=INSUFFICIENT_FUNDS', dialog: '[data-feedback-code="2"]' },
    { query: 'status=409&error=USER_ALREADY_SUBSCRIBED', dialog: '[data-feedback-code="3"]' },
    { query: 'status=202&type=subscription', dialog: '[data-feedback-code="6"]' },
    { query: 'status=200&type=subscription', dialog: '[data-purchased]' },
    { query: 'status=404&error=NO_SUBSCRIPTION_FOUND', dialog: 'a[href*="/user/login"]' },
  ];
  for (const { query, dialog } of cases) {
    await page.goto(`/?${query}&q=keep`);
    await expect(page.locator(`dialog[open]:has(${dialog})`)).toBeVisible();
    await expect(page).toHaveURL(/\/\?q=keep$/);
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  }
});

test('the preview’s end leads to the plans it names: Subscribe opens the subscription popup, a plan its confirmation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await logIn(page, FREE);
  await page.goto(album);
  await page.getByRole('button', { name: `Play ${GOLDEN_HOUR[0]}` }).click();
  await expectPlaying(page);
  await openFullPlayer(page);
  await fullPlayer(page).getByRole('slider', { name: 'Seek' }).press('End');
  const prompt = page.getByRole('dialog', { name: 'The preview has ended' });
  await expect(prompt).toBeVisible({ timeout: 10_000 });
  await prompt.getByRole('button', { name: 'Subscribe' }).click();
  const popup = page.getByRole('dialog', { name: 'Choose a plan' });
  await expect(popup).toBeVisible();
  await expect(fullPlayer(page)).toBeHidden();
  // Keyboard: the first plan's Choose button, then Enter.
  await popup.getByRole('button', { name: 'Choose' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Confirm your subscription' })).toBeVisible();
});

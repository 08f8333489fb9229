import { expect, test } from './fixtures.ts';
import { itemUrl, songAnswer } from './player-helpers.ts';
import { expectSignedInAs, newAccount, submitHostedRegister } from './session-helpers.ts';

/**
 * Issue 17 journeys (one-time purchase): a track bought with the PIN sent by SMS (the demo mailbox), then
 * played in full, in the wallet and in the order history. Every step is done from the keyboard.
 */

test('en: buy a single track with PIN → plays in full, in the wallet and in /myPurchases', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('Buyer');
  await page.goto('/user/register');
  await submitHostedRegister(page, account);
  await expectSignedInAs(page, account.name);

  await page.goto(await itemUrl(request, 'Prelude in Ice', 'track'));
  const buy = page.locator('[data-buy]');
  await expect(buy).toHaveText(/Buy for .*0[.,]99/);
  await buy.focus();
  await page.keyboard.press('Enter');

  const confirm = page.getByRole('dialog', { name: 'Confirm single purchase' });
  await expect(confirm).toBeVisible();
  await expect(confirm.locator('[data-purchase-price]')).toContainText('0.99');
  // The mobile bill is chosen first; the PIN goes out by SMS (the demo mailbox of the account).
  await expect(confirm.getByRole('radio', { name: /Mobile phone bill/ })).toBeChecked();
  await confirm.getByRole('button', { name: /^Buy for/ }).press('Enter');

  const pinDialog = page.getByRole('dialog', { name: 'Confirm with the PIN' });
  await expect(pinDialog).toBeVisible({ timeout: 15_000 });
  const pinInput = pinDialog.getByRole('textbox', { name: 'PIN' });
  await expect(pinInput).toBeFocused();
  const sms = await request.get(`/hosted/mailbox/latest.json?email=${encodeURIComponent(account.email)}`);
  const pin = /PIN (\d{6})/.exec(((await sms.json()) as { subject: string }).subject)?.[1] ?? '';
  expect(pin).toMatch(/^\d{6}$/);
  // A wrong PIN first: it is counted and the dialog stays to be corrected.
  await pinInput.fill(pin === '000000' ? '111111' : '000000');
  await pinInput.press('Enter');
  await expect(pinDialog).toContainText('Tries left: 4.');
  await pinInput.fill(pin);
  await pinInput.press('Enter');

  const purchased = page.getByRole('dialog', { name: 'Thank you for your purchase' });
  await expect(purchased).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(purchased).toBeHidden();
  await expect(page.locator('[data-owned]')).toHaveText('In your wallet');

  // It plays in full now.
  const answer = songAnswer(page);
  await page.getByRole('button', { name: /^Play/ }).first().click();
  expect(await (await answer).json()).toMatchObject({ isPreview: false, isWalletItem: true });

  await page.goto('/wallet');
  await expect(page.locator('[data-wallet-list]')).toContainText('Prelude in Ice');

  await page.goto('/myPurchases');
  const receipt = page.locator('[data-purchases] li').first();
  await expect(receipt).toContainText('Prelude in Ice');
  await receipt.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(receipt).toContainText('Mobile phone bill');
  await expect(receipt.locator('dl')).toContainText(/pay_/);
});

test('ar: buy a shop product by card → purchased popup, owned, and in /ar/myPurchases', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('Shopper');
  await page.goto('/ar/user/register');
  await submitHostedRegister(page, account);
  await expectSignedInAs(page, account.name);

  await page.goto(`/ar${await itemUrl(request, 'Tote bag', 'product')}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const buy = page.locator('[data-buy]');
  await buy.focus();
  await page.keyboard.press('Enter');
  const confirm = page.locator('dialog[open]:has([data-confirm-purchase])');
  await expect(confirm).toBeVisible();
  // The card: the second choice of the radio group, reached with the arrow keys.
  const mobile = confirm.getByRole('radio').first();
  await mobile.focus();
  await page.keyboard.press('ArrowDown');
  await expect(confirm.getByRole('radio').nth(1)).toBeChecked();
  await confirm.locator('button[type="submit"]').press('Enter');

  await expect(page).toHaveURL(/\/hosted\/checkout\//, { timeout: 15_000 });
  await page.locator('#number').fill('4242 4242 4242 4242');
  await page.locator('#expiry').fill('12/34');
  await page.locator('#cvc').fill('123');
  await page.locator('#cvc').press('Enter');

  // Back on the product page: the purchase return opens the purchased popup and leaves the address clean.
  const purchased = page.locator('dialog[open]:has([data-purchased])');
  await expect(purchased).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(purchased).toBeHidden();
  await expect(page).not.toHaveURL(/purchaseType=/);
  await expect(page.locator('[data-owned]')).toBeVisible();

  await page.goto('/ar/myPurchases');
  const receipt = page.locator('[data-purchases] li').first();
  await expect(receipt).toContainText('حقيبة قماشية');
  await receipt.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(receipt.locator('dl')).toContainText('بطاقة');
});

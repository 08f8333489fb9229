import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newAccount, submitHostedRegister } from './session-helpers.ts';

/** Issue 16: /MyPaymentMethods on the real card endpoints and the sandbox's add-card session; en and ar. */

const VISA = '4242424242424242';
const MASTERCARD = '5555555555554444';
const INSUFFICIENT = '4000000000009995';

async function addCardThroughSandbox(page: Page, prefix: string, number: string) {
  await page.locator('[data-add-card]').click();
  await expect(page).toHaveURL(/\/hosted\/checkout\//, { timeout: 15_000 });
  await page.locator('#number').fill(number);
  await page.locator('#expiry').fill('12/34');
  await page.locator('#cvc').fill('123');
  await page.locator('#cvc').press('Enter');
  // Back on the page, the purchase-return parameters handled and gone from the address.
  await expect(page).toHaveURL(new RegExp(`${prefix}/MyPaymentMethods$`), { timeout: 20_000 });
}

for (const { lang, prefix, added, insufficient, last4 } of [
  {
    lang: 'en',
    prefix: '',
    added: 'Your card was added.',
    insufficient: 'The card was refused for insufficient funds. Try another card.',
    last4: ['4242', '4444'],
  },
  {
    lang: 'ar',
    prefix: '/ar',
    added: 'تمت إضافة بطاقتك.',
    insufficient: 'رُفضت البطاقة لعدم كفاية الرصيد. جرّب بطاقة أخرى.',
    last4: ['٤٢٤٢', '٤٤٤٤'],
  },
]) {
  test(`${lang}: visitor → login → add a card through the sandbox, see it, make another default, delete one`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Role user only: a visitor is sent to the login (here: register a new account) and comes back.
    await page.goto(`${prefix}/MyPaymentMethods`);
    await expect(page).toHaveURL(/\/hosted\/login\?/, { timeout: 15_000 });
    await page.locator('a[href*="/hosted/register"]').click();
    await submitHostedRegister(page, newAccount('Cards'));
    await expect(page).toHaveURL(new RegExp(`${prefix}/MyPaymentMethods$`), { timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('[data-empty]')).toBeVisible({ timeout: 15_000 });

    await addCardThroughSandbox(page, prefix, VISA);
    await expect(page.locator('[data-card-return="added"]')).toContainText(added);
    const cards = page.locator('[data-card-list] > li');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`VISA`);
    await expect(cards.first()).toContainText(last4[0] as string);
    // The first card stored is the default.
    await expect(cards.first()).toHaveAttribute('data-default', 'true');

    // A refused card comes back with its own text, and nothing is stored.
    await addCardThroughSandbox(page, prefix, INSUFFICIENT);
    await expect(page.getByRole('alert').filter({ hasText: insufficient })).toBeVisible();
    await expect(cards).toHaveCount(1);

    await addCardThroughSandbox(page, prefix, MASTERCARD);
    await expect(cards).toHaveCount(2);
    const second = page.locator('[data-card-list] > li', { hasText: 'MASTERCARD' });
    await expect(second).toContainText(last4[1] as string);
    await expect(second).not.toHaveAttribute('data-default');

    // Make it the default by keyboard: it moves to the top, marked.
    await second.locator('[data-make-default]').focus();
    await page.keyboard.press('Enter');
    await expect(cards.first()).toContainText('MASTERCARD');
    await expect(cards.first()).toHaveAttribute('data-default', 'true');
    await expect(page.locator('[data-default-badge]')).toHaveCount(1);

    // Delete the Visa: asked once more in place, then gone (also after a reload).
    const visa = page.locator('[data-card-list] > li', { hasText: 'VISA' });
    await visa.getByRole('button').last().click();
    // Focus moved to the red confirmation: Enter deletes.
    await expect(visa.getByRole('button').nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(1);
    await page.reload();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('MASTERCARD');
  });
}

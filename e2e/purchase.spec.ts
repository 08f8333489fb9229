import { expect, test } from './fixtures.ts';
import { itemUrl, songAnswer } from './player-helpers.ts';
import { signUpOverHttp } from './session-helpers.ts';
import { CARDS } from './subscribe-helpers.ts';
import { payAtCheckout } from './voucher-helpers.ts';

/**
 * Issue 17 journeys (one-time purchase), in English and in Arabic: a track bought with the PIN sent by SMS (the
 * demo mailbox), then played in full, in the wallet and in the order history; a shop product (/mp) bought by
 * card, owned, and its receipt in the order history; a shop order whose card payment settles later stays a pending
 * order. Every step of the first two is done from the keyboard.
 */

const LANGS = [
  {
    lang: 'en',
    prefix: '',
    buy: /Buy for .*0[.,]99/,
    single: 'Confirm single purchase',
    mobile: /Mobile phone bill/,
    pinDialog: 'Confirm with the PIN',
    pin: 'PIN',
    thanks: 'Thank you for your purchase',
    owned: 'In your wallet',
    play: /^Play/,
    bill: 'Mobile phone bill',
    card: 'Card',
    pending: 'Payment pending',
    settling: 'Your payment for this is still being processed',
  },
  {
    lang: 'ar',
    prefix: '/ar',
    buy: /اشترِ مقابل .*[٠0][.,٫][٩9]{2}/,
    single: 'تأكيد شراء عنصر واحد',
    mobile: /فاتورة الهاتف المحمول/,
    pinDialog: 'التأكيد برمز PIN',
    pin: 'رمز PIN',
    thanks: 'شكرًا لشرائك',
    owned: 'في محفظتك',
    play: /^تشغيل/,
    bill: 'فاتورة الهاتف المحمول',
    card: 'بطاقة',
    pending: 'الدفع قيد الانتظار',
    settling: 'لا تزال دفعتك لهذا قيد المعالجة',
  },
] as const;

for (const t of LANGS) {
  test(`${t.lang}: buy a single track with PIN → plays in full, in the wallet and in /myPurchases`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await signUpOverHttp(page, 'Buyer', t.prefix);

    const trackUrl = await itemUrl(request, 'Prelude in Ice', 'track');
    const trackId = /\/(\d+)$/.exec(trackUrl)?.[1] ?? '';
    await page.goto(`${t.prefix}${trackUrl}`);
    if (t.prefix) await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const buy = page.locator('[data-buy]');
    await expect(buy).toHaveText(t.buy);
    await buy.focus();
    await page.keyboard.press('Enter');

    const confirm = page.getByRole('dialog', { name: t.single });
    await expect(confirm).toBeVisible();
    await expect(confirm.locator('[data-purchase-price]')).toContainText(/0[.,]99|٠[٫,]٩٩/);
    // The mobile bill is chosen first; the PIN goes out by SMS (the demo mailbox of the account).
    await expect(confirm.getByRole('radio', { name: t.mobile })).toBeChecked();
    await confirm.locator('button[type="submit"]').press('Enter');

    const pinDialog = page.getByRole('dialog', { name: t.pinDialog });
    await expect(pinDialog).toBeVisible({ timeout: 15_000 });
    const pinInput = pinDialog.getByRole('textbox', { name: t.pin });
    await expect(pinInput).toBeFocused();
    const sms = await request.get(`/hosted/mailbox/latest.json?email=${encodeURIComponent(account.email)}`);
    const pin = /PIN (\d{6})/.exec(((await sms.json()) as { subject: string }).subject)?.[1] ?? '';
    expect(pin).toMatch(/^\d{6}$/);
    // A wrong PIN first: it is counted and the dialog stays to be corrected.
    await pinInput.fill(pin === '000000' ? '111111' : '000000');
    await pinInput.press('Enter');
    await expect(pinDialog).toContainText(/[4٤]\./);
    await pinInput.fill(pin);
    await pinInput.press('Enter');

    const purchased = page.getByRole('dialog', { name: t.thanks });
    await expect(purchased).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(purchased).toBeHidden();
    await expect(page.locator('[data-owned]')).toHaveText(t.owned);

    // It plays in full now.
    const answer = songAnswer(page);
    await page.getByRole('button', { name: t.play }).first().click();
    expect(await (await answer).json()).toMatchObject({ isPreview: false, isWalletItem: true });

    await page.goto(`${t.prefix}/wallet`);
    await expect(page.locator(`[data-wallet-list] [data-wallet-item="${trackId}"]`)).toBeVisible();

    await page.goto(`${t.prefix}/myPurchases`);
    const receipt = page.locator('[data-purchases] li').first();
    await expect(receipt).toHaveAttribute('data-receipt', trackId);
    await receipt.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(receipt).toContainText(t.bill);
    await expect(receipt.locator('dl')).toContainText(/pay_/);
  });

  test(`${t.lang}: buy a shop product by card → purchased popup, owned, and in /myPurchases`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signUpOverHttp(page, 'Shopper', t.prefix);

    const productUrl = await itemUrl(request, 'Tote bag', 'product');
    expect(productUrl).toMatch(/^\/mp\//);
    const productId = /\/(\d+)$/.exec(productUrl)?.[1] ?? '';
    await page.goto(`${t.prefix}${productUrl}`);
    if (t.prefix) await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
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
    await expect(page.locator('[data-owned]')).toHaveText(t.owned);

    await page.goto(`${t.prefix}/myPurchases`);
    const receipt = page.locator('[data-purchases] li').first();
    await expect(receipt).toHaveAttribute('data-receipt', productId);
    await expect(receipt).toContainText(t.lang === 'ar' ? 'حقيبة قماشية' : 'Tote bag');
    await receipt.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(receipt.locator('dl')).toContainText(t.card);
    await expect(receipt.locator('[data-order-status]')).toHaveAttribute('data-order-status', 'PAID');
  });

  test(`${t.lang}: a shop order paid by a card that settles later → pending feedback, not sold again, in /myPurchases as pending`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signUpOverHttp(page, 'Waiter', t.prefix);

    const productUrl = await itemUrl(request, 'Pocket Buds', 'product');
    const productId = /\/(\d+)$/.exec(productUrl)?.[1] ?? '';
    await page.goto(`${t.prefix}${productUrl}`);
    await page.locator('[data-buy]').click();
    const confirm = page.locator('dialog[open]:has([data-confirm-purchase])');
    await confirm.getByRole('radio').nth(1).check();
    await confirm.locator('button[type="submit"]').click();
    await payAtCheckout(page, CARDS.pending);

    // The purchase return (status 202): the pending feedback, and the product is not owned yet.
    const pending = page.locator('dialog[open]:has([data-feedback-code="6"])');
    await expect(pending).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-owned]')).toHaveCount(0);
    // Buying it again meanwhile is refused (it would charge twice), with the reason.
    await page.locator('[data-buy]').click();
    await expect(confirm).toBeVisible();
    await confirm.getByRole('radio').nth(1).check();
    await confirm.locator('button[type="submit"]').click();
    await expect(confirm.getByRole('alert')).toContainText(t.settling);
    await page.keyboard.press('Escape');

    await page.goto(`${t.prefix}/myPurchases`);
    const receipt = page.locator(`[data-purchases] li[data-receipt="${productId}"]`);
    await expect(receipt.locator('[data-order-status]')).toHaveAttribute('data-order-status', 'PENDING');
    await expect(receipt.locator('summary')).toContainText(t.pending);
  });
}

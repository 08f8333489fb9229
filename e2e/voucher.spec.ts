import { expect, test } from './fixtures.ts';
import { newAccount, signUpOverHttp, submitHostedRegister } from './session-helpers.ts';
import { CARDS } from './subscribe-helpers.ts';
import {
  addToCart,
  cartLine,
  codesIn,
  findVoucher,
  mailBodies,
  payAtCheckout,
  voucherCatalogue,
} from './voucher-helpers.ts';

/**
 * Issue 17 journeys (vouchers): a cart of a plan voucher and a merchant voucher, filled as a visitor, bounded
 * quantities, paid at the sandbox checkout after logging in; the codes arrive in the demo mailbox; the plan
 * code is redeemed on /subscription and another code is sent again. In Arabic: the cart at its maximum with
 * the bound hint, and a merchant code redeemed, then refused as already used; and the whole flow again (codes
 * in an Arabic mail, a plan code redeemed on /ar/subscription, another code sent again).
 */

test('en: fill a cart as a visitor, log in at checkout, pay, get the codes, redeem a plan code, resend one', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const plan = await findVoucher(request, 'subscription');
  const sushi = await findVoucher(request, { name: 'Sushi −20 %' });
  // A visitor fills the cart: two of the plan voucher, one of the merchant's.
  await addToCart(page, plan.clickUrl, 1);
  await addToCart(page, sushi.clickUrl);
  await expect(page.locator('[data-cart-entry]')).toHaveAttribute('data-cart-entry', '3');
  await page.locator('[data-cart-entry]').click();
  await expect(page).toHaveURL(/\/myCart$/);

  // Quantities stay within 1..10, with the hint at each bound.
  const line = cartLine(page, sushi.id);
  const quantity = line.getByRole('spinbutton');
  await quantity.focus();
  await page.keyboard.press('End');
  await expect(quantity).toHaveValue('10');
  await page.keyboard.press('ArrowUp');
  await expect(quantity).toHaveValue('10');
  await expect(line.locator('[data-bound-hint]')).toHaveText('At most 10 of each voucher.');
  await page.keyboard.press('Home');
  await line.getByRole('button', { name: 'One less' }).click();
  await expect(quantity).toHaveValue('1');
  await expect(line.locator('[data-bound-hint]')).toContainText('At least one.');
  await line.getByRole('button', { name: 'One more' }).click();
  await expect(quantity).toHaveValue('2');
  const planQuantity = cartLine(page, plan.id).getByRole('spinbutton');
  await planQuantity.fill('1');
  await planQuantity.press('Enter');
  await expect(planQuantity).toHaveValue('1');
  const total = (plan.price + 2 * sushi.price).toFixed(2);
  await expect(page.locator('[data-cart-total]')).toContainText(total);

  // Checkout as a visitor: the login dialog; a new account is registered and the cart waits for it.
  await page.locator('[data-checkout]').click();
  const login = page.getByRole('dialog');
  await login.locator('a[href*="/user/login"]').click();
  await expect(page).toHaveURL(/\/hosted\/login\?/, { timeout: 15_000 });
  await page.locator('a[href*="/hosted/register"]').click();
  const account = newAccount('Voucher');
  await submitHostedRegister(page, account);
  await expect(page).toHaveURL(/\/myCart/, { timeout: 20_000 });
  await expect(cartLine(page, sushi.id).getByRole('spinbutton')).toHaveValue('2', { timeout: 15_000 });

  await page.locator('[data-checkout]').click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your vouchers' });
  await expect(confirm.locator('[data-purchase-total]')).toContainText(total);
  await confirm.getByRole('button', { name: /^Pay .* by card$/ }).click();
  await payAtCheckout(page, CARDS.success);

  const feedback = page.locator('dialog[open]:has([data-voucher-feedback="1"])');
  await expect(feedback).toContainText('Your vouchers are on their way: check your mailbox.', {
    timeout: 20_000,
  });
  await expect(page).not.toHaveURL(/purchaseType=/);
  await feedback.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-empty]')).toContainText('Your cart is empty');
  await expect(page.locator('[data-cart-entry]')).toHaveCount(0);

  const [orderMail] = await mailBodies(page, account.email);
  const codes = codesIn(orderMail ?? '');
  expect(codes).toHaveLength(3);
  const planCode = codes.find((c) => c.title === plan.name)?.code ?? '';
  expect(planCode).toMatch(/^[0-9A-Z-]{19}$/);

  // The plan code on /subscription, typed in lower case without dashes.
  const planName = plan.grantsSubscriptionType?.name ?? '';
  await page.goto('/subscription');
  await page.locator('[data-redeem-action="subscription"]').click();
  const redeem = page.getByRole('dialog', { name: 'Redeem a code' });
  await expect(redeem.getByRole('textbox', { name: 'Voucher code' })).toBeFocused();
  await page.keyboard.type(planCode.replaceAll('-', ' ').toLowerCase());
  await redeem.getByRole('combobox', { name: 'Plan' }).selectOption({ label: planName });
  await redeem.getByRole('button', { name: 'Redeem' }).click();
  const redeemed = page.locator('dialog[open]:has([data-redeem-feedback="1"])');
  await expect(redeemed).toContainText(`${planName} is active on your account until`, { timeout: 15_000 });
  await redeemed.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-my-subscriptions]')).toContainText(planName);

  // My vouchers: the plan code used, the merchant codes ready; one is sent again.
  await page.goto('/myPurchases');
  const mine = page.locator('[data-my-vouchers] > li');
  await expect(mine).toHaveCount(3);
  await expect(page.locator('[data-my-vouchers] [data-status="REDEEMED"]')).toContainText(plan.name);
  const ready = page.locator('[data-my-vouchers] [data-status="ISSUED"]').first();
  await ready.locator('[data-resend]').click();
  const resend = page.getByRole('dialog', { name: 'Send the code again' });
  await resend.getByRole('button', { name: 'Send' }).click();
  await expect(resend.locator('[data-resent]')).toHaveText(/^Sent to .+@demo\.example\.$/);
  await resend.getByRole('button', { name: 'OK' }).click();
  const mails = await mailBodies(page, account.email);
  expect(mails).toHaveLength(2);
  // The newest mail holds one code again: one of the merchant's two.
  const sushiCodes = codes.filter((c) => c.title === sushi.name).map((c) => c.code);
  expect(sushiCodes).toHaveLength(2);
  const again = codesIn(mails[0] ?? '');
  expect(again).toHaveLength(1);
  expect(sushiCodes).toContain(again[0]?.code);
});

test('ar: the cart in rtl at its maximum with the bound hint; a merchant code redeemed, then already used', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const sushi = await findVoucher(request, { name: 'Sushi −20 %' });
  const account = await signUpOverHttp(page, 'Qasima', '/ar');

  await addToCart(page, `/ar${sushi.clickUrl}`);
  await page.goto('/ar/myCart');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const line = cartLine(page, sushi.id);
  const quantity = line.getByRole('spinbutton');
  await quantity.focus();
  await page.keyboard.press('End');
  // Arabic-Indic digits, and the hint at the maximum.
  await expect(quantity).toHaveValue('١٠');
  await expect(quantity).toHaveAttribute('aria-valuenow', '10');
  await expect(line.locator('[data-bound-hint]')).toHaveText('١٠ كحد أقصى من كل قسيمة.');
  await line.getByRole('button', { name: 'واحدة أكثر' }).click();
  await expect(quantity).toHaveAttribute('aria-valuenow', '10');
  await quantity.press('Home');
  await expect(quantity).toHaveAttribute('aria-valuenow', '1');

  await page.locator('[data-checkout]').click();
  const confirm = page.locator('dialog[open]:has([data-voucher-purchase])');
  await confirm.locator('button[type="submit"]').click();
  await payAtCheckout(page, CARDS.success);
  const feedback = page.locator('dialog[open]:has([data-voucher-feedback="1"])');
  await expect(feedback).toContainText('قسائمك في الطريق إليك', { timeout: 20_000 });
  await feedback.locator('button').last().click();

  const [mail] = await mailBodies(page, account.email);
  const code = codesIn(mail ?? '')[0]?.code ?? '';
  expect(code).toMatch(/^[0-9A-Z-]{19}$/);

  await page.goto('/ar/myPurchases');
  await expect(page.locator('[data-my-vouchers] [data-status="ISSUED"]')).toHaveCount(1);
  const redeemCode = async () => {
    await page.locator('[data-redeem-action="voucher"]').click();
    const redeem = page.locator('dialog[open]:has([data-redeem="voucher"])');
    await redeem.getByRole('textbox').fill(code);
    await redeem.locator('button[type="submit"]').click();
  };
  await redeemCode();
  const redeemed = page.locator('dialog[open]:has([data-redeem-feedback="1"])');
  await expect(redeemed).toContainText('تم استخدام الرمز الآن', { timeout: 15_000 });
  await redeemed.locator('button').last().click();
  await expect(page.locator('[data-my-vouchers] [data-status="REDEEMED"]')).toHaveCount(1);

  await redeemCode();
  const used = page.locator('dialog[open]:has([data-redeem-feedback="3"])');
  await expect(used).toContainText('استُخدم هذا الرمز من قبل.', { timeout: 15_000 });
  await expect(used.getByRole('heading')).toHaveText('مستخدم مسبقًا');
});

test('ar: a cart of a plan voucher and a merchant voucher → pay → codes in the mailbox → the plan code on a subscription → another sent again', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const plan = await findVoucher(request, 'subscription', 'ar');
  const sushiId = (await findVoucher(request, { name: 'Sushi −20 %' })).id;
  const merchant = (await voucherCatalogue(request, 'ar')).items.find((item) => item.id === sushiId);
  expect(merchant).toBeTruthy();
  const account = await signUpOverHttp(page, 'Rania', '/ar');

  await addToCart(page, `/ar${plan.clickUrl}`);
  await addToCart(page, `/ar${merchant?.clickUrl}`, 1);
  await page.goto('/ar/myCart');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(cartLine(page, sushiId).getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '2');
  await page.locator('[data-checkout]').click();
  const confirm = page.locator('dialog[open]:has([data-voucher-purchase])');
  await confirm.locator('button[type="submit"]').click();
  await payAtCheckout(page, CARDS.success);
  const feedback = page.locator('dialog[open]:has([data-voucher-feedback="1"])');
  await expect(feedback).toContainText('قسائمك في الطريق إليك', { timeout: 20_000 });
  await feedback.locator('button').last().click();

  // The mail is in Arabic: each code under its voucher's Arabic name.
  const [orderMail] = await mailBodies(page, account.email);
  const codes = codesIn(orderMail ?? '');
  expect(codes).toHaveLength(3);
  const planCode = codes.find((c) => c.title === plan.name)?.code ?? '';
  expect(planCode).toMatch(/^[0-9A-Z-]{19}$/);
  expect(codes.filter((c) => c.title === merchant?.name)).toHaveLength(2);

  // The plan code on /ar/subscription, by keyboard.
  await page.goto('/ar/subscription');
  await page.locator('[data-redeem-action="subscription"]').click();
  const redeem = page.locator('dialog[open]:has([data-redeem="subscription"])');
  await expect(redeem.getByRole('textbox')).toBeFocused();
  await page.keyboard.type(planCode);
  await redeem.locator('select').selectOption(String(plan.grantsSubscriptionType?.id));
  await redeem.locator('button[type="submit"]').press('Enter');
  const redeemed = page.locator('dialog[open]:has([data-redeem-feedback="1"])');
  await expect(redeemed).toBeVisible({ timeout: 15_000 });
  await redeemed.locator('button').last().click();
  await expect(page.locator('[data-my-subscriptions]')).toContainText(
    plan.grantsSubscriptionType?.name ?? '',
  );

  // /ar/myPurchases: the plan code used, a merchant code sent again to the mailbox.
  await page.goto('/ar/myPurchases');
  await expect(page.locator('[data-my-vouchers] > li')).toHaveCount(3);
  await expect(page.locator('[data-my-vouchers] [data-status="REDEEMED"]')).toHaveCount(1);
  await page.locator('[data-my-vouchers] [data-status="ISSUED"]').first().locator('[data-resend]').click();
  const resend = page.locator('dialog[open]:has([data-resend-voucher])');
  await resend.locator('button').last().click();
  await expect(resend.locator('[data-resent]')).toContainText('@demo.example');
  await resend.locator('button').last().click();
  const mails = await mailBodies(page, account.email);
  expect(mails).toHaveLength(2);
  const again = codesIn(mails[0] ?? '');
  expect(again).toHaveLength(1);
  expect(codes.filter((c) => c.title === merchant?.name).map((c) => c.code)).toContain(again[0]?.code);
});

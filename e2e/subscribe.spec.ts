import { expect, test } from './fixtures.ts';
import {
  expectPlaying,
  FREE,
  fullPlayer,
  GOLDEN_HOUR,
  itemUrl,
  logIn,
  nowTitle,
  openFullPlayer,
  songAnswer,
} from './player-helpers.ts';
import {
  chooseFromProfileMenu,
  expectSignedInAs,
  newAccount,
  submitHostedRegister,
} from './session-helpers.ts';
import {
  CARDS,
  chooseAsVisitorAndRegister,
  payWithCard,
  planAction,
  premiumMonthlyPlanId,
  trialPlanId,
  weeklyPlanId,
} from './subscribe-helpers.ts';

/** Issue 16 journeys: subscribe through the sandbox checkout, its outcomes, cancel; en and ar. */

for (const { lang, prefix, purchased, active, canceled } of [
  {
    lang: 'en',
    prefix: '',
    purchased: 'Thank you for your purchase',
    active: /Renews on/,
    canceled: 'Your subscription is canceled.',
  },
  { lang: 'ar', prefix: '/ar', purchased: 'شكرًا لشرائك', active: /يتجدد في/, canceled: 'تم إلغاء اشتراكك.' },
]) {
  test(`${lang}: visitor → plan → login → sandbox card → active subscription, content plays in full; cancel shows the snackbar`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const planId = await weeklyPlanId(request);
    const { confirm } = await chooseAsVisitorAndRegister(page, prefix, planId);
    await payWithCard(page, confirm, CARDS.success);
    // Back on the subscription page: the purchase-return parameters open the purchased popup, then leave.
    await expect(page.getByRole('dialog', { name: purchased })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`${prefix}/subscription$`));
    await page.getByRole('dialog', { name: purchased }).getByRole('button').last().click();
    const activeList = page.locator('[data-my-subscriptions] [data-list="active"]');
    await expect(activeList.locator(`[data-state="ACTIVE"]`)).toHaveCount(1);
    await expect(activeList).toContainText(active);
    // The plan is now the user's: no subscribe button on it.
    await expect(planAction(page, planId)).toHaveCount(0);

    // Content plays in full now.
    const album = await itemUrl(request, 'Golden Hour', 'album');
    await page.goto(`${prefix}${album}`);
    const answer = songAnswer(page);
    await page.locator('button[aria-label*="Sun on the Stairs"]').first().click();
    expect(await (await answer).json()).toMatchObject({ isPreview: false });
    expect(GOLDEN_HOUR[0]).toBe('Sun on the Stairs');

    // Cancel: the dialog, then commerce §8's success snackbar; the subscription moves to the canceled list.
    await page.goto(`${prefix}/subscription`);
    await page.locator('[data-cancel]').click();
    await page.locator('[data-confirm-cancel]').click();
    await expect(page.getByRole('status').filter({ hasText: canceled })).toBeVisible();
    await expect(page.locator('[data-my-subscriptions] [data-list="canceled"] li')).toHaveCount(1);
    await expect(page.locator('[data-my-subscriptions] [data-list="active"]')).toHaveCount(0);
  });

  test(`${lang}: the insufficient-funds card comes back to the insufficient-funds dialog with code 38190`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const planId = await weeklyPlanId(request);
    const { confirm } = await chooseAsVisitorAndRegister(page, prefix, planId);
    await payWithCard(page, confirm, CARDS.insufficient);
    const dialog = page.locator('dialog[open]:has([data-feedback-code="2"])');
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.locator('[data-error-code]')).toContainText(lang === 'ar' ? '٣٨١٩٠' : '38190');
    await expect(page).toHaveURL(new RegExp(`${prefix}/subscription$`));
    // Keyboard: Escape closes it, and nothing was subscribed.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-my-subscriptions]')).toHaveCount(0);
  });
}

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
  test.setTimeout(60_000);
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

for (const { card, code, name } of [
  {
    card: CARDS.pending,
    code: '6',
    name: 'pending card → the pending dialog; the subscription waits in the pending list',
  },
  {
    card: CARDS.declined,
    code: '5',
    name: 'declined card → the known-error dialog with its text and code 38000',
  },
]) {
  test(name, async ({ page, request }) => {
    test.setTimeout(90_000);
    const planId = await weeklyPlanId(request);
    const { confirm } = await chooseAsVisitorAndRegister(page, '', planId);
    await payWithCard(page, confirm, card);
    const dialog = page.locator(`dialog[open]:has([data-feedback-code="${code}"])`);
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    if (code === '5') {
      await expect(dialog).toContainText('The card was declined.');
      await expect(dialog.locator('[data-error-code]')).toHaveText('Error code: 38000');
    }
    await dialog.getByRole('button', { name: 'OK' }).click();
    if (code === '6') await expect(page.locator('[data-list="pending"] li')).toHaveCount(1);
    else await expect(page.locator('[data-my-subscriptions]')).toHaveCount(0);
  });
}

test('free trial once: the trial starts without payment, and after a cancel the plan offers no second trial', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const planId = await trialPlanId(request);
  const { confirm } = await chooseAsVisitorAndRegister(page, '', planId);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await planAction(page, planId).click();
  const trial = page.getByRole('dialog', { name: 'Start your free trial' });
  await trial.locator('[data-start-trial]').click();
  const done = page.locator('dialog[open]:has([data-feedback-code="1"])');
  await expect(done).toBeVisible({ timeout: 15_000 });
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-list="active"] li')).toHaveCount(1);
  await page.locator('[data-cancel]').click();
  await page.locator('[data-confirm-cancel]').click();
  await expect(page.locator('[data-list="canceled"] li')).toHaveCount(1);
  await expect(planAction(page, planId)).toHaveAttribute('data-plan-action', 'subscribe');
});

test('upgrade then downgrade within the group: level 0 offers Upgrade, level 1 offers Downgrade, each through the checkout', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const weekly = await weeklyPlanId(request);
  const premium = await premiumMonthlyPlanId(request);
  const { confirm } = await chooseAsVisitorAndRegister(page, '', weekly);
  await payWithCard(page, confirm, CARDS.success);
  const purchased = page.getByRole('dialog', { name: 'Thank you for your purchase' });
  await expect(purchased).toBeVisible({ timeout: 20_000 });
  await purchased.getByRole('button').last().click();
  // Commerce §4: the current level is order 0, so the group's other plans offer an upgrade.
  await expect(planAction(page, premium)).toHaveAttribute('data-plan-action', 'upgrade');
  await planAction(page, premium).click();
  const up = page.getByRole('dialog', { name: 'Upgrade your subscription' });
  await payWithCard(page, up, CARDS.success);
  await expect(purchased).toBeVisible({ timeout: 20_000 });
  await purchased.getByRole('button').last().click();
  await expect(page.locator('[data-list="active"] li')).toHaveCount(1);
  // Now on the last level: the way back is a downgrade.
  await expect(planAction(page, weekly)).toHaveAttribute('data-plan-action', 'downgrade');
  await planAction(page, weekly).click();
  const down = page.getByRole('dialog', { name: 'Downgrade your subscription' });
  await payWithCard(page, down, CARDS.success);
  await expect(purchased).toBeVisible({ timeout: 20_000 });
  await purchased.getByRole('button').last().click();
  await expect(planAction(page, premium)).toHaveAttribute('data-plan-action', 'upgrade');
});

test('the preview that led to the checkout plays in full from the purchased popup', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const weekly = await weeklyPlanId(request);
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await page.goto('/');
  await chooseFromProfileMenu(page, 'Register');
  const account = newAccount('Listener');
  await submitHostedRegister(page, account);
  await expectSignedInAs(page, account.name);
  await page.goto(album);
  await page.getByRole('button', { name: `Play ${GOLDEN_HOUR[1]}` }).click();
  await expectPlaying(page);
  await openFullPlayer(page);
  await fullPlayer(page).getByRole('slider', { name: 'Seek' }).press('End');
  const prompt = page.getByRole('dialog', { name: 'The preview has ended' });
  await expect(prompt).toBeVisible({ timeout: 10_000 });
  await prompt.getByRole('button', { name: 'Subscribe' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a plan' })
    .locator(`button[data-choose="${weekly}"]`)
    .click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your subscription' });
  await payWithCard(page, confirm, CARDS.success);
  // Back on the album page: the purchased popup offers the track the preview was of.
  const purchased = page.getByRole('dialog', { name: 'Thank you for your purchase' });
  await expect(purchased).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`${album}$`));
  await expect(purchased).toContainText(`${GOLDEN_HOUR[1]} can now play in full.`);
  const answer = songAnswer(page);
  await purchased.getByRole('button', { name: 'Play now' }).click();
  expect(await (await answer).json()).toMatchObject({ isPreview: false });
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[1] as string);
});

test('3-D challenge card: the bank’s code (from the demo mailbox) completes the payment', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const planId = await weeklyPlanId(request);
  const { confirm, account } = await chooseAsVisitorAndRegister(page, '', planId);
  await payWithCard(page, confirm, CARDS.challenge);
  await expect(page.locator('#code')).toBeVisible({ timeout: 15_000 });
  const mail = await request.get(`/hosted/mailbox/latest.json?email=${encodeURIComponent(account.email)}`);
  const code = /(\d{4,8})/.exec(((await mail.json()) as { subject: string }).subject)?.[1] ?? '';
  await page.locator('#code').fill(code);
  await page.locator('#code').press('Enter');
  await expect(page.getByRole('dialog', { name: 'Thank you for your purchase' })).toBeVisible({
    timeout: 20_000,
  });
});

test('mobile operator: number, PIN from the SMS (demo mailbox), then the subscription is active', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const planId = await weeklyPlanId(request);
  const { confirm } = await chooseAsVisitorAndRegister(page, '', planId);
  await confirm.getByRole('radio', { name: 'Mobile phone bill' }).check();
  await confirm.getByRole('checkbox').check();
  await confirm.locator('[data-confirm-subscribe]').click();
  const flow = page.getByRole('dialog', { name: 'Pay with your mobile operator' });
  const msisdn = `+4070${String(Date.now()).slice(-7)}`;
  await flow.getByLabel('Mobile number').fill(msisdn);
  await flow.getByLabel('Mobile number').press('Enter');
  await expect(flow.locator('[data-api-flow="pin"]')).toBeVisible();
  const mail = await request.get(`/hosted/mailbox/latest.json?email=${encodeURIComponent(msisdn)}`);
  const pin = /PIN (\d{4,8})/.exec(((await mail.json()) as { subject: string }).subject)?.[1] ?? '';
  // A wrong PIN first: the dialog says so and asks again.
  await flow.getByLabel('PIN').fill(pin === '0000' ? '1111' : '0000');
  await flow.getByLabel('PIN').press('Enter');
  await expect(flow).toContainText('This PIN is not right. Try again.');
  await flow.getByLabel('PIN').fill(pin);
  await flow.getByLabel('PIN').press('Enter');
  const done = page.locator('dialog[open]:has([data-feedback-code="1"])');
  await expect(done).toBeVisible({ timeout: 15_000 });
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-list="active"] li')).toHaveCount(1);
});

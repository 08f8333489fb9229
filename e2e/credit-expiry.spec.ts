import { expect, test } from './demo-clock.ts';
import {
  CARDS,
  chooseAsVisitorAndLogIn,
  creditsPlanId,
  mySubscriptions,
  payWithCard,
} from './subscribe-helpers.ts';

/**
 * Issue 16: the credit-expiry popup (commerce §5/§9) for a user holding the demo tenant's weekly credits plan
 * (its expirationPopup: 2 days ahead, then /subscription). The portal counts the time left on the server's
 * commerce clock (GET /subscription's x-commerce-time), so the journey moves the server's demo clock to 36
 * hours before the renewal; the device clock stays as it is.
 */
const HOUR = 3_600_000;

// The popup's title and closing text are the configuration's (expirationPopup.title/message, seeded in six languages).
for (const { lang, prefix, title, text, message } of [
  {
    lang: 'en',
    prefix: '',
    title: 'Your credits run out soon',
    text: 'They expire within 2 days.',
    message: 'Pick a plan now to keep listening without a break.',
  },
  {
    lang: 'ar',
    prefix: '/ar',
    title: 'رصيدك ينفد قريبًا',
    text: 'تنتهي خلال يومين.',
    message: 'اختر باقة الآن لتواصل الاستماع دون انقطاع.',
  },
]) {
  test(`${lang}: weekly credits two days before renewal → the credit-expiry popup once, then the tenant's route`, async ({
    page,
    request,
    demoClock,
  }) => {
    test.setTimeout(120_000);
    const planId = await creditsPlanId(request);
    const { confirm } = await chooseAsVisitorAndLogIn(page, prefix, planId);
    await payWithCard(page, confirm, CARDS.success);
    const purchased = page.locator('dialog[open]:has([data-purchased])');
    await expect(purchased).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    // Just subscribed: seven days left, no popup. The list the page reads gives the renewal date.
    await page.reload();
    const { list: mine, serverNow } = await mySubscriptions(page);
    const renewal = Date.parse(mine.find((s) => s.typeId === planId)?.nextRenewalDate ?? '');
    expect(renewal, 'the credits plan renews').toBeGreaterThan(serverNow);
    await expect(page.locator('[data-my-subscriptions] [data-list="active"] li')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);

    // The server's clock to 36 hours (or a little less) before the renewal: within the 2-day threshold.
    const hours = Math.floor((renewal - serverNow) / HOUR) - 36;
    await demoClock.advance(`PT${hours}H`);
    await page.goto(`${prefix}/`);
    const popup = page.getByRole('dialog', { name: title });
    await expect(popup).toBeVisible({ timeout: 20_000 });
    await expect(popup.locator('[data-credit-expiry="days"]')).toContainText(text);
    await expect(popup.locator('[data-credit-expiry-message]')).toHaveText(message);
    // Keyboard: the button has focus; Enter closes and leads to the tenant's credit-expiration route.
    await expect(popup.locator('[data-credit-expiry-ok]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/subscription$`));
    await expect(popup).toHaveCount(0);

    // Once per period: not again on the next visit.
    await page.goto(`${prefix}/`);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForTimeout(2_000);
    await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
  });
}

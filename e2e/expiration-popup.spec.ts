import { expect, test } from './demo-clock.ts';
import { dismissFeedback } from './feedback-dialog.ts';
import {
  CARDS,
  callAsPage,
  chooseAsVisitorAndLogIn,
  payWithCard,
  weeklyPlanId,
} from './subscribe-helpers.ts';

/**
 * Issue 22, shell §2 subscription-expiration popup: a user whose subscription will end (canceled, not renewing)
 * within the tenant's threshold (demo's expirationPopup: 2 days) sees the popup once per end, with the
 * configured title and message, and closing it follows the configured route (/subscription). The journey
 * subscribes to the weekly plan, cancels it, and moves the server's demo clock to 36 hours before its end.
 */
const HOUR = 3_600_000;

interface Mine {
  id: number;
  typeId: number;
  state: string;
  endDate: string | null;
}

for (const { lang, prefix, title, text, message, heading } of [
  {
    lang: 'en',
    prefix: '',
    title: 'Your subscription is ending',
    text: /^It ends within 2 days\. Your Music Week Pass subscription is not renewed after /,
    message: 'Subscribe again before it ends to keep your music and videos.',
    heading: 'Cancel your subscription?',
  },
  {
    lang: 'ar',
    prefix: '/ar',
    title: 'اشتراكك على وشك الانتهاء',
    text: /^ينتهي خلال يومين\./,
    message: 'اشترك مجددًا قبل انتهائه لتحتفظ بموسيقاك وفيديوهاتك.',
    heading: undefined,
  },
]) {
  test(`${lang}: a canceled subscription two days before its end → the popup once, then the tenant's route`, async ({
    page,
    request,
    demoClock,
  }) => {
    test.setTimeout(150_000);
    const planId = await weeklyPlanId(request);
    const { confirm } = await chooseAsVisitorAndLogIn(page, prefix, planId);
    await payWithCard(page, confirm, CARDS.success);
    await expect(page.locator('dialog[open]:has([data-purchased])')).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await page.reload();

    // Cancel it: access continues until the end of the paid week, and no renewal follows.
    const mine = async () => {
      const answer = await callAsPage(page, '/api/subscription?inclCancelled=true', {
        headers: ['x-commerce-time'],
      });
      const list = answer.body as Mine[];
      return {
        sub: list.find((s) => s.typeId === planId),
        now: Date.parse(answer.headers['x-commerce-time'] ?? ''),
      };
    };
    const { sub } = await mine();
    const row = page.locator(`[data-list="active"] [data-subscription-id="${sub?.id}"]`);
    await row.locator('[data-cancel]').click();
    const cancel = page.locator('dialog[open]:has([data-confirm-cancel])');
    if (heading) await expect(page.getByRole('dialog', { name: heading })).toBeVisible();
    await cancel.locator('[data-confirm-cancel]').click();
    await dismissFeedback(page);
    await expect(page.locator(`[data-list="canceled"] [data-subscription-id="${sub?.id}"]`)).toBeVisible({
      timeout: 10_000,
    });
    // A week left: no popup yet.
    await page.reload();
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);

    const { sub: canceled, now } = await mine();
    expect(canceled?.state).toBe('CANCELED');
    const end = Date.parse(canceled?.endDate ?? '');
    expect(end, 'the canceled subscription has an end').toBeGreaterThan(now);
    // The server's clock to 36 hours (or a little less) before the end: within the 2-day threshold.
    await demoClock.advance(`PT${Math.floor((end - now) / HOUR) - 36}H`);
    await page.goto(`${prefix}/`);
    if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const popup = page.getByRole('dialog', { name: title });
    await expect(popup).toBeVisible({ timeout: 20_000 });
    await expect(popup.locator('[data-subscription-end="days"]')).toHaveText(text);
    await expect(popup.locator('[data-subscription-end-message]')).toHaveText(message);
    // Kept with the run's output (--output) for a look at the popup in both directions.
    await page.screenshot({ path: test.info().outputPath(`popup-${lang}.png`) });
    // Keyboard: the button has focus; Enter closes the popup and follows the configured route.
    await expect(popup.locator('[data-subscription-end-ok]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/subscription$`));
    await expect(popup).toHaveCount(0);

    // Once per end: not again after a reload, nor on the next page.
    await page.reload();
    await expect(page.locator('[data-list="canceled"]')).toBeVisible();
    await page.goto(`${prefix}/`);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForTimeout(2_000);
    await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
  });
}

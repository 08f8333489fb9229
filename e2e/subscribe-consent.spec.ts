import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CARDS, chooseAsVisitorAndLogIn, closePurchased, planAction } from './subscribe-helpers.ts';

/**
 * Issue 16's last two dialogs, en and ar, by keyboard: a double opt-in plan (its consents, the required ones
 * ticked, then an explicit "Confirm and subscribe") and a partner plan (the partner's field, refused out of
 * form, then kept and shown on /subscription), each paid in the sandbox checkout. One new account per test.
 */

interface PlanLite {
  id: number;
  doubleOptIn?: boolean;
  partner?: { name: string } | null;
}

async function consentPlans(request: APIRequestContext) {
  const res = await request.get('/api/subscription/type?lang=en', { headers: { 'x-tenant-id': 'demo' } });
  const plans = (await res.json()) as PlanLite[];
  const alerts = plans.find((p) => p.doubleOptIn)?.id;
  const partner = plans.find((p) => p.partner)?.id;
  expect(alerts && partner, 'a double opt-in plan and a partner plan').toBeTruthy();
  return { alerts: alerts as number, partner: partner as number };
}

/** Ticks a checkbox the way a keyboard user does: focus it, then Space. */
async function tick(page: Page, box: Locator) {
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

/** Presses a button by keyboard. */
async function press(page: Page, button: Locator) {
  await button.focus();
  await page.keyboard.press('Enter');
}

/** Accepts the plan's terms in the confirm dialog and goes on to the next step. */
async function confirmTerms(page: Page, confirm: Locator) {
  await tick(page, confirm.getByRole('checkbox'));
  await press(page, confirm.locator('[data-confirm-subscribe]'));
}

async function payInCheckout(page: Page) {
  await expect(page).toHaveURL(/\/hosted\/checkout\//, { timeout: 15_000 });
  await page.locator('#number').fill(CARDS.success);
  await page.locator('#expiry').fill('12/34');
  await page.locator('#cvc').fill('123');
  await page.locator('#cvc').press('Enter');
}

const T = {
  en: {
    prefix: '',
    tickAll: 'Tick every required consent to continue.',
    recurring: /renews automatically/,
    immediate: /right of withdrawal/,
    step2: 'Step 2 of 2: confirm once more',
    changed: 'The consents of this plan have changed. Read them again and confirm.',
    thanks: 'Thank you for your purchase',
    consentsGiven: /Consents given on/,
    accepted: 'Accepted:',
    declined: 'Declined:',
    invalid: 'This is not in the form the partner expects. For example SB-123456',
    label: 'StreamBox account number: SB-123456',
  },
  ar: {
    prefix: '/ar',
    tickAll: 'حدّد كل الموافقات المطلوبة للمتابعة.',
    recurring: /يتجدد تلقائيًا/,
    immediate: /حقي في الانسحاب/,
    step2: 'الخطوة 2 من 2: أكِّد مرة أخرى',
    changed: 'تغيّرت موافقات هذه الخطة. اقرأها مرة أخرى ثم أكِّد.',
    thanks: 'شكرًا لشرائك',
    consentsGiven: /الموافقات المقدَّمة في/,
    accepted: 'مقبول:',
    declined: 'مرفوض:',
    invalid: 'هذه القيمة ليست بالصيغة التي يتوقعها الشريك. مثال: SB-123456',
    label: 'رقم حساب StreamBox: SB-123456',
  },
};

for (const lang of ['en', 'ar'] as const) {
  const L = T[lang];
  test(`${lang}: double opt-in (required consents, then Confirm and subscribe) and the partner dialog (field refused out of form, then kept), by keyboard`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { alerts, partner } = await consentPlans(request);
    const { confirm } = await chooseAsVisitorAndLogIn(page, L.prefix, alerts);
    if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await confirmTerms(page, confirm);

    // Step 1: the consents; going on without the required ones is refused in place.
    const optIn = page.locator('dialog[open]:has([data-double-opt-in])');
    await expect(optIn.locator('[data-double-opt-in="consents"]')).toBeVisible();
    await press(page, optIn.locator('[data-double-opt-in-next]'));
    await expect(optIn.getByRole('alert')).toHaveText(L.tickAll);
    await tick(page, optIn.getByRole('checkbox', { name: L.recurring }));
    await tick(page, optIn.getByRole('checkbox', { name: L.immediate }));
    await press(page, optIn.locator('[data-double-opt-in-next]'));

    // Step 2: the second, explicit confirmation; its heading has the focus, two Tabs reach the button.
    await expect(optIn.getByRole('heading', { name: L.step2 })).toBeFocused();
    if (lang === 'ar') {
      // The server refuses consents of another version (the plan's texts changed meanwhile): told, asked again.
      await page.route('**/api/subscription', async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}');
        body.subscriptionConsentList[1].version = 99;
        await route.continue({ postData: JSON.stringify(body) });
      });
      await press(page, optIn.locator('[data-double-opt-in-confirm]'));
      await expect(optIn.getByRole('alert')).toHaveText(L.changed);
      await page.unroute('**/api/subscription');
      await press(page, optIn.locator('[data-double-opt-in-next]'));
      await expect(optIn.getByRole('heading', { name: L.step2 })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(optIn.locator('[data-double-opt-in-confirm]')).toBeFocused();
    await page.keyboard.press('Enter');
    await payInCheckout(page);
    await closePurchased(page, L.thanks);

    // The subscription keeps the consents given: two accepted, the optional one declined.
    const held = page.locator('[data-list="active"] li', { has: page.locator('[data-consents-given]') });
    await expect(held).toHaveCount(1);
    await press(page, held.locator('summary'));
    await expect(held.locator('summary')).toHaveText(L.consentsGiven);
    await expect(held.locator('li[data-accepted="true"]')).toHaveCount(2);
    await expect(held.locator('li[data-accepted="false"]')).toContainText(L.declined);
    await expect(held.locator('li[data-accepted="true"]').first()).toContainText(L.accepted);

    // The partner plan asks for the partner's account number; a value out of form is refused in the field.
    await press(page, planAction(page, partner));
    const partnerConfirm = page.locator(`dialog[open]:has([data-confirm-plan="${partner}"])`);
    await confirmTerms(page, partnerConfirm);
    const form = page.locator('dialog[open]:has([data-partner-form])');
    const field = form.locator('[data-partner-field="partnerAccountId"]');
    await expect(field).toBeFocused();
    await page.keyboard.type('SB-12');
    await page.keyboard.press('Enter');
    await expect(form.getByText(L.invalid)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('SB-123456');
    await page.keyboard.press('Enter');
    await payInCheckout(page);
    await closePurchased(page, L.thanks);
    await expect(page.locator('[data-list="active"] [data-partner-metadata]')).toContainText(L.label);
  });
}

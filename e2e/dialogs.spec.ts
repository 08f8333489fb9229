import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signedInState } from './api-session.ts';
import { expect, test } from './fixtures.ts';
import { DEMO_USER, profileMenuButton, submitHostedLogin } from './session-helpers.ts';

/** Commerce §2 dialogs of issue 20, each opened by its real flow: axe on the open dialog, focus back on close. */

const port = () => new URL(test.info().project.use.baseURL ?? '').port;
const acme = (path: string) => `http://acme.localhost:${port()}${path}`;
const openDialog = (page: Page) => page.locator('dialog[open]');

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('dialog[open]').setLegacyMode(true).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const { lang, prefix, leaving, cancel, dir } of [
  { lang: 'en', prefix: '/en', leaving: 'You are leaving', cancel: 'Cancel', dir: 'ltr' },
  { lang: 'ar', prefix: '/ar', leaving: 'أنت تغادر', cancel: 'إلغاء', dir: 'rtl' },
]) {
  test(`${lang}: a footer link to another site asks first (external-redirect disclaimer); cancel stays, continue goes`, async ({
    page,
  }) => {
    await page.route('https://group.acme.example/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>Acme Group</title><h1>Acme Group</h1>',
      }),
    );
    await page.goto(acme(`${prefix}/`));
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    const link = page.locator('footer a[href="https://group.acme.example/"]');
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = openDialog(page);
    await expect(dialog).toContainText(`${leaving} acme.localhost:${port()}`);
    await expect(dialog.locator('[data-external-host]')).toHaveText('group.acme.example');
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: cancel, exact: true }).click();
    await expect(openDialog(page)).toHaveCount(0);
    await expect(link).toBeFocused();
    expect(new URL(page.url()).hostname).toBe('acme.localhost');

    await link.click();
    await openDialog(page).locator('[data-external-continue]').click();
    await expect(page).toHaveURL('https://group.acme.example/');
  });
}

test('custom feedback from the settings menu: reasons, text and rating are sent; a form with nothing is refused', async ({
  page,
}) => {
  await page.goto('/');
  const settings = page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true });
  await settings.click();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send us your feedback' });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a reason or write a few words.');
  await dialog.getByLabel('The price').check();
  await dialog.getByLabel('Your message').fill('More jazz, please.');
  await expect(dialog).toContainText('18 of 1000 characters');
  await dialog.getByLabel('4 of 5').check();
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/feedback') && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    reasons: ['price'],
    message: 'More jazz, please.',
    rating: 4,
    source: 'menu',
    lang: 'en',
  });
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback.' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('ar: the mobile-network login cannot identify a line on Wi-Fi: the dialog offers the other ways in', async ({
  page,
}) => {
  await page.goto(acme('/ar/user/login'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const mobile = page.locator('[data-login-option="mobile"]');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/partner/networkLogin'));
  await mobile.click();
  expect((await answered).status()).toBe(403);
  const dialog = page.getByRole('dialog', { name: 'تعذّر علينا التعرّف على خط هاتفك المحمول' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-login-option]')).toHaveCount(2);
  await expectAxeClean(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(mobile).toBeFocused();
});

test('external logout: /external/logout ends the session and the dialog offers to sign in again', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ storageState: await signedInState(baseURL ?? '', DEMO_USER) });
  const page = await context.newPage();
  await page.goto('/external/logout');
  const dialog = page.getByRole('dialog', { name: 'You have been logged out' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.locator('[data-sign-in-again]')).toHaveAttribute('href', /\/user\/login\?redirect=/);
  expect(await page.evaluate(() => localStorage.getItem('session:demo'))).toBeNull();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Continue as a visitor' }).click();
  await expect(dialog).toHaveCount(0);
  await context.close();
});

test('materna: a plan billed by the partner operator shows its carrier-billing confirmation, then the operator flow', async ({
  browser,
}) => {
  // Node cannot resolve acme.localhost (browsers do): sign in through the hosted login in the browser.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(acme('/en/user/login'));
  await page.locator('[data-login-option="email"]').click();
  await submitHostedLogin(page, { email: 'client@acme.example', password: 'acme-demo-1' });
  await expect(profileMenuButton(page)).toContainText('Acme', { timeout: 15_000 });
  await page.goto(acme('/en/subscription'));
  const types = await page.evaluate(async () => {
    const res = await fetch('/api/subscription/type', { headers: { 'x-tenant-id': 'acme' } });
    return (await res.json()) as { id: number; attributes: { key: string; value: string }[] }[];
  });
  const plan = types.find((t) => t.attributes.some((a) => a.key === 'ment_materna'));
  expect(plan, 'a plan billed through the operator’s confirmation').toBeTruthy();
  const action = page.locator(`[data-plan-id="${plan?.id}"] [data-plan-action]`);
  await action.click();
  const confirm = openDialog(page);
  await confirm.getByRole('radio', { name: 'Mobile phone bill' }).check();
  await confirm.getByRole('checkbox').check();
  await confirm.locator('[data-confirm-subscribe]').click();
  const materna = page.getByRole('dialog', { name: 'Confirm billing by your mobile operator' });
  await expect(materna).toContainText('Acme Mobile adds');
  await expect(materna).toContainText('to your mobile bill');
  await expectAxeClean(page);
  await materna.locator('[data-materna-confirm]').click();
  await expect(page.getByRole('dialog', { name: 'Pay with your mobile operator' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(openDialog(page)).toHaveCount(0);
  await expect(action).toBeFocused();
  await context.close();
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chooseFromProfileMenu, signUpOverHttp } from './session-helpers.ts';
import { mailBodies } from './voucher-helpers.ts';

/**
 * Issue 20 journeys (parental control): a passcode and the 12+ age group hide 16+ content from the
 * search and gate a direct link until the passcode is given; a forgotten passcode is reset with the
 * code from the demo mailbox; the gate in Arabic (rtl), by keyboard.
 */

/** Demo catalogue: "Night Shift" is rated 18+, the "Night Ward" episodes 12+. */
const RESTRICTED = { title: 'Night Shift', path: '/video/details/night-shift/19' };
const ALLOWED_PATH = '/video/details/night-ward-e2/921';

const register = (page: Page, prefix: string, name: string) => signUpOverHttp(page, name, prefix);

/** On /parentalControl: on, at the 12+ age group, with a first passcode. */
async function turnOn(page: Page, prefix: string, passcode: string) {
  if (prefix === '') {
    // From the profile menu, as a person finds it.
    await chooseFromProfileMenu(page, 'Parental control');
    await expect(page).toHaveURL(/\/parentalControl$/);
  } else await page.goto(`${prefix}/parentalControl`);
  const form = page.locator('[data-parental-form]');
  await form.locator('input[name="isActive"]').check();
  await form.locator('input[type="radio"][value="20"]').check();
  await form.locator('input[name="password"]').fill(passcode);
  await form.locator('input[name="confirmPassword"]').fill(passcode);
  await form.locator('button[type="submit"]').click();
}

const searchResults = (page: Page) => page.locator('main');

test('en: 12+ hides 16+ content from the search and gates a direct link; the passcode opens it; reset by mail', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await register(page, '', 'Parent');
  await page.goto('/search?q=night');
  await expect(searchResults(page).locator(`a[href$="${RESTRICTED.path}"]`).first()).toBeVisible({
    timeout: 15_000,
  });

  await turnOn(page, '', '2468');
  await expect(page.getByText('Parental control saved')).toBeVisible({ timeout: 15_000 });

  await page.goto('/search?q=night');
  await expect(searchResults(page).locator(`a[href$="${ALLOWED_PATH}"]`).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(searchResults(page).locator(`a[href$="${RESTRICTED.path}"]`)).toHaveCount(0);

  // A direct link: the gate, then a wrong and the right passcode.
  await page.goto(RESTRICTED.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Restricted by parental control' })).toBeVisible({
    timeout: 15_000,
  });
  const gate = page.getByRole('dialog', { name: 'Restricted by parental control' });
  await gate.getByLabel('Passcode').fill('0000');
  await gate.getByRole('button', { name: 'Unlock' }).click();
  await expect(gate.getByText('The passcode is not correct.')).toBeVisible();
  await gate.getByLabel('Passcode').fill('2468');
  await gate.getByRole('button', { name: 'Unlock' }).click();
  await expect(gate).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: RESTRICTED.title })).toBeVisible({
    timeout: 15_000,
  });

  // Forgotten passcode: a code through the demo mailbox, then a new passcode.
  await page.goto('/parentalControl');
  await page.getByRole('button', { name: 'Forgot the passcode?' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset the parental control passcode' });
  await reset.getByRole('button', { name: 'Send the code' }).click();
  await expect(reset.getByText(/We sent a code to/)).toBeVisible({ timeout: 15_000 });
  const mailbox = await page.context().newPage();
  const [body] = await mailBodies(mailbox, account.email);
  const code = /\b(\d{8})\b/.exec(body ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{8}$/);
  await mailbox.close();
  await reset.getByLabel('Code from the e-mail').fill(code);
  await reset.getByLabel('New passcode').fill('new-pass');
  await reset.getByLabel('Repeat the passcode').fill('new-pass');
  await reset.getByRole('button', { name: 'Set the passcode' }).click();
  await expect(reset.getByText('The new passcode is set.')).toBeVisible({ timeout: 15_000 });
  await reset.getByRole('button', { name: 'OK' }).click();

  // The new passcode changes the setting: turned off, the link opens without a gate.
  const form = page.locator('[data-parental-form]');
  await form.locator('input[name="isActive"]').uncheck();
  await form.locator('input[name="currentPassword"]').fill('new-pass');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByText('Parental control saved')).toBeVisible({ timeout: 15_000 });
  await page.goto(RESTRICTED.path);
  await expect(page.getByRole('heading', { level: 1, name: RESTRICTED.title })).toBeVisible({
    timeout: 15_000,
  });
});

test('ar: the gate in rtl, opened by keyboard', async ({ page }) => {
  test.setTimeout(150_000);
  await register(page, '/ar', 'Walid');
  await turnOn(page, '/ar', '1357');
  await expect(page.getByText('تم حفظ الرقابة الأبوية')).toBeVisible({ timeout: 15_000 });
  await page.goto(`/ar${RESTRICTED.path}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مقيّد بالرقابة الأبوية' })).toBeVisible({
    timeout: 15_000,
  });
  // The error page's parental line, from the real state.
  await expect(page.getByText('الرقابة الأبوية مفعّلة، لذا قد يكون بعض المحتوى مخفيًا.')).toBeVisible();
  const gate = page.getByRole('dialog', { name: 'مقيّد بالرقابة الأبوية' });
  const field = gate.getByLabel('رمز المرور');
  await expect(field).toBeFocused();
  await page.keyboard.type('1357');
  await page.keyboard.press('Enter');
  await expect(gate).toBeHidden();
  await expect(page.locator('h1')).not.toHaveText('مقيّد بالرقابة الأبوية', { timeout: 15_000 });
});

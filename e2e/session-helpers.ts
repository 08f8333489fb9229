import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { applySignedInState, registeredState, signedInState } from './api-session.ts';
import { HOSTED_PAGE_WAIT } from './fixtures.ts';

export const DEMO_USER = { email: 'listener@demo.example', password: 'listen-demo-1', name: 'Demo' } as const;

/** A fresh account per test keeps parallel journeys independent of each other. */
export function newAccount(name = 'Journey') {
  const id = randomBytes(4).toString('hex');
  return { email: `e2e-${id}@demo.example`, password: `pw-${id}-secret`, name: `${name}${id.slice(0, 3)}` };
}

/** Fills the hosted login page (the browser must already be on /hosted/login). */
export async function submitHostedLogin(page: Page, account: { email: string; password: string }) {
  await expect(page).toHaveURL(/\/hosted\/login\?/, HOSTED_PAGE_WAIT);
  await page.locator('#email').fill(account.email);
  await page.locator('#password').fill(account.password);
  await page.locator('#password').press('Enter');
}

/** Fills the hosted register page (the browser must already be on /hosted/register). */
export async function submitHostedRegister(
  page: Page,
  account: { email: string; password: string; name: string },
) {
  await expect(page).toHaveURL(/\/hosted\/register\?/, HOSTED_PAGE_WAIT);
  await page.locator('#name').fill(account.name);
  await page.locator('#email').fill(account.email);
  await page.locator('#password').fill(account.password);
  await page.locator('#passwordConfirm').fill(account.password);
  await page.locator('#passwordConfirm').press('Enter');
}

/** The header's profile menu button: a visitor's icon, or the signed-in user's avatar and first name. */
export const profileMenuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /Profile|Profil|الملف/ });

/**
 * Waits until the header shows the user's first name (profile loaded: role user). The code exchange, the
 * profile and the saved preferences are three round trips: on a loaded 2-core machine they take more than the
 * default 5 s.
 */
export async function expectSignedInAs(page: Page, name: string) {
  await expect(profileMenuButton(page)).toContainText(name, { timeout: 15_000 });
}

/** Opens the header's profile menu and picks an entry by its visible name. */
export async function chooseFromProfileMenu(page: Page, entry: string | RegExp) {
  await profileMenuButton(page).click();
  await page
    .getByRole('banner')
    .getByText(entry, { exact: typeof entry === 'string' })
    .click();
}

/** Logs in from the current portal page through the header's menu and the hosted login. */
export async function logInFromMenu(page: Page, account: { email: string; password: string; name: string }) {
  await chooseFromProfileMenu(page, 'Log in');
  await submitHostedLogin(page, account);
  await expectSignedInAs(page, account.name);
}

/**
 * Signs the page's context in over HTTP (api-session.ts) for a journey whose subject is not the login (that is
 * session.spec.ts's), then opens the journey's first page, which shows the user. Spares the journey the menu,
 * the hosted login page and the return page.
 */
export async function signInOverHttp(
  page: Page,
  account: { email: string; password: string; name: string },
  firstPage: string,
) {
  await applySignedInState(page, await signedInState(baseURL, account));
  await page.goto(firstPage);
  await expectSignedInAs(page, account.name);
}

/**
 * A fresh account for a journey whose subject is not the registration (that is session.spec.ts's): made through
 * the hosted register form over HTTP (api-session.ts), signed in in the page's context, then the profile page
 * in the journey's language shows the user. Spares the journey the register pages' three page loads.
 */
export async function signUpOverHttp(page: Page, name: string, prefix = '') {
  const account = newAccount(name);
  await applySignedInState(page, await registeredState(baseURL, account));
  await page.goto(`${prefix}/profile`);
  await expectSignedInAs(page, account.name);
  return account;
}

import type { Page } from '@playwright/test';
import { expect, HOSTED_PAGE_WAIT, type Request, skipOnboarding, test } from './fixtures.ts';
import {
  chooseFromProfileMenu,
  DEMO_USER,
  expectSignedInAs,
  logInFromMenu,
  newAccount,
  profileMenuButton,
  submitHostedLogin,
  submitHostedRegister,
} from './session-helpers.ts';

test('register, log out, log in, edit the profile; theme and language come back in a new browser', async ({
  page,
  browser,
}) => {
  // Five hosted round trips and a second browser: on a busy 2-core machine this takes 25–33 s.
  test.setTimeout(120_000);
  const account = newAccount('Reg');
  await page.goto('/');
  await chooseFromProfileMenu(page, 'Register');
  await submitHostedRegister(page, account);
  // Back on the portal's home, signed in: the header shows the first name.
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('code'));
  await expectSignedInAs(page, account.name);

  await chooseFromProfileMenu(page, 'Log out');
  await expect(profileMenuButton(page)).not.toContainText(account.name);
  await profileMenuButton(page).click();
  await expect(page.getByRole('banner').getByText('Log in', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await logInFromMenu(page, account);

  await chooseFromProfileMenu(page, 'Edit profile');
  await expect(page).toHaveURL(/\/profile\/info$/);
  const lastName = page.getByLabel('Last name');
  await lastName.fill('Tester');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  // Preferences are saved on the server when a signed-in user changes them.
  const themeSaved = page.waitForResponse((r) => r.url().endsWith('/api/user/selectUserTheme') && r.ok());
  await page.getByRole('banner').getByRole('button', { name: 'Dark theme', exact: true }).click();
  await themeSaved;
  const langSaved = page.waitForResponse((r) => r.url().endsWith('/api/user/selectUserLang') && r.ok());
  await page
    .getByRole('banner')
    .getByRole('button', { name: /language/i })
    .click();
  await page.getByRole('link', { name: 'Français' }).click();
  await langSaved;
  await expect(page).toHaveURL(/\/fr\/profile\/info$/);

  // A new browser (no cookies, no storage) in English and light: logging in restores both.
  const fresh = await browser.newContext();
  await skipOnboarding(fresh);
  const other = await fresh.newPage();
  await other.goto('/profile');
  await submitHostedLogin(other, account);
  await expect(other).toHaveURL(/\/fr\/profile$/);
  await expect(other.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(other.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(other.getByText(`${account.name} Tester`).first()).toBeVisible();
  await fresh.close();
});

test('a visitor on a protected page goes to the login and comes back to it', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/hosted\/login\?lang=en&redirectUrl=/, HOSTED_PAGE_WAIT);
  await submitHostedLogin(page, DEMO_USER);
  await expect(page).toHaveURL((url) => url.pathname === '/profile' && url.search === '');
  await expect(page.getByText('listener@demo.example').first()).toBeVisible();
  await expectSignedInAs(page, DEMO_USER.name);
});

test('in Arabic the hosted login is right to left and returns to the Arabic page', async ({ page }) => {
  await page.goto('/ar/profile/manage');
  await expect(page).toHaveURL(/\/hosted\/login\?lang=ar/, HOSTED_PAGE_WAIT);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await submitHostedLogin(page, DEMO_USER);
  await expect(page).toHaveURL(/\/ar\/profile\/manage$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectSignedInAs(page, DEMO_USER.name);
});

test('an access token that expired while idle is refreshed once, without a reload', async ({ page }) => {
  // The journeys' server issues 40 s access tokens (playwright.config.ts).
  test.setTimeout(150_000);
  const account = newAccount('Idle');
  await page.goto('/user/register');
  await submitHostedRegister(page, account);
  await expectSignedInAs(page, account.name);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  // Idle until the server no longer accepts the stored access token: a second past its expiry. A page still
  // starting up (late on a loaded machine) may renew the token meanwhile: then wait for the renewed one.
  const storedExpiry = () =>
    page.evaluate(
      () => (JSON.parse(localStorage.getItem('session:demo') ?? '{}') as { expires?: number }).expires ?? 0,
    );
  for (let expires = await storedExpiry(); ; ) {
    expect(expires - Date.now(), 'a short-lived access token (the journeys’ server)').toBeLessThan(45_000);
    await page.waitForTimeout(Math.max(0, expires - Date.now()) + 1_000);
    const now = await storedExpiry();
    if (now === expires) break;
    expires = now;
  }
  const refreshes: Request[] = [];
  page.on('request', (r) => r.url().endsWith('/api/security/token/refresh') && refreshes.push(r));
  await chooseFromProfileMenu(page, 'Edit profile');
  await expect(page.getByLabel('First name')).toHaveValue(account.name);
  expect(refreshes).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  // The rotated pair is stored: a reload stays signed in without another refresh.
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue(account.name);
  expect(refreshes).toHaveLength(1);
});

test('auto-login: the provider cookie signs a returning visitor in without the login page', async ({
  page,
  context,
}) => {
  await page.goto('/profile');
  await submitHostedLogin(page, DEMO_USER);
  await expectSignedInAs(page, DEMO_USER.name);
  expect((await context.cookies()).find((c) => c.name === 'demo_sso')?.value).toBe('1');

  // The portal forgets its session; the provider's (hosted) sign-on stays.
  await page.evaluate(() => localStorage.clear());
  await context.clearCookies({ name: 'user_token' });
  const hosted: string[] = [];
  page.on('framenavigated', (frame) => frame.url().includes('/hosted/') && hosted.push(frame.url()));
  await page.goto('/');
  await expectSignedInAs(page, DEMO_USER.name);
  expect(hosted).toEqual([]);

  // Logging out ends the provider session too: no auto-login afterwards.
  await chooseFromProfileMenu(page, 'Log out');
  await expect(profileMenuButton(page)).not.toContainText(DEMO_USER.name);
  expect((await context.cookies()).find((c) => c.name === 'demo_sso')).toBeUndefined();
  await page.reload();
  await expect(profileMenuButton(page)).not.toContainText(DEMO_USER.name);
});

test('password reset: the mailed link leads to the hosted reset, and the new password logs in', async ({
  page,
  request,
}) => {
  const account = newAccount('Reset');
  await page.goto('/user/register');
  await submitHostedRegister(page, account);
  await expectSignedInAs(page, account.name);
  await chooseFromProfileMenu(page, 'Log out');
  await expect(profileMenuButton(page)).not.toContainText(account.name);

  await page.goto('/user/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.locator('#email').fill(account.email);
  await page.locator('#email').press('Enter');
  await expect(page.getByText(`If an account exists for ${account.email}`)).toBeVisible();

  const mail = await request.get(`/hosted/mailbox/latest.json?email=${encodeURIComponent(account.email)}`);
  expect(mail.ok()).toBe(true);
  const { link } = (await mail.json()) as { link: string };
  expect(link).toMatch(/\?session_id=[A-Za-z0-9_-]{40,}$/);

  // The portal turns ?session_id= into /resetpassword?session=, which forwards to the hosted reset.
  await page.goto(link);
  await expect(page).toHaveURL(/\/hosted\/reset\?/, HOSTED_PAGE_WAIT);
  const newPassword = `${account.password}-new`;
  await page.locator('#password').fill(newPassword);
  await page.locator('#passwordConfirm').fill(newPassword);
  await page.locator('#passwordConfirm').press('Enter');
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  await page.goto('/profile');
  await submitHostedLogin(page, { email: account.email, password: account.password });
  await expect(page.getByText('E-mail or password is wrong.')).toBeVisible();
  await submitHostedLogin(page, { email: account.email, password: newPassword });
  await expectSignedInAs(page, account.name);
});

test.describe('partner login on a partner tenant', () => {
  /** The mobile login tries the network first; here (no operator gateway) it names no line, so the confirmation page. */
  const mobileLogin = async (page: Page) => {
    await page.getByRole('button', { name: 'Log in with your mobile number' }).click();
    const wifi = page.getByRole('dialog', { name: 'We could not recognise your mobile line' });
    await wifi.getByRole('button', { name: 'Log in with your mobile number' }).click();
  };
  const acme = (path: string) =>
    `http://acme.localhost:${new URL(test.info().project.use.baseURL ?? '').port}${path}`;

  test('a known mobile number signs in; an unknown one registers, and then signs in by number', async ({
    page,
  }) => {
    // Two partner confirmations and a registration through the hosted pages: 20–33 s on a busy machine.
    test.setTimeout(120_000);
    await page.goto(acme('/en/user/login'));
    await mobileLogin(page);
    await expect(page).toHaveURL(/\/hosted\/partner\?lang=en/, HOSTED_PAGE_WAIT);
    await page.locator('#msisdn').fill('+40 700 000 001');
    await page.locator('#msisdn').press('Enter');
    await expectSignedInAs(page, 'Acme');

    await chooseFromProfileMenu(page, 'Log out');
    await expect(profileMenuButton(page)).not.toContainText('Acme');
    await page.goto(acme('/en/user/login'));
    await mobileLogin(page);
    // An unknown number continues to registration, which links the confirmed number to the account.
    const number = `+40 7${String(Date.now()).slice(-8)}`;
    await page.locator('#msisdn').fill(number);
    await page.locator('#msisdn').press('Enter');
    await expect(page).toHaveURL(/\/hosted\/register\?/, HOSTED_PAGE_WAIT);
    await expect(page.getByText(number.replaceAll(' ', ''))).toBeVisible();
    const account = newAccount('Partner');
    await submitHostedRegister(page, account);
    await expectSignedInAs(page, account.name);
    await chooseFromProfileMenu(page, 'Log out');
    await expect(profileMenuButton(page)).not.toContainText(account.name);

    await page.goto(acme('/en/user/login'));
    await mobileLogin(page);
    await page.locator('#msisdn').fill(number);
    await page.locator('#msisdn').press('Enter');
    await expectSignedInAs(page, account.name);
  });
});

test('login CSRF: a login link carrying somebody else’s code does not sign this browser in', async ({
  browser,
}) => {
  // The attacker signs in to their own account and keeps the return link instead of following it.
  const attacker = await browser.newPage();
  await skipOnboarding(attacker.context());
  const returnLink = /\/user\/login\?.*code=/;
  await attacker.route(returnLink, (route) => route.abort());
  const captured = attacker.waitForRequest(returnLink);
  await attacker.goto('/user/login');
  await submitHostedLogin(attacker, DEMO_USER);
  const link = (await captured).url();

  const victim = await browser.newPage();
  await skipOnboarding(victim.context());
  await victim.goto(link);
  await expect(victim.getByText('We could not sign you in. The link may have expired.')).toBeVisible();
  await expect(profileMenuButton(victim)).not.toContainText(DEMO_USER.name);

  // The same link in the tab that started the login is a valid sign-in: only the state made the difference.
  await attacker.unroute(returnLink);
  await attacker.goto(link);
  await expectSignedInAs(attacker, DEMO_USER.name);
});

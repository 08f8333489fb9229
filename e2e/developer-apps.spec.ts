import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { signedInState } from './api-session.ts';
import { expect, test } from './fixtures.ts';
import {
  DEMO_USER,
  expectSignedInAs,
  newAccount,
  submitHostedLogin,
  submitHostedRegister,
} from './session-helpers.ts';

/**
 * Issue 20 journeys (partner developer apps, shell §2): a developer registers an app and sees its secret
 * once; a user signs in through the consent screen, allows it and lands on the app's redirect URI with a
 * code; the app trades the code for a token that reads the profile; the user revokes the access on
 * /apps/profile and the token is refused. In Arabic (rtl): the form's translated checks and a listed
 * partner app's Connect link to the consent screen, denied.
 */

const REDIRECT = 'https://client.example/callback';
const API = { 'x-tenant-id': 'demo', 'x-distribution-channel': 'WEB' };

/** The app's own site does not exist here: its callback answers a blank page. */
const serveCallbacks = (page: Page) =>
  page.route(/^https:\/\/[a-z0-9.-]+\.example\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>callback</title>' }),
  );

async function expectNoSeriousAxe(page: Page, where: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(150);
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  console.log(`axe: ${where}: ${violations.length} rules, serious/critical ${serious.length}`);
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const userinfo = (request: APIRequestContext, token: string) =>
  request.get('/api/oauth/userinfo', { headers: { ...API, authorization: `Bearer ${token}` } });

test('en: register an app (secret once), grant consent, exchange the code, read the profile, revoke on /apps/profile', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const developer = newAccount('Dev');
  await page.goto('/user/register');
  await submitHostedRegister(page, developer);
  await expectSignedInAs(page, developer.name);

  await page.goto('/apps/register');
  const form = page.locator('[data-app-form]');
  await form.getByLabel('App name').fill('Journey Reader');
  await form.getByLabel('Redirect URIs').fill('http://client.example/callback');
  await form.getByRole('button', { name: 'Register app' }).click();
  // The client checks the redirect URI rule as the server does, before anything is sent.
  await expect(
    form.getByText('Redirect URIs must use https (http only for localhost or 127.0.0.1).').first(),
  ).toBeVisible();
  await form.getByLabel('Redirect URIs').fill(REDIRECT);
  await form.getByRole('button', { name: 'Register app' }).click();

  const secretBox = page.locator('[data-secret-once]');
  await expect(secretBox).toContainText('you will not see it again', { timeout: 15_000 });
  const clientId = (await secretBox.locator('[data-client-id]').textContent()) ?? '';
  const clientSecret = (await secretBox.locator('[data-client-secret]').textContent()) ?? '';
  expect(clientId).toMatch(/^app[0-9a-f]{32}$/);
  expect(clientSecret).toMatch(/^mps_/);
  await expectNoSeriousAxe(page, '/apps/register with the secret');
  // The secret is never shown again: not on the app's page.
  await page.getByRole('link', { name: 'Manage Journey Reader' }).click();
  await expect(page.locator('[data-app-summary]')).toContainText(clientId, { timeout: 15_000 });
  const appId = /\/apps\/manage\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
  await expect(page.locator('main')).not.toContainText(clientSecret);
  await expectNoSeriousAxe(page, '/apps/manage/{id}');

  // A user, signed out, follows the app's link: login first, then back to the consent screen.
  const user = await browser.newContext();
  const userPage = await user.newPage();
  await serveCallbacks(userPage);
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: REDIRECT,
    scope: 'profile:read',
    state: 'journey-1',
  });
  await userPage.goto(`${baseURL}/apps/consent/${appId}?${query}`);
  await submitHostedLogin(userPage, DEMO_USER);
  const screen = userPage.locator('[data-consent-screen]');
  await expect(screen).toContainText('Journey Reader wants to use your account', { timeout: 20_000 });
  await expect(screen).toContainText(`By ${developer.name}`);
  await expect(screen.locator('[data-consent-scopes] li')).toHaveText(['See your name and e-mail address']);
  await expectNoSeriousAxe(userPage, '/apps/consent/{id}');
  await screen.getByRole('button', { name: 'Allow' }).click();
  await userPage.waitForURL((url) => url.href.startsWith(REDIRECT), { timeout: 15_000 });
  const back = new URL(userPage.url());
  expect(back.searchParams.get('state')).toBe('journey-1');
  const code = back.searchParams.get('code') ?? '';

  // The app's server trades the code for a token; the token reads the profile, once.
  const body = {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    client_id: clientId,
    client_secret: clientSecret,
  };
  const exchanged = await request.post('/api/oauth/token', { data: body, headers: API });
  expect(exchanged.status()).toBe(200);
  const { access_token: token } = (await exchanged.json()) as { access_token: string };
  const me = await userinfo(request, token);
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email: DEMO_USER.email });
  expect((await request.post('/api/oauth/token', { data: body, headers: API })).status()).toBe(400);

  // The user revokes the access on the developer profile; the token stops working.
  await userPage.goto(`${baseURL}/apps/profile`);
  const consent = userPage.locator(`[data-consent="${clientId}"]`);
  await expect(consent).toContainText('Journey Reader', { timeout: 15_000 });
  await expectNoSeriousAxe(userPage, '/apps/profile');
  await consent.getByRole('button', { name: 'Revoke access of Journey Reader' }).click();
  await consent.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(userPage.getByText('Journey Reader can no longer use your account')).toBeVisible({
    timeout: 15_000,
  });
  await expect(consent).toHaveCount(0);
  expect((await userinfo(request, token)).status()).toBe(401);
  await user.close();
});

test('ar: translated checks on /apps/register, rtl; a listed partner app connects through the consent screen, denied', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ storageState: await signedInState(baseURL ?? '', DEMO_USER) });
  const page = await context.newPage();
  await serveCallbacks(page);
  await page.goto(`${baseURL}/ar/apps/register`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const form = page.locator('[data-app-form]');
  await form.locator('textarea[name="redirectUris"]').fill('https://*.client.example/cb');
  await form.locator('input[name="name"]').fill('تطبيق');
  await form.locator('button[type="submit"]').click();
  await expect(form.getByText('يجب ألا يحتوي عنوان إعادة التوجيه على حرف بدل (*).').first()).toBeVisible();
  await expectNoSeriousAxe(page, 'ar /apps/register with errors');

  await page.goto(`${baseURL}/ar/apps/partner/weather-now`);
  await page.getByRole('link', { name: 'اربط بحسابك' }).click();
  const screen = page.locator('[data-consent-screen]');
  await expect(screen).toContainText('يريد Weather Now استخدام حسابك', { timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await screen.getByRole('button', { name: 'رفض' }).press('Enter');
  await page.waitForURL((url) => url.hostname === 'weather-now.example', { timeout: 15_000 });
  const back = new URL(page.url());
  expect(back.searchParams.get('error')).toBe('access_denied');
  expect(back.searchParams.get('state')).toBe('weather-now');
  expect(back.searchParams.get('code')).toBeNull();
  await context.close();
});

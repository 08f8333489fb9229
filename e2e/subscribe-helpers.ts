import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { newAccount, submitHostedLogin, submitHostedRegister } from './session-helpers.ts';

/** Sandbox test cards (server/src/routes/commerce/sandbox-cards.ts). */
export const CARDS = {
  success: '4242424242424242',
  insufficient: '4000000000009995',
  declined: '4000000000000002',
  pending: '4000000000000077',
  challenge: '4000000000003220',
} as const;

interface PlanLite {
  id: number;
  billingCycle: string;
  maxTrialDuration: string | null;
  subscriptionTypeGroupList: { levels: { order: number; subscriptionTypeIds: number[] }[] }[];
}

async function demoPlans(request: APIRequestContext): Promise<PlanLite[]> {
  const res = await request.get('/api/subscription/type?lang=en', { headers: { 'x-tenant-id': 'demo' } });
  expect(res.ok()).toBe(true);
  return res.json();
}

const levelOf = (plan: PlanLite) =>
  plan.subscriptionTypeGroupList[0]?.levels.find((l) => l.subscriptionTypeIds.includes(plan.id))?.order;

/** The id of a seeded demo plan: the weekly plan of the music group (level 0). */
export async function weeklyPlanId(request: APIRequestContext): Promise<number> {
  const plan = (await demoPlans(request)).find((t) => t.billingCycle === 'P7D' && levelOf(t) === 0);
  expect(plan, 'a weekly plan in a group').toBeTruthy();
  return plan?.id as number;
}

/** The monthly plan of the music group's level 1 (an upgrade from level 0). */
export async function premiumMonthlyPlanId(request: APIRequestContext): Promise<number> {
  const plan = (await demoPlans(request)).find((t) => t.billingCycle === 'P1M' && levelOf(t) === 1);
  expect(plan, 'a monthly plan on level 1').toBeTruthy();
  return plan?.id as number;
}

/** A plan with a free trial. */
export async function trialPlanId(request: APIRequestContext): Promise<number> {
  const plan = (await demoPlans(request)).find((t) => t.maxTrialDuration !== null);
  expect(plan, 'a plan with a trial').toBeTruthy();
  return plan?.id as number;
}

/** The demo tenant's weekly credits plan (FULL_TRACK_MUSIC credits, not accumulated). */
export async function creditsPlanId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/subscription/type?lang=en', { headers: { 'x-tenant-id': 'demo' } });
  const types: {
    id: number;
    billingCycle: string;
    accumulateContingent: boolean;
    contingents: { amount: number; contentTypes: string[] }[];
  }[] = await res.json();
  const plan = types.find(
    (t) =>
      t.billingCycle === 'P7D' &&
      !t.accumulateContingent &&
      t.contingents.some((c) => c.amount > 0 && c.contentTypes.includes('FULL_TRACK_MUSIC')),
  );
  expect(plan, 'a weekly credits plan').toBeTruthy();
  return plan?.id as number;
}

/**
 * An API call with the page's own session, as the portal makes it (the token the page stored): the status, the
 * JSON body when there is one, and the headers the test names.
 */
export async function callAsPage(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; headers?: string[] } = {},
): Promise<{ status: number; body: unknown; headers: Record<string, string> }> {
  return page.evaluate(
    async ({ path, method, body, wanted }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('session:'));
      const token = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }) : {};
      const res = await fetch(path, {
        method,
        cache: 'no-store',
        headers: {
          'content-type': 'application/json',
          'x-tenant-id': 'demo',
          authorization: `Bearer ${token.access_token ?? ''}`,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      const headers = Object.fromEntries(wanted.map((name) => [name, res.headers.get(name) ?? '']));
      return { status: res.status, body: text ? JSON.parse(text) : undefined, headers };
    },
    { path, method: init.method ?? 'GET', body: init.body, wanted: init.headers ?? [] },
  );
}

/** The user's subscriptions and the server's commerce time (x-commerce-time), asked with the page's session. */
export async function mySubscriptions(
  page: Page,
): Promise<{ list: { typeId: number; nextRenewalDate: string | null }[]; serverNow: number }> {
  const answer = await callAsPage(page, '/api/subscription?inclCancelled=true', {
    headers: ['x-commerce-time'],
  });
  return {
    list: answer.body as { typeId: number; nextRenewalDate: string | null }[],
    serverNow: Date.parse(answer.headers['x-commerce-time'] ?? ''),
  };
}

export const planAction = (page: Page, id: number) =>
  page.locator(`[data-plan-id="${id}"] [data-plan-action]`);

/**
 * A visitor on /subscription picks the plan: the login dialog, the hosted login page, then either the seeded
 * account's login or (no account given) its register link for a new account; back on the subscription page
 * the plan's confirmation is open. The server allows 10 registrations an hour per address, so journeys
 * register only where they change what an account holds.
 */
export async function chooseAsVisitorAndLogIn(
  page: Page,
  prefix: string,
  planId: number,
  seeded?: { email: string; password: string },
) {
  await page.goto(`${prefix}/subscription`);
  await planAction(page, planId).click();
  const login = page.getByRole('dialog');
  await expect(login).toBeVisible();
  await login.locator('a[href*="/user/login"]').click();
  await expect(page).toHaveURL(/\/hosted\/login\?/, { timeout: 15_000 });
  let account: { email: string; password: string } | undefined = seeded;
  if (seeded) await submitHostedLogin(page, seeded);
  else {
    await page.locator('a[href*="/hosted/register"]').click();
    account = newAccount('Subscriber');
    await submitHostedRegister(page, account as ReturnType<typeof newAccount>);
  }
  await expect(page).toHaveURL(new RegExp(`${prefix}/subscription`), { timeout: 20_000 });
  const confirm = page.locator(`dialog[open]:has([data-confirm-plan="${planId}"])`);
  await expect(confirm).toBeVisible({ timeout: 15_000 });
  return { account: account as { email: string; password: string }, confirm };
}

/** Closes the purchased popup that a successful checkout comes back to. */
export async function closePurchased(page: Page, name = 'Thank you for your purchase') {
  const purchased = page.getByRole('dialog', { name });
  await expect(purchased).toBeVisible({ timeout: 20_000 });
  await purchased.getByRole('button').last().click();
  await expect(purchased).toBeHidden();
}

/** Accepts the terms, continues to the sandbox checkout and pays with the card. */
export async function payWithCard(page: Page, confirm: ReturnType<Page['locator']>, card: string) {
  await expect(confirm.locator('[data-confirm-plan]')).toBeVisible();
  const terms = confirm.getByRole('checkbox');
  if (await terms.count()) await terms.check();
  await confirm.locator('[data-confirm-subscribe]').click();
  await expect(page).toHaveURL(/\/hosted\/checkout\//, { timeout: 15_000 });
  await page.locator('#number').fill(card);
  await page.locator('#expiry').fill('12/34');
  await page.locator('#cvc').fill('123');
  await page.locator('#cvc').press('Enter');
}

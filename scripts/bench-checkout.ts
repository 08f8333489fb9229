// Checkout measured in the browser (issue 16): from a signed-in user's click on a plan on /subscription to the
// subscription shown active (plan → confirm → POST /subscription → hosted sandbox checkout → card → 303 back
// with the purchase-return parameters → purchased popup and the active list). Real server on a fresh PGlite,
// Debian Chromium, a fresh account and browser context per run (a user subscribes to a plan once).
// Usage: npm run bench:checkout [-- --runs=10]. Expects dist/ (npm run build).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { startServer } from './bench-server.ts';

const PORT = 8796;
const SUCCESS_CARD = '4242424242424242';
const runs = Number(/^--runs=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? 10);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** The weekly plan of the demo tenant's music group, as the journeys pick it. */
async function weeklyPlanId(origin: string): Promise<number> {
  const res = await fetch(`${origin}/api/subscription/type?lang=en`, { headers: { 'x-tenant-id': 'demo' } });
  const types = (await res.json()) as {
    id: number;
    billingCycle: string;
    subscriptionTypeGroupList: unknown[];
  }[];
  const plan = types.find((t) => t.billingCycle === 'P7D' && t.subscriptionTypeGroupList.length > 0);
  if (!plan) throw new Error('no weekly plan in a group in the demo offer');
  return plan.id;
}

/** A new account through the hosted register page; ends signed in on /subscription. */
async function register(page: Page, origin: string) {
  const id = randomBytes(4).toString('hex');
  await page.goto(`${origin}/user/register?redirect=%2Fsubscription`);
  await page.waitForURL(/\/hosted\/register\?/);
  await page.locator('#name').fill(`Bench${id.slice(0, 3)}`);
  await page.locator('#email').fill(`bench-${id}@demo.example`);
  await page.locator('#password').fill(`pw-${id}-secret`);
  await page.locator('#passwordConfirm').fill(`pw-${id}-secret`);
  await page.locator('#passwordConfirm').press('Enter');
  await page.waitForURL((url) => url.pathname === '/subscription' && url.search === '', { timeout: 30_000 });
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first');
  const server = await startServer(PORT);
  const origin = server.origin;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const planId = await weeklyPlanId(origin);
    const times: number[] = [];
    // Run 0 warms the server and the HTTP cache; it is not counted.
    for (let run = 0; run <= runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await register(page, origin);
      const action = page.locator(`[data-plan-id="${planId}"] [data-plan-action]`);
      await action.waitFor();
      // The clock starts in the page at the click and is read back on the same origin in the same tab.
      await page.evaluate(() => sessionStorage.setItem('bench:t0', String(Date.now())));
      await action.click();
      const confirm = page.locator(`dialog[open]:has([data-confirm-plan="${planId}"])`);
      await confirm.waitFor();
      const terms = confirm.getByRole('checkbox');
      if (await terms.count()) await terms.check();
      await confirm.locator('[data-confirm-subscribe]').click();
      await page.waitForURL(/\/hosted\/checkout\//);
      await page.locator('#number').fill(SUCCESS_CARD);
      await page.locator('#expiry').fill('12/34');
      await page.locator('#cvc').fill('123');
      await page.locator('#cvc').press('Enter');
      await page.locator('[data-my-subscriptions] [data-list="active"] [data-state="ACTIVE"]').waitFor({
        state: 'attached',
        timeout: 30_000,
      });
      const ms = await page.evaluate(() => Date.now() - Number(sessionStorage.getItem('bench:t0')));
      if (run > 0) times.push(ms);
      await context.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    console.log(`checkout (plan click on /subscription → subscription shown active), ${runs} runs:`);
    console.log(
      `  median ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, ` +
        `mean ${mean.toFixed(0)} ms, min ${sorted[0]} ms, max ${sorted.at(-1)} ms`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();

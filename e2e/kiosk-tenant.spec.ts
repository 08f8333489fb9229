import { expect, type Page, test } from './fixtures.ts';

// The idle reset's page load must reach the server (not a worker's cache), and no update may interfere.
test.use({ serviceWorkers: 'block' });

/** The seeded kiosk tenant (server/seed/kiosk-tenant.ts): kiosk mode on for every device, Arabic first, 45 s idle. */
const IDLE_SECONDS = 45;
const kioskOrigin = (baseURL: string) => baseURL.replace('//localhost', '//kiosk.localhost');

/** Headless Chromium has no real full screen or wake lock: both are observed through stand-ins. */
function observeKioskApis() {
  const seen = { fullscreen: 0, wakeLocks: 0 };
  Object.assign(window, { __kiosk: seen });
  Element.prototype.requestFullscreen = function requestFullscreen() {
    seen.fullscreen++;
    return Promise.resolve();
  };
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: async () => {
        seen.wakeLocks++;
        return { released: false, release: async () => undefined, addEventListener: () => undefined };
      },
    },
  });
}

const seen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __kiosk: Record<string, number> }).__kiosk);

const appReady = (page: Page) =>
  page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });

test('a tenant with kiosk mode on makes every device a kiosk: no enrolment, full screen at the first touch, external links shut, no PIN to leave, idle reset to the home in the tenant language', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = kioskOrigin(baseURL as string);
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.addInitScript(observeKioskApis);
  await page.clock.install();
  const popups: string[] = [];
  context.on('page', (opened) => popups.push(opened.url()));

  // A device never enrolled, in English although the tenant's language is Arabic.
  await page.goto('/en');
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('kiosk:kiosk'))).toBeNull();
  // Kiosk mode by the tenant's switch alone: the screen is kept awake, full screen waits for a touch.
  await expect.poll(async () => (await seen(page)).wakeLocks).toBeGreaterThanOrEqual(1);
  expect((await seen(page)).fullscreen).toBe(0);
  // No device PIN ends a kiosk the whole tenant runs: nothing offers to leave it.
  await expect(page.getByRole('button', { name: 'Leave kiosk mode' })).toHaveCount(0);

  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect.poll(async () => (await seen(page)).fullscreen).toBeGreaterThanOrEqual(1);

  // The footer's link to another site, a new window and window.open stay shut.
  const home = page.url();
  await page.getByRole('link', { name: 'Library website' }).click();
  await expect(
    page.getByText('Other sites, new windows and downloads are not available on this kiosk.'),
  ).toBeVisible();
  expect(await page.evaluate(() => window.open('https://library.example/'))).toBeNull();
  expect(popups).toEqual([]);
  expect(page.url()).toBe(home);

  // A visitor's page and a recent search the next visitor must not find.
  await page.evaluate(() => localStorage.setItem('recentSearches:kiosk', JSON.stringify(['private words'])));
  await page.getByRole('link', { name: 'About' }).first().click();
  await expect(page).toHaveURL(/\/info\/about$/);
  // Back to the English home: the reset must bring the tenant's language back.
  await page.goBack();
  await expect(page).toHaveURL(/\/en$/);
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The tenant's idle time (45 s, not the default 120 s): a countdown for the last 10 s, then the reset.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.clock.runFor((IDLE_SECONDS - 12) * 1000);
  const countdown = page.getByTestId('kiosk-countdown');
  await expect(countdown).toHaveCount(0);
  await page.clock.runFor(5_000);
  await expect(countdown).toContainText(/starts over in \d+ s/);
  await page.clock.runFor(15_000);
  await page.clock.resume();
  await page.waitForURL((address) => address.pathname === '/', { timeout: 30_000 });
  await appReady(page);
  // Back at the kiosk home, in the tenant's language (Arabic, right to left), and still a kiosk.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(async () => (await seen(page)).wakeLocks).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('button', { name: 'الخروج من وضع الكشك' })).toHaveCount(0);
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('recentSearches:kiosk'))) ?? '[]'),
  ).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('kiosk:idle'))).toBe('1');
  await context.close();
});

test('the demo tenant stays an ordinary portal: its configuration leaves kiosk mode off', async ({
  page,
}) => {
  await page.addInitScript(observeKioskApis);
  await page.goto('/');
  await appReady(page);
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  expect(await seen(page)).toEqual({ fullscreen: 0, wakeLocks: 0 });
  await expect(page.getByRole('button', { name: 'Leave kiosk mode' })).toHaveCount(0);
});

test('a device enrolled by a link on a tenant-wide kiosk still offers no way out: its PIN cannot end the tenant setting', async ({
  browser,
  baseURL,
  request,
}) => {
  const headers = { 'x-tenant-id': 'kiosk', 'x-distribution-channel': 'WEB' };
  const res = await request.post('/api/kiosk/enrolment', { headers, data: { pin: '2468' } });
  expect(res.status()).toBe(200);
  const { url, deviceId } = (await res.json()) as { url: string; deviceId: string };
  const link = new URL(url);
  const context = await browser.newContext({ baseURL: kioskOrigin(baseURL as string) });
  const page = await context.newPage();
  await page.goto(`/en${link.pathname}${link.search}`);
  await expect(page.getByText(/This device is now a kiosk/)).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('kiosk:kiosk'))) ?? '{}')).toMatchObject({
    deviceId,
  });
  await appReady(page);
  await expect(page.getByRole('button', { name: 'Leave kiosk mode' })).toHaveCount(0);
  await context.close();
});

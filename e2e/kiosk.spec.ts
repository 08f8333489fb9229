import AxeBuilder from '@axe-core/playwright';
import { signedInState } from './api-session.ts';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { LISTENER } from './player-helpers.ts';

// The idle reset's page load must reach the server (not a worker's cache), and no update may interfere.
test.use({ serviceWorkers: 'block' });

const API_HEADERS = { 'x-tenant-id': 'demo', 'x-distribution-channel': 'WEB' };

/** A kiosk enrolment link of the demo tenant, minted by the demo tool (loopback only). */
async function mintLink(
  request: APIRequestContext,
  pin = '2468',
): Promise<{ url: string; deviceId: string }> {
  const res = await request.post('/api/kiosk/enrolment', { headers: API_HEADERS, data: { pin } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { url: string; deviceId: string };
}

/** Headless Chromium has no real full screen or wake lock: both are observed through stand-ins. */
function observeKioskApis() {
  const seen = { fullscreen: 0, wakeLocks: 0, released: 0 };
  const sentinels: { released: boolean }[] = [];
  Object.assign(window, { __kiosk: seen, __sentinels: sentinels });
  Element.prototype.requestFullscreen = function requestFullscreen() {
    seen.fullscreen++;
    return Promise.resolve();
  };
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: async () => {
        seen.wakeLocks++;
        const sentinel = {
          released: false,
          release: async () => {
            sentinel.released = true;
            seen.released++;
          },
          addEventListener: () => undefined,
        };
        sentinels.push(sentinel);
        return sentinel;
      },
    },
  });
}

const seen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __kiosk: Record<string, number> }).__kiosk);

const appReady = (page: Page) =>
  page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });

test('a visitor cannot make a kiosk by typing a query parameter, and a forged link is refused', async ({
  page,
}) => {
  await page.goto('/?kiosk=1');
  await expect(page.getByRole('button', { name: 'Leave kiosk mode' })).toHaveCount(0);
  await page.goto(
    '/kiosk/enrol?token=Zm9v.00000000-0000-4000-8000-000000000000.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  );
  await expect(page.getByText('This enrolment link is not genuine. Ask for a new one.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave kiosk mode' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('kiosk:demo'))).toBeNull();
});

test('kiosk enrolment: full screen at the first click, wake lock held and re-acquired, no external link opens, idle reset after the configured time with a cancellable countdown', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({
    baseURL: baseURL as string,
    storageState: await signedInState(baseURL as string, LISTENER),
  });
  const page = await context.newPage();
  await page.addInitScript(observeKioskApis);
  await page.clock.install();
  const popups: string[] = [];
  context.on('page', (opened) => popups.push(opened.url()));

  const { url, deviceId } = await mintLink(request);
  await page.goto(url);
  await appReady(page);
  await expect(page.getByText(/This device is now a kiosk/)).toBeVisible();
  // The token leaves the address bar; the device remembers its enrolment.
  await expect(page).toHaveURL(/\/kiosk\/enrol$/);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('kiosk:demo'))) ?? '{}')).toMatchObject({
    deviceId,
  });
  await expect.poll(async () => (await seen(page)).wakeLocks).toBe(1);
  expect((await seen(page)).fullscreen).toBe(0);

  await page.getByRole('link', { name: 'Start the kiosk' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await seen(page)).fullscreen).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('button', { name: 'Leave kiosk mode' })).toBeVisible();

  // The browser drops the lock when the tab hides; showing again asks for it anew.
  await page.evaluate(() => {
    const [sentinel] = (window as unknown as { __sentinels: { released: boolean }[] }).__sentinels;
    if (sentinel) sentinel.released = true;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(async () => (await seen(page)).wakeLocks).toBe(2);

  // Other sites, new windows and downloads stay shut.
  await page.evaluate(() => {
    const links = [
      ['https://example.com/', ''],
      ['/kiosk-other-window', '_blank'],
    ] as const;
    for (const [href, target] of links) {
      const anchor = document.createElement('a');
      anchor.href = href;
      anchor.textContent = `leave via ${href}`;
      if (target) anchor.target = target;
      document.querySelector('main')?.prepend(anchor);
    }
  });
  await page.getByText('leave via https://example.com/').click();
  await page.getByText('leave via /kiosk-other-window').click();
  expect(await page.evaluate(() => window.open('https://example.com/'))).toBeNull();
  await expect(
    page.getByText('Other sites, new windows and downloads are not available on this kiosk.'),
  ).toBeVisible();
  expect(popups).toEqual([]);
  await expect(page).toHaveURL(/\/$/);

  // Something the next visitor must not find: a recent search, a queue kept for a reload, a page in the history.
  await page.evaluate(() => {
    localStorage.setItem('recentSearches:demo', JSON.stringify(['private words']));
    localStorage.setItem('player:demo:visitor', JSON.stringify({ playlist: [] }));
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Music' }).click();
  await expect(page).toHaveURL(/\/music\/albums/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Podcasts' }).click();
  await expect(page).toHaveURL(/\/podcast\/list/);

  // The page's timers from now on run only as the test says.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.clock.runFor(105_000);
  await expect(page.getByTestId('kiosk-countdown')).toHaveCount(0);
  await page.clock.runFor(12_000);
  const countdown = page.getByTestId('kiosk-countdown');
  await expect(countdown).toContainText(/starts over in \d+ s/);
  // Any input cancels it, and the wait starts over.
  await page.keyboard.press('Shift');
  await expect(countdown).toHaveCount(0);
  await page.clock.runFor(105_000);
  await expect(countdown).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('session:demo'))).not.toBeNull();

  await page.clock.runFor(20_000);
  // The new document's timers run on their own again.
  await page.clock.resume();
  // Reset: a new document at the kiosk home, signed out, nothing of the last visitor kept.
  await page.waitForURL((address) => address.pathname === '/', { timeout: 30_000 });
  await appReady(page);
  await expect(page.getByRole('button', { name: 'Leave kiosk mode' })).toBeVisible();
  const after = await page.evaluate(() => ({
    session: localStorage.getItem('session:demo'),
    searches: localStorage.getItem('recentSearches:demo'),
    queue: localStorage.getItem('player:demo:visitor'),
    idle: sessionStorage.getItem('kiosk:idle'),
    lang: document.documentElement.lang,
  }));
  expect(after).toMatchObject({ session: null, queue: null, idle: '1', lang: 'en' });
  expect(JSON.parse(after.searches ?? '[]')).toEqual([]);
  // Back never shows the previous visitor's pages (the albums were theirs): the kiosk home comes back instead.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await appReady(page);
  await expect(page).toHaveURL(/\/$/);
  await context.close();
});

test('leaving kiosk mode needs the PIN given with the link', async ({ page, request }) => {
  const { url } = await mintLink(request, '1357');
  await page.goto(url);
  await expect(page.getByText(/This device is now a kiosk/)).toBeVisible();
  const leave = page.getByRole('button', { name: 'Leave kiosk mode' });
  await leave.click();
  const dialog = page.getByRole('dialog', { name: 'Leave kiosk mode' });
  await dialog.getByLabel('Kiosk PIN').fill('0000');
  await dialog.getByRole('button', { name: 'Leave kiosk mode' }).click();
  await expect(dialog.getByText('The PIN is not correct.')).toBeVisible();
  await dialog.getByLabel('Kiosk PIN').fill('1357');
  await dialog.getByRole('button', { name: 'Leave kiosk mode' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(leave).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('kiosk:demo'))).toBeNull();
  // Focus went back to the page, not lost.
  expect(await page.evaluate(() => document.activeElement !== null)).toBe(true);
});

test('in Arabic the kiosk is right to left, and its PIN dialog works by keyboard, traps and returns focus and passes axe', async ({
  page,
  request,
}) => {
  const { url } = await mintLink(request, '8642');
  const link = new URL(url);
  await page.goto(`/ar${link.pathname}${link.search}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('أصبح هذا الجهاز كشكًا', { exact: false })).toBeVisible();
  const leave = page.getByRole('button', { name: 'الخروج من وضع الكشك' });
  await leave.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'الخروج من وضع الكشك' });
  await expect(dialog).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  // Tab stays inside the dialog.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(leave).toBeFocused();
});

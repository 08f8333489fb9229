import { expect, skipOnboarding, test } from './fixtures.ts';
import {
  expectPlaying,
  FREE,
  fullPlayer,
  GOLDEN_HOUR,
  itemUrl,
  LISTENER,
  logIn,
  miniPlayer,
  nowTitle,
  openFullPlayer,
  playingAudio,
  queueEntries,
  songAnswer,
} from './player-helpers.ts';
import { chooseFromProfileMenu } from './session-helpers.ts';

/** Coming back (issue 15): the player after a reload, the language at `/`, the device's theme, the hosted pages. */

const seekValue = (page: import('@playwright/test').Page) =>
  miniPlayer(page)
    .locator('input[data-seek]')
    .evaluate((input) => Number((input as HTMLInputElement).value));

test('after a reload the player is back: same queue, track and position, paused until play goes on there', async ({
  page,
  request,
}) => {
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await logIn(page, LISTENER);
  await page.goto(album);
  await page.getByRole('button', { name: 'Play all of Golden Hour' }).click();
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[0] as string);
  await miniPlayer(page).getByRole('button', { name: 'Next' }).click();
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[1] as string);
  await expectPlaying(page);
  // Some seconds in, then the page goes away while playing (an update's reload, closing the app).
  await expect
    .poll(async () => (await playingAudio(page))?.time ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(4);
  const left = (await playingAudio(page))?.time ?? 0;
  await page.reload();

  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[1] as string, { timeout: 15_000 });
  // Paused: nothing plays by itself, and nothing was asked of the server yet.
  await expect(miniPlayer(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  expect(await playingAudio(page)).toBeNull();
  await expect.poll(() => seekValue(page)).toBeGreaterThanOrEqual(Math.floor(left) - 2);
  expect(await seekValue(page)).toBeLessThanOrEqual(left + 2);
  await openFullPlayer(page);
  await expect(queueEntries(page)).toHaveText(GOLDEN_HOUR.map((title) => new RegExp(title)));
  await expect(queueEntries(page).nth(1)).toHaveAttribute('aria-current', 'true');
  await fullPlayer(page).getByRole('button', { name: 'Close the full player' }).click();

  // Play asks for a fresh grant (POST /song) and goes on where it was.
  const answer = songAnswer(page);
  await miniPlayer(page).getByRole('button', { name: 'Play', exact: true }).click();
  expect((await answer).ok()).toBe(true);
  await expectPlaying(page);
  const resumed = (await playingAudio(page))?.time ?? 0;
  expect(resumed).toBeGreaterThanOrEqual(left - 2);
  expect(resumed).toBeLessThan(left + 6);
});

test('logging out forgets the kept queue', async ({ page, request }) => {
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await logIn(page, LISTENER);
  await page.goto(album);
  await page.getByRole('button', { name: 'Play all of Golden Hour' }).click();
  await expectPlaying(page);
  await miniPlayer(page).getByRole('button', { name: 'Pause' }).click();
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('player:')).length))
    .toBe(1);
  await chooseFromProfileMenu(page, 'Log out');
  await expect(miniPlayer(page)).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('player:'))))
    .toEqual([]);
});

test("a visitor's Play all queues the whole album (previews), and the queue comes back after a reload", async ({
  page,
  request,
}) => {
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await page.goto(album);
  const answer = songAnswer(page);
  await page.getByRole('button', { name: 'Play all of Golden Hour' }).click();
  expect(await (await answer).json()).toMatchObject({ isPreview: true });
  await openFullPlayer(page);
  await expect(queueEntries(page)).toHaveCount(GOLDEN_HOUR.length);
  await expect(queueEntries(page)).toHaveText(GOLDEN_HOUR.map((title) => new RegExp(title)));
  await page.reload();
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[0] as string, { timeout: 15_000 });
  await openFullPlayer(page);
  await expect(queueEntries(page)).toHaveCount(GOLDEN_HOUR.length);
});

test('"Go to the subscription page" closes the full player before the page shows', async ({
  page,
  request,
}) => {
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await logIn(page, FREE);
  await page.goto(album);
  await page.getByRole('button', { name: `Play ${GOLDEN_HOUR[0]}` }).click();
  await expectPlaying(page);
  await openFullPlayer(page);
  await fullPlayer(page).getByRole('slider', { name: 'Seek' }).press('End');
  const prompt = page.getByRole('dialog', { name: 'The preview has ended' });
  await expect(prompt).toBeVisible({ timeout: 10_000 });
  await prompt.getByRole('link', { name: 'Go to the subscription page' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(fullPlayer(page)).toBeHidden();
  await expect(miniPlayer(page)).toBeVisible();
});

test('`/` opens in the language chosen before, from the server and from a stored page alike', async ({
  page,
  context,
}) => {
  // The page a service worker stored for `/` before the choice (English), to answer it offline or when slow.
  const stored = await (await page.request.get('/')).text();
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /language/i })
    .click();
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/?$/);
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value)
    .toBe('ar');

  // What an installed app launches: `/`.
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  // The server never sees the stored `/`: the app itself goes on to /ar.
  await page.route(
    (url) => url.pathname === '/',
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: stored }),
  );
  await page.goto('/?from=app');
  await expect(page).toHaveURL(/\/ar\?from=app$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.unroute((url) => url.pathname === '/');

  // Choosing English again makes `/` English.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /اللغة|language/i })
    .click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

/** Records every value <html data-mantine-color-scheme> takes while the page loads, and where the body began. */
const WATCH_SCHEME = () => {
  const seen: { old: string | null; afterBody: boolean }[] = [];
  let body = false;
  (window as unknown as { __schemes: typeof seen }).__schemes = seen;
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') {
        for (const node of record.addedNodes) if ((node as Element).tagName === 'BODY') body = true;
      } else seen.push({ old: record.oldValue, afterBody: body });
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeOldValue: true,
    attributeFilter: ['data-mantine-color-scheme'],
  });
};

test('without a theme cookie the portal follows a dark device, with no light flash and no hydration fallback', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  await skipOnboarding(context);
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) warnings.push(message.text());
  });
  await page.addInitScript(WATCH_SCHEME);
  const response = await page.goto('/');
  // The server's page cannot know the device: its head script sets the scheme before the body is parsed.
  const html = (await response?.text()) ?? '';
  expect(html).toContain("matchMedia('(prefers-color-scheme: dark)')");
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const seen = await page.evaluate(
    () => (window as unknown as { __schemes: { old: string | null; afterBody: boolean }[] }).__schemes,
  );
  // Light → dark happened before the body existed; once the body is there, it is never light again.
  expect(seen.filter((change) => !change.afterBody).map((change) => change.old)).toContain('light');
  expect(seen.filter((change) => change.afterBody && change.old === 'light')).toEqual([]);
  expect(warnings).toEqual([]);
  // The toggle agrees: dark is on; choosing light is remembered over the device.
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark theme', exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await context.close();
});

test('the hosted login switches language keeping its parameters, and leads back to the portal page', async ({
  page,
  request,
}) => {
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await page.goto(album);
  await chooseFromProfileMenu(page, 'Log in');
  await expect(page).toHaveURL(/\/hosted\/login\?/, { timeout: 15_000 });
  const before = new URL(page.url());
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
  const after = new URL(page.url());
  expect(after.pathname).toBe('/hosted/login');
  expect(after.searchParams.get('lang')).toBe('ar');
  expect(after.searchParams.get('redirectUrl')).toBe(before.searchParams.get('redirectUrl'));
  await page.getByRole('link', { name: 'العودة إلى Demo Media' }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === album);
  await expect(page.getByRole('button', { name: 'Play all of Golden Hour' })).toBeVisible();
});

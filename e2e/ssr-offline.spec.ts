import { expect, type Page, test } from './fixtures.ts';
import { seededItem, waitUntilPageStored } from './ssr-helpers.ts';

/** The service worker's wait for the network before it answers a page from its cache (sw/page-answer.ts). */
const PAGE_TIMEOUT_MS = 600;
/** Reading the stored page and painting it after that wait, on a busy 2-core machine. */
const PAINT_MARGIN_MS = 3000;

const ALBUM = { kind: 'album', q: 'a', path: /^\/music\/albums\// };

/** Hydration that had to re-render (main.tsx logs it) or a failed start-up. */
function hydrationTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (/Hydration fell back|Mount failure/.test(message.text())) trouble.push(message.text());
  });
  page.on('pageerror', (error) => trouble.push(error.message));
  return trouble;
}

test('offline, a visited server-rendered page reloads with its content and works; a never-visited page gets the shell with the offline screen', async ({
  page,
  context,
  request,
}) => {
  // A worker to install, two reloads and a wait for the page timeout: 20+ s on a busy 2-core machine.
  test.setTimeout(120_000);
  const visited = await seededItem(request, ALBUM);
  const other = await seededItem(request, { ...ALBUM, nth: 1 });
  const otherInArabic = await seededItem(request, { ...ALBUM, nth: 2, lang: 'ar' });
  const trouble = hydrationTrouble(page);
  await page.goto(visited.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(visited.title);
  await waitUntilPageStored(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(visited.title);
  await expect(page.locator('[data-error-status]')).toHaveCount(0);
  // Hydrated and live offline: a visitor's like is answered on the page, with nothing to send.
  await page.locator('[data-node="detail"] button[aria-pressed]').click();
  await expect(page.getByRole('status').filter({ hasText: 'Log in to keep your favourites.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(visited.title);
  expect(trouble, 'hydration of the stored page').toEqual([]);

  // A full page load of a page never visited: the worker answers with the app shell, which says it is offline.
  await page.goto(other.url);
  await expect(page.getByRole('banner')).toBeVisible();
  const offline = page.locator('[data-error-status="offline"]');
  await expect(offline.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto(`/ar${otherInArabic.url}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(offline.getByRole('heading', { level: 1 })).toHaveText('أنت غير متصل بالإنترنت');
  await context.setOffline(false);
});

test('a hanging connection: the stored page paints from the worker within its 600 ms page deadline', async ({
  page,
  context,
  request,
}, testInfo) => {
  // A worker to install, two reloads and a wait for the page timeout: 20+ s on a busy 2-core machine.
  test.setTimeout(120_000);
  const album = await seededItem(request, ALBUM);
  await page.goto(album.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(album.title);
  await waitUntilPageStored(page);

  // The page itself (asked by the worker) and every API call never get an answer.
  const hung: string[] = [];
  await context.route(
    (url) => url.pathname === album.url || url.pathname.startsWith('/api/'),
    (route) => void hung.push(route.request().url()),
  );
  const answer = page.waitForResponse((res) => res.request().isNavigationRequest());
  const started = Date.now();
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(album.title, {
    timeout: PAGE_TIMEOUT_MS + PAINT_MARGIN_MS - (Date.now() - started),
  });
  const painted = Date.now() - started;
  testInfo.annotations.push({ type: 'painted after', description: `${painted} ms` });
  expect((await answer).fromServiceWorker(), 'the page came from the worker').toBe(true);
  expect(hung, 'the worker asked the network for the page first').toContain(
    new URL(album.url, page.url()).href,
  );
  await expect(page.locator('[data-error-status]')).toHaveCount(0);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

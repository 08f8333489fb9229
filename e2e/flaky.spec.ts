import { expect, type Page, test } from './fixtures.ts';
import { seededItem, waitUntilPageStored } from './ssr-helpers.ts';

/** sw/page-answer.ts: a stored page serves when the server has not answered a navigation within this long. */
const STORED_PAGE_DEADLINE_MS = 600;
/** src/features/navigation/route-rules.queries.ts: a page waits at most this long for its route rule. */
const ROUTE_RULE_DEADLINE_MS = 1500;
/** Reading the stored answer and painting it on a busy 2-core machine. */
const PAINT_MARGIN_MS = 3000;

const ALBUM = { kind: 'album', q: 'a', path: /^\/music\/albums\// };

/** Lie-fi: the connection accepts these requests and never answers them. */
async function hang(page: Page, matches: (url: URL) => boolean): Promise<string[]> {
  const hung: string[] = [];
  await page.context().route(matches, (route) => void hung.push(route.request().url()));
  return hung;
}

test('lie-fi after a first online visit: home, an album and the downloads page show their content from the cache at once', async ({
  page,
  request,
}) => {
  // A worker to install, three visits and three reloads on a busy 2-core machine.
  test.setTimeout(150_000);
  const album = await seededItem(request, ALBUM);
  const pages: Array<[string, () => Promise<void>]> = [
    ['/', () => expect(page.locator('[data-node="rail"]').first()).toBeVisible({ timeout: 1 })],
    [
      album.url,
      () => expect(page.getByRole('heading', { level: 1 })).toHaveText(album.title, { timeout: 1 }),
    ],
    [
      '/downloads',
      () => expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads', { timeout: 1 }),
    ],
  ];
  for (const [path] of pages) {
    await page.goto(path);
    await waitUntilPageStored(page);
  }
  // Every page and every API call is accepted and never answered.
  const hung = await hang(
    page,
    (url) => url.pathname.startsWith('/api/') || pages.some(([p]) => p === url.pathname),
  );
  for (const [path, showsContent] of pages) {
    const started = Date.now();
    await page.goto(path, { waitUntil: 'commit' });
    await expect(async () => showsContent()).toPass({ timeout: STORED_PAGE_DEADLINE_MS + PAINT_MARGIN_MS });
    test
      .info()
      .annotations.push({ type: `${path} content after`, description: `${Date.now() - started} ms` });
    // Never the offline or error screen: the stored page is a working page.
    await expect(page.locator('[data-error-status]')).toHaveCount(0);
  }
  expect(
    hung.some((url) => new URL(url).pathname === album.url),
    'the worker asked the network first',
  ).toBe(true);
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
});

test('a hanging route-rules lookup does not hold a navigation', async ({ page, request }) => {
  const album = await seededItem(request, { ...ALBUM, nth: 3 });
  await page.goto('/');
  const hung = await hang(page, (url) => url.pathname === '/api/route-rules');
  const started = Date.now();
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, album.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(album.title, {
    timeout: ROUTE_RULE_DEADLINE_MS + PAINT_MARGIN_MS,
  });
  test.info().annotations.push({ type: 'album after', description: `${Date.now() - started} ms` });
  expect(hung.length, 'the lookup was asked and left hanging').toBeGreaterThan(0);
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
});

test('when the entry script cannot load, the page says so in its language and retries', async ({ page }) => {
  let failing = true;
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) =>
    failing ? route.abort('connectionreset') : route.fallback(),
  );
  await page.goto('/ar/', { waitUntil: 'commit' });
  const alert = page.getByRole('alert').filter({ hasText: 'تعذّر إكمال تحميل هذه الصفحة' });
  await expect(alert).toBeVisible();
  // The server's page is still there to read; the slow-connection notice gives way to the retry.
  await expect(page.locator('[data-node="rail"]').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'لا يزال التحميل جارياً' })).toBeHidden();
  failing = false;
  await alert.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expect(alert).toBeHidden();
});

test('a slow start shows a "still loading" notice until the app runs', async ({ page }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const notice = page.getByRole('status').filter({ hasText: 'Still loading: your connection is slow.' });
  await expect(notice).toBeHidden();
  await expect(notice).toBeVisible({ timeout: 10_000 });
  release();
  await expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 15_000 });
  await expect(notice).toBeHidden();
});

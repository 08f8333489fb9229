import { type APIRequestContext, expect, navigateInApp, type Page, test } from './fixtures.ts';

/**
 * Analytics with consent (issue 20, commerce §5/§9): the first-party tag /gtm.js is requested only after
 * analytics consent, forwards the dataLayer to POST /api/analytics/events, and stops when consent is
 * revoked, all without a reload. The journeys read what the server stored through the loopback-only demo
 * tool, and run one after the other so each sees only its own events.
 */
test.describe.configure({ mode: 'serial' });

interface StoredEvent {
  event: string;
  data: Record<string, string | number | boolean>;
  receivedAt: string;
}

const TAG_ID = 'GTM-DEMO01';

async function storedSince(request: APIRequestContext, since: number): Promise<StoredEvent[]> {
  const res = await request.get('/hosted/demo-analytics');
  expect(res.status()).toBe(200);
  const { events } = (await res.json()) as { events: StoredEvent[] };
  return events.filter((e) => Date.parse(e.receivedAt) >= since);
}

const pageViewsOf = async (request: APIRequestContext, since: number, path: string) =>
  (await storedSince(request, since)).filter((e) => e.event === 'page_view' && e.data.page_path === path);

const tagRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/gtm.js') seen.push(request.url());
  });
  return seen;
};

const dataLayerOf = (page: Page) =>
  page.evaluate(() => (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);

const tagRunning = (page: Page) =>
  page.waitForFunction(
    (id) => (window as { dataLayer?: { portalTag?: string } }).dataLayer?.portalTag === id,
    TAG_ID,
  );

test('consent refused: no tag is requested and no event is recorded or stored', async ({ page, request }) => {
  const tags = tagRequests(page);
  const since = Date.now();
  await page.goto('/');
  await page.locator('[data-consent-bar] [data-consent="reject"]').click();
  await expect(page.locator('[data-consent-bar]')).toBeHidden();
  await navigateInApp(page, '/music/albums');
  await expect(page.locator('[data-page-name^="music-albums"]')).toBeVisible();
  // Well past the 250 ms page-view delay and the tag's batching.
  await page.waitForTimeout(1500);
  expect(tags).toEqual([]);
  expect(await page.locator('script[src^="/gtm.js"]').count()).toBe(0);
  expect(await dataLayerOf(page)).toEqual([]);
  expect(await pageViewsOf(request, since, '/music/albums')).toEqual([]);
});

async function acceptAndNavigate(page: Page, request: APIRequestContext, home: string, target: string) {
  const tags = tagRequests(page);
  await page.goto(home);
  await expect(page.locator('[data-page-name]')).toBeVisible();
  // Past the 250 ms: this page, shown without consent, is never counted, even after consent is given.
  await page.waitForTimeout(500);
  expect(tags).toEqual([]);
  const tagRequest = page.waitForRequest((r) => new URL(r.url()).pathname === '/gtm.js');
  await page.locator('[data-consent-bar] [data-consent="accept"]').click();
  expect(new URL((await tagRequest).url()).searchParams.get('id')).toBe(TAG_ID);
  await tagRunning(page);
  // The page shown before consent was not tracked: nothing of it is in the dataLayer.
  expect((await dataLayerOf(page)).filter((entry) => entry.event === 'page_view')).toEqual([]);
  const navigatedAt = Date.now();
  await navigateInApp(page, target);
  const name = await page.locator(`[data-page-name^="music-albums"]`).getAttribute('data-page-name');
  await expect.poll(() => pageViewsOf(request, navigatedAt, target)).toHaveLength(1);
  const [view] = await pageViewsOf(request, navigatedAt, target);
  // Commerce §9: the page view is recorded 250 ms after the page is shown, never sooner.
  expect(Date.parse(view?.receivedAt ?? '') - navigatedAt).toBeGreaterThanOrEqual(250);
  return { view, name };
}

test('consent given: the tag is requested and a page view with the stable name is stored after 250 ms; the error page event too', async ({
  page,
  request,
}) => {
  const { view, name } = await acceptAndNavigate(page, request, '/', '/music/albums');
  expect(view?.data).toEqual({ page_name: name, page_path: '/music/albums', page_locale: 'en' });
  expect(name).toBe('music-albums___en___default');

  const since = Date.now();
  await navigateInApp(page, '/music/albums/someone/999999');
  await expect(page.locator('[data-error-status="404"]')).toBeVisible();
  await expect
    .poll(async () => (await storedSince(request, since)).filter((e) => e.data.area === 'error page'))
    .toContainEqual(
      expect.objectContaining({
        event: 'portal_event',
        data: expect.objectContaining({ action: 'displayed', code: 404, type: '404' }),
      }),
    );
});

test('ar: consent given on the Arabic pages, the page view carries the ar page name and locale', async ({
  page,
  request,
}) => {
  const { view, name } = await acceptAndNavigate(page, request, '/ar', '/ar/music/albums');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(name).toBe('music-albums___ar');
  expect(view?.data).toEqual({
    page_name: 'music-albums___ar',
    page_path: '/ar/music/albums',
    page_locale: 'ar',
  });
});

test('consent revoked without a reload: the tag is removed and no further event is stored', async ({
  page,
  request,
}) => {
  await acceptAndNavigate(page, request, '/', '/music/albums');
  await page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('switch', { name: 'Analytics' }).uncheck();
  await dialog.locator('[data-consent="save"]').click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('script[src^="/gtm.js"]')).toHaveCount(0);
  expect(await dataLayerOf(page)).toEqual([]);

  const since = Date.now();
  await navigateInApp(page, '/music/albums/someone/999999');
  await expect(page.locator('[data-error-status="404"]')).toBeVisible();
  await navigateInApp(page, '/search');
  await expect(page.locator('[data-page-name^="search"]')).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await dataLayerOf(page)).toEqual([]);
  expect(await storedSince(request, since)).toEqual([]);
});

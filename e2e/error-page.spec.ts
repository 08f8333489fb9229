import { acceptAllCookies } from './consent-helpers.ts';
import { expect, navigateInApp, type Page, test } from './fixtures.ts';

// Mocked answers (page.route) must not race the service worker, which fetches outside the page.
test.use({ serviceWorkers: 'block' });

// The tracking event is recorded only with analytics consent (issue 20): these visitors accepted all cookies.
test.beforeEach(async ({ context, request, baseURL }) => {
  await acceptAllCookies(context, request, baseURL ?? '');
});

const errorEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (e) => (e as { area?: string }).area === 'error page',
    ),
  ) as Promise<Record<string, unknown>[]>;

test('the 404 screen: number, heading as title, get-started button home, tracking event', async ({
  page,
}) => {
  await page.goto('/music/albums/someone/999999');
  const screen = page.locator('[data-error-status="404"]');
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found');
  const start = screen.locator('a[data-analytics="error-get-started"]');
  await expect(start).toHaveAttribute('data-not-found', 'true');
  // The tenant's configured text (configuration errorPage.getStartedText).
  await expect(start).toHaveText('Start exploring');
  await expect
    .poll(() => errorEvents(page))
    .toContainEqual(
      expect.objectContaining({
        action: 'displayed',
        area: 'error page',
        code: 404,
        message: 'Page not found',
        type: '404',
        detail: 'Page not found: /music/albums/someone/999999',
      }),
    );
  await start.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-page-name^="home___"]')).toBeVisible();
});

test('the error screen is in the page language and direction', async ({ page }) => {
  await page.goto('/ar/no/such/page');
  await expect(page.locator('[data-error-status="404"]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The line in the page's language, its path isolated left to right (the tracked message stays the spec's English).
  await expect(page.getByRole('main')).toContainText('الصفحة غير موجودة: \u2066/ar/no/such/page\u2069');
});

test('a server failure shows the status with its own heading and a tracking event of its type', async ({
  page,
}) => {
  await page.route('**/api/structure/music-list*', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"title":"down"}' }),
  );
  // The failure happens to the browser's own call: the page is reached inside the app.
  await page.goto('/');
  await navigateInApp(page, '/music/list');
  const screen = page.locator('[data-error-status="503"]');
  await expect(screen).toBeVisible();
  // The heading differs from the not-found one (texts by code); the exact wording lives in the catalogues.
  await expect(screen.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  await expect(screen.locator('a[data-analytics="error-get-started"]')).not.toHaveAttribute(
    'data-not-found',
    'true',
  );
  await expect
    .poll(() => errorEvents(page))
    .toContainEqual(
      expect.objectContaining({ action: 'displayed', area: 'error page', code: 503, type: '503' }),
    );
});

test('logging out from the error screen goes home', async ({ page }) => {
  await page.goto('/de/no/such/page');
  await expect(page.locator('[data-error-status="404"]')).toBeVisible();
  // The error screen mounts its logout listener once the router has run the 404 in the browser, a moment after
  // the app reports ready (measured: 300 ms): the logout (another tab's, say) is sent until it is heard.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('portal:logout')));
      return new URL(page.url()).pathname;
    })
    .toBe('/de');
});

test('an uncaught error anywhere in the page shows the error screen; the next page clears it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('[data-node="rail"]').first()).toBeVisible();
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Simulated fault outside the router');
    });
  });
  const screen = page.locator('[data-error-status="500"]');
  await expect(screen).toBeVisible();
  await expect
    .poll(() => errorEvents(page))
    .toContainEqual(expect.objectContaining({ action: 'displayed', area: 'error page', type: '500' }));
  await page.locator('header a').first().click();
  await expect(screen).toBeHidden();
});

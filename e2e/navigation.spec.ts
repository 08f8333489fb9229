import { expect, HOSTED_PAGE_WAIT, navigateInApp, test } from './fixtures.ts';

// Mocked answers (page.route) must not race the service worker, which fetches outside the page.
test.use({ serviceWorkers: 'block' });

test('?session_id goes to /resetpassword?session=<value>, which continues to the hosted reset', async ({
  page,
}) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(frame.url()));
  await page.goto('/music/list?session_id=abc123');
  await expect(page).toHaveURL(/\/hosted\/reset\?/, HOSTED_PAGE_WAIT);
  expect(visited.some((url) => /\/resetpassword\?session=abc123$/.test(url))).toBe(true);
  const hosted = new URL(page.url());
  expect(hosted.searchParams.get('session')).toBe('abc123');
  expect(hosted.searchParams.get('lang')).toBe('en');

  await page.goto('/ar/music/list?session_id=123');
  await expect(page).toHaveURL(/\/hosted\/reset\?/, HOSTED_PAGE_WAIT);
  expect(visited.some((url) => /\/ar\/resetpassword\?session=123$/.test(url))).toBe(true);
  expect(new URL(page.url()).searchParams.get('lang')).toBe('ar');
});

test('purchase-return parameters are read and removed from the address without a history entry', async ({
  page,
}) => {
  await page.goto('/de');
  await expect(page.locator('[data-page-name="home___de"]')).toBeVisible();
  await page.goto('/de/music/list?status=200&purchaseID=9&purchaseType=SUB&q=keep');
  await expect(page).toHaveURL(/\/de\/music\/list\?q=keep$/);
  await expect(page.locator('[data-page-name="music-list___de"]')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/de$/);
});

test('a page change scrolls to the top, and back restores the position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/');
  await expect(page.locator('[data-node="rail"]').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.locator('[data-node="rail"] [data-node="card"]').last().click();
  await expect(page.locator('[data-page-name]')).not.toHaveAttribute('data-page-name', /^home/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.locator('[data-page-name^="home"]')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
});

test('the back button of a detail page goes home when there is no history of ours', async ({ page }) => {
  await page.goto('/music/albums/nora-vale/1');
  const detail = page.locator('[data-node="detail"]');
  await expect(detail).toBeVisible();
  await detail.locator('button[data-action="back"]').click();
  await expect(page.locator('[data-page-name^="home"]')).toBeVisible();
});

test('route rules: an internal rule redirects in-app under the current locale', async ({ page, request }) => {
  const rule = await request.get('/api/route-rules?path=/old-albums', { headers: { 'x-tenant-id': 'demo' } });
  expect(rule.ok(), `route-rules lookup answered ${rule.status()}`).toBe(true);
  const { redirect } = await rule.json();
  expect(redirect, 'the server seeds a route rule for /old-albums').toMatchObject({ to: expect.any(String) });
  await page.goto('/ar/old-albums');
  await expect(page).toHaveURL(new RegExp(`/ar${redirect.to.replace(/[?]/g, '\\?')}$`));
});

test('route rules: an external rule is a full navigation to the other site', async ({ page, request }) => {
  const rule = await request.get('/api/route-rules?path=/partner-offer', {
    headers: { 'x-tenant-id': 'demo' },
  });
  expect(rule.ok(), `route-rules lookup answered ${rule.status()}`).toBe(true);
  const { redirect } = await rule.json();
  expect(redirect, 'the server seeds a route rule for /partner-offer').toMatchObject({
    to: expect.any(String),
  });
  // The server renders the page, so it answers the navigation with the redirect itself (no script needed).
  const answer = await request.get('/ar/partner-offer', { maxRedirects: 0 });
  expect(answer.status()).toBe(307);
  expect(answer.headers().location).toBe(redirect.to);
  // In the app, the same rule is a full navigation to the other site.
  const target = new URL(redirect.to);
  await page.route(`${target.origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Partner</title><h1>Partner site</h1>' }),
  );
  await page.goto('/');
  await expect(page.locator('[data-page-name^="home"]')).toBeVisible();
  // An in-app navigation (as a back button would make): the router meets the rule in the browser.
  await navigateInApp(page, '/partner-offer');
  await expect(page).toHaveURL(redirect.to);
  await expect(page.getByRole('heading', { name: 'Partner site' })).toBeVisible();
});

import { expect, test } from './fixtures.ts';

// The build manifest must come from page.route, not from a service worker.
test.use({ serviceWorkers: 'block' });

test('a new build id seen twice within 10 s reloads the page exactly once', async ({ page }) => {
  let checks = 0;
  await page.route('**/builds/latest.json?timestamp=*', (route) => {
    checks++;
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ id: 'a-newer-build', builtAt: new Date().toISOString() }),
    });
  });
  let loads = 0;
  page.on('load', () => loads++);

  await page.goto('/');
  // First check (start-up) sees the new id and reloads; the reloaded page checks again and is held back.
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
  await expect.poll(() => checks, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  // A third check, as when the tab becomes visible again, is held back too.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(() => checks).toBeGreaterThanOrEqual(3);
  await page.waitForTimeout(1500);
  expect(loads).toBe(2);
});

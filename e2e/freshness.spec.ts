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
  // The page's clock stands still (its timers run): "within 10 s" holds however long a busy machine takes to
  // reload, so the guard's decision is what is tested, not the machine's speed (a 2-core run took longer once).
  await page.clock.setFixedTime(new Date());

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

import { expect, type Page, test } from './fixtures.ts';
import { DEMO_USER, expectSignedInAs, logInFromMenu } from './session-helpers.ts';

/** Everything the page reports that means hydration did not simply take over the server's HTML. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|server rendered/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('server-rendered pages hydrate without a mismatch, in en and ar, and respond at once', async ({
  page,
}) => {
  const problems = watchHydration(page);
  // A downloadable game's page names what the visitor's device can run: the server must render it for that device.
  for (const path of [
    '/',
    '/ar/music/albums',
    '/music/albums/nora-vale/1',
    '/ar/music/albums/nora-vale/1',
    '/games/details/bubble-pop/36',
  ]) {
    await page.goto(path);
    await expect(page.locator('[data-page-name]')).toBeVisible();
    // Hydrated: the router handles a click (a client navigation keeps the document).
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page.locator('[data-page-name^="home"]')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  }
  expect(problems).toEqual([]);
});

test("a signed-in user's parts fill in after hydration, without a mismatch", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await logInFromMenu(page, DEMO_USER);
  const problems = watchHydration(page);
  await page.goto('/ar');
  await expectSignedInAs(page, DEMO_USER.name);
  await page.goto('/music/albums/nora-vale/1');
  await expectSignedInAs(page, DEMO_USER.name);
  // The user's subscriptions are in the persisted cache after the first visit: the second page load must
  // still hydrate as the server rendered it (a mismatch there once threw the plan buttons away under a click).
  for (const visit of [1, 2]) {
    await page.goto('/subscription');
    await expect(page.getByRole('region', { name: 'Your subscriptions' }), `visit ${visit}`).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test("a click on a details page's lazily loaded actions the moment the app is ready is honoured", async ({
  page,
}) => {
  // The click lands in the first task after <html data-app-ready> appears: the header has hydrated, the
  // page's play and download actions (code loaded lazily) may still be the server's HTML. It must not be lost.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-app-ready')) return;
      observer.disconnect();
      setTimeout(() => document.querySelector<HTMLElement>('[data-download-collection]')?.click(), 0);
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
  });
  for (const path of ['/music/albums/nora-vale/1', '/ar/music/albums/nora-vale/1']) {
    await page.goto(path, { waitUntil: 'commit' });
    // A visitor's download asks them to log in first.
    await expect(page.getByRole('dialog')).toBeVisible();
  }
});

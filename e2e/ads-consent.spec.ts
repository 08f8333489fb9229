import { expect, navigateInApp, type Page, test } from './fixtures.ts';

/**
 * Issue 22: the ads tag (the first-party /gtm.js stand-in) loads only with advertising consent. Analytics
 * alone records into the dataLayer and requests no tag; switching advertising on loads it without a reload,
 * switching it off again removes it while analytics goes on.
 */
const tagRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/gtm.js') seen.push(request.url());
  });
  return seen;
};

const pushedEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((entry) => entry.event),
  );

async function saveChoices(page: Page, choices: { analytics: boolean; ads: boolean }) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('switch', { name: 'Analytics' }).setChecked(choices.analytics);
  await dialog.getByRole('switch', { name: 'Advertising' }).setChecked(choices.ads);
  await dialog.locator('[data-consent="save"]').click();
  await expect(dialog).toBeHidden();
}

async function openCookieSettings(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('button', { name: 'Cookie settings' }).click();
}

test('analytics only loads no tag; advertising on loads it; advertising off removes it again', async ({
  page,
}) => {
  const tags = tagRequests(page);
  await page.goto('/');
  await page.locator('[data-consent-bar] [data-consent="settings"]').click();
  await saveChoices(page, { analytics: true, ads: false });

  await navigateInApp(page, '/music/albums');
  await expect(page.locator('[data-page-name^="music-albums"]')).toBeVisible();
  // Analytics records the page view (250 ms after the page is shown) while no tag is requested.
  await expect.poll(() => pushedEvents(page)).toContain('page_view');
  expect(tags).toEqual([]);
  await expect(page.locator('script[src^="/gtm.js"]')).toHaveCount(0);

  const tagRequest = page.waitForRequest((r) => new URL(r.url()).pathname === '/gtm.js');
  await openCookieSettings(page);
  await saveChoices(page, { analytics: true, ads: true });
  expect(new URL((await tagRequest).url()).searchParams.get('id')).toBe('GTM-DEMO01');
  await expect(page.locator('script[src^="/gtm.js"]')).toHaveCount(1);

  await openCookieSettings(page);
  await saveChoices(page, { analytics: true, ads: false });
  await expect(page.locator('script[src^="/gtm.js"]')).toHaveCount(0);
  // The running tag lost its layer; analytics keeps recording into the new one.
  await navigateInApp(page, '/search');
  await expect(page.locator('[data-page-name^="search"]')).toBeVisible();
  await expect.poll(() => pushedEvents(page)).toContain('page_view');
  expect(await page.locator('script[src^="/gtm.js"]').count()).toBe(0);
});

test('ar: advertising alone is no analytics consent, so nothing loads and nothing is recorded', async ({
  page,
}) => {
  const tags = tagRequests(page);
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('[data-consent-bar] [data-consent="settings"]').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('switch', { name: 'الإعلانات' }).check();
  await dialog.locator('[data-consent="save"]').click();
  await expect(dialog).toBeHidden();
  await navigateInApp(page, '/ar/music/albums');
  await expect(page.locator('[data-page-name^="music-albums"]')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(tags).toEqual([]);
  expect(await pushedEvents(page)).toEqual([]);
});

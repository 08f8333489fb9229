import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';

interface ConsentCookie {
  identifier: string;
  necessary: boolean;
}

/**
 * The demo tenant's own cookie list, as its configuration structure lists it: the page is rendered by the
 * server with this configuration, so the journeys read it instead of rewriting the browser's request.
 */
async function consentOf(request: APIRequestContext) {
  const res = await request.get('/api/structure/configuration?lang=en', {
    headers: { 'x-tenant-id': 'demo' },
  });
  expect(res.ok()).toBe(true);
  const { necessary, optional } = (await res.json()).data.customProperties.cookieConsent as {
    necessary: ConsentCookie[];
    optional: ConsentCookie[];
  };
  expect(optional.map((entry) => entry.identifier)).toContain('analytics');
  const ids = (list: ConsentCookie[]) => list.map((entry) => entry.identifier);
  return { necessary: ids(necessary), optional: ids(optional), all: [...ids(necessary), ...ids(optional)] };
}

const enabledCookie = (ids: string[]) => encodeURIComponent(ids.join(','));

const cookieValue = async (page: Page, name: string) =>
  (await page.context().cookies()).find((entry) => entry.name === name)?.value;

test('the consent bar asks until accepted, then stays away; a changed cookie list asks again', async ({
  page,
  request,
}) => {
  const consent = await consentOf(request);
  await page.goto('/');
  const bar = page.locator('[data-consent-bar]');
  await expect(bar).toBeVisible();
  // The page reserves room for the bar so it never covers the end of the content.
  expect(
    await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).paddingBlockEnd)),
  ).toBeGreaterThan(0);

  await bar.locator('[data-consent="accept"]').click();
  await expect(bar).toBeHidden();
  expect(await cookieValue(page, 'ncc_c')).toBe(consent.all.join(''));
  expect(await cookieValue(page, 'ncc_e')).toBe(enabledCookie(consent.all));
  expect(await cookieValue(page, 'ncc_a')).toBe('1');
  expect(await page.evaluate(() => document.body.style.paddingBlockEnd)).toBe('');

  await page.reload();
  await expect(page.locator('[data-node="rail"]').first()).toBeVisible();
  await expect(bar).toBeHidden();

  // As if the tenant's cookie list changed since the consent was given.
  await page.context().addCookies([{ name: 'ncc_c', value: consent.necessary.join(''), url: page.url() }]);
  await page.reload();
  await expect(bar).toBeVisible();
});

test('rejecting optional cookies keeps only the necessary ones and analytics consent 0', async ({
  page,
  request,
}) => {
  const consent = await consentOf(request);
  await page.goto('/');
  const bar = page.locator('[data-consent-bar]');
  await bar.locator('[data-consent="reject"]').click();
  await expect(bar).toBeHidden();
  expect(await cookieValue(page, 'ncc_e')).toBe(enabledCookie(consent.necessary));
  expect(await cookieValue(page, 'ncc_a')).toBe('0');
});

test('cookie settings list every cookie with the necessary ones locked on', async ({ page, request }) => {
  const consent = await consentOf(request);
  await page.goto('/');
  await page.locator('[data-consent="settings"]').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const switches = dialog.getByRole('switch');
  await expect(switches).toHaveCount(consent.all.length);
  for (let i = 0; i < consent.necessary.length; i++) {
    await expect(switches.nth(i)).toBeDisabled();
    await expect(switches.nth(i)).toBeChecked();
  }
  await switches.nth(consent.all.indexOf('analytics')).check();
  await dialog.locator('[data-consent="save"]').click();
  await expect(page.locator('[data-consent-bar]')).toBeHidden();
  expect(await cookieValue(page, 'ncc_a')).toBe('1');
});

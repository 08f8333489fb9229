import { type APIRequestContext, expect, HOSTED_PAGE_WAIT, type Page, test } from './fixtures.ts';
import { signUpOverHttp } from './session-helpers.ts';

/** The page of a seeded item, found the way a user finds it: by searching its title. */
async function itemUrl(request: APIRequestContext, title: string, kind: string): Promise<string> {
  const res = await request.get(`/api/search?q=${encodeURIComponent(title)}&kinds=${kind}&limit=1`, {
    headers: { 'x-tenant-id': 'demo' },
  });
  expect(res.ok()).toBe(true);
  const url = (await res.json()).groups[0]?.items[0]?.data?.clickUrl;
  expect(url, `${kind} "${title}"`).toBeTruthy();
  return url as string;
}

const register = (page: Page) => signUpOverHttp(page, 'Fan');

const detailLike = (page: Page) => page.locator('[data-node="detail"] button[aria-pressed]');

test('like and unlike persist across reload; /favorites lists the liked item', async ({ page, request }) => {
  // Registration and five page loads: 31 s on a busy 2-core CI machine.
  test.setTimeout(120_000);
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await register(page);
  await page.goto(album);
  await expect(detailLike(page)).toHaveAttribute('aria-label', 'Add Golden Hour to favourites');
  await expect(detailLike(page)).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse(
    (r) => /\/api\/like\/albums\/\d+$/.test(r.url()) && r.request().method() === 'POST',
  );
  await detailLike(page).click();
  // Pressed at once (optimistic), then confirmed by the server.
  await expect(detailLike(page)).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(detailLike(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(detailLike(page)).toHaveAttribute('aria-label', 'Remove Golden Hour from favourites');

  await page.goto('/favorites');
  await expect(page.getByRole('tab', { name: /Albums/ })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('tabpanel').locator('[data-node="card"]', { hasText: 'Golden Hour' });
  await expect(card).toBeVisible();

  // Unliking from the card (its button sits beside the link) takes it off the list, for good.
  await page.getByRole('button', { name: 'Remove Golden Hour from favourites' }).click();
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  await page.goto(album);
  await expect(detailLike(page)).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(detailLike(page)).toHaveAttribute('aria-pressed', 'false');
});

test("a visitor's like shows the translated snackbar for favorite.notLoggedIn and sends nothing", async ({
  page,
  request,
}) => {
  const album = await itemUrl(request, 'Paper Oceans', 'album');
  const likeCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/like') && likeCalls.push(r.url()));
  await page.goto(album);
  await detailLike(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Log in to keep your favourites.' })).toBeVisible();
  await expect(detailLike(page)).toHaveAttribute('aria-pressed', 'false');

  await page.goto('/ar');
  await page.locator('[data-node="card"]').first().waitFor();
  // A card's own button (beside its link), in Arabic.
  await page.locator('[data-node="card"] + div button[aria-pressed]').first().click();
  await expect(page.getByRole('status').filter({ hasText: 'سجّل الدخول للاحتفاظ بمفضلتك.' })).toBeVisible();
  expect(likeCalls).toEqual([]);
});

test('visitors see a login prompt on /favorites and /history that comes back after logging in', async ({
  page,
}) => {
  await page.goto('/history');
  await expect(page.getByRole('heading', { name: 'Log in to see your history' })).toBeVisible();
  await page.goto('/ar/favorites');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المفضلة');
  await page.getByRole('link', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/hosted\/login\?/, HOSTED_PAGE_WAIT);
  expect(new URL(page.url()).searchParams.get('lang')).toBe('ar');
});

test('/history: visited pages newest first; one entry removed, then all cleared', async ({
  page,
  request,
}) => {
  const [first, second] = [
    await itemUrl(request, 'Velvet Storm', 'album'),
    await itemUrl(request, 'Neon Desert', 'album'),
  ];
  await register(page);
  for (const url of [first, second]) {
    const recorded = page.waitForResponse((r) => r.url().includes('/api/user/history/VIEW/') && r.ok());
    await page.goto(url);
    await recorded;
  }
  await page.goto('/history');
  const rows = page.locator('[data-history-entry]');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Neon Desert');
  await expect(rows.nth(1)).toContainText('Velvet Storm');
  await expect(rows.nth(0)).toContainText('Viewed');

  await page.getByRole('button', { name: 'Remove Neon Desert from history' }).click();
  await expect(rows).toHaveCount(1);
  // Focus moves to the entry that took its place.
  await expect(page.getByRole('button', { name: 'Remove Velvet Storm from history' })).toBeFocused();
  await page.reload();
  await expect(rows).toHaveCount(1);

  await page.getByRole('button', { name: 'Clear history' }).click();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByRole('heading', { name: 'Your history is empty' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your history is empty' })).toBeVisible();
});

import { expect, type Page, test } from './fixtures.ts';

// The failure test mocks answers (page.route), which must not race the service worker's own fetches.
test.use({ serviceWorkers: 'block' });

const searchBox = (page: Page) => page.getByRole('searchbox');
const group = (page: Page, kind: string) => page.locator(`section[data-kind="${kind}"]`);

/** Types like a person (one key at a time), so the debounced search follows the typing. */
async function typeQuery(page: Page, text: string) {
  await searchBox(page).fill('');
  await searchBox(page).pressSequentially(text, { delay: 20 });
}

test('search as you type, open a result, back keeps the query and the results (en)', async ({ page }) => {
  await page.goto('/search');
  await expect(page.locator('[data-page-name="search___en___default"]')).toBeVisible();
  await typeQuery(page, 'paper oceans');
  // The address follows the typing (typed search params), without a click.
  await expect(page).toHaveURL(/\/search\?q=paper(\+|%20)oceans$/);
  const albums = group(page, 'album');
  await expect(albums.getByRole('heading', { level: 2 })).toContainText('Albums');
  const card = albums.locator('[data-node="card"]', { hasText: 'Paper Oceans' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ results?$/ })).toBeVisible();

  await card.click();
  await expect(page).toHaveURL(/\/music\/albums\/.+\/\d+$/);
  await expect(page.locator('[data-node="detail"]')).toContainText('Paper Oceans');

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=paper(\+|%20)oceans$/);
  await expect(searchBox(page)).toHaveValue('paper oceans');
  await expect(group(page, 'album').locator('[data-node="card"]', { hasText: 'Paper Oceans' })).toBeVisible();

  // Opening a result made the query a recent search: an empty box offers it again, and it can go.
  await searchBox(page).fill('');
  await expect(page).toHaveURL(/\/search$/);
  const recent = page.getByRole('region', { name: 'Recent searches' });
  await expect(recent.getByRole('button', { name: 'paper oceans', exact: true })).toBeVisible();
  await recent.getByRole('button', { name: 'Remove paper oceans from recent searches' }).click();
  await expect(recent).toBeHidden();
});

test('search in Arabic: right to left, results in Arabic, back keeps the query', async ({ page }) => {
  await page.goto('/ar/search');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await typeQuery(page, 'محيطات من ورق');
  await searchBox(page).press('Enter');
  const card = group(page, 'album').locator('[data-node="card"]', { hasText: 'محيطات من ورق' });
  await expect(card).toBeVisible();
  await expect(group(page, 'album').getByRole('heading', { level: 2 })).not.toContainText('Albums');
  await card.click();
  await expect(page).toHaveURL(/\/ar\/music\/albums\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/ar\/search\?q=/);
  await expect(searchBox(page)).toHaveValue('محيطات من ورق');
  await expect(card).toBeVisible();
});

test('accent- and case-insensitive: "DESERT DE NEON" finds "Désert de néon", hamza-free Arabic finds أ', async ({
  page,
}) => {
  await page.goto('/fr/search?q=DESERT%20DE%20NEON');
  await expect(searchBox(page)).toHaveValue('DESERT DE NEON');
  await expect(
    group(page, 'album').locator('[data-node="card"]', { hasText: 'Désert de néon' }),
  ).toBeVisible();
  // "احلام" (no hamza) matches "أحلام من خرسانة".
  await page.goto('/ar/search?q=%D8%A7%D8%AD%D9%84%D8%A7%D9%85');
  await expect(
    group(page, 'album').locator('[data-node="card"]', { hasText: 'أحلام من خرسانة' }),
  ).toBeVisible();
});

test('no results: an empty state; a failed search: an error with a retry that works', async ({ page }) => {
  await page.goto('/search?q=qwxzqwxz');
  await expect(page.getByRole('heading', { name: 'No results for “qwxzqwxz”' })).toBeVisible();

  let fail = true;
  await page.route('**/api/search?*', (route) => (fail ? route.abort() : route.fallback()));
  await page.goto('/search');
  await typeQuery(page, 'golden');
  await expect(page.getByRole('alert')).toContainText('The search failed');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(group(page, 'album').locator('[data-node="card"]', { hasText: 'Golden Hour' })).toBeVisible();
});

test('keyboard only: type, Enter, Tab into the results and open one', async ({ page }) => {
  await page.goto('/search');
  await searchBox(page).focus();
  await page.keyboard.type('velvet storm');
  await page.keyboard.press('Enter');
  await expect(group(page, 'album').locator('[data-node="card"]', { hasText: 'Velvet Storm' })).toBeVisible();
  // From the box: the search button, then the best match's card.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  const link = group(page, 'album')
    .getByRole('link', { name: /Velvet Storm/ })
    .first();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-node="detail"]')).toContainText('Velvet Storm');
});

test('a group shows more of its kind on request, focus on the first new card; /search-q works alike', async ({
  page,
}) => {
  await page.goto('/search-q?q=o');
  await expect(searchBox(page)).toHaveValue('o');
  const albums = group(page, 'album');
  const cards = albums.locator('[data-node="card"]');
  // The first search of a fresh server answers in 5–6 s on a busy 2-core machine.
  await expect(cards).toHaveCount(12, { timeout: 15_000 });
  const total = Number(
    (await albums.getByRole('heading', { level: 2 }).locator('span').textContent()) ?? '0',
  );
  expect(total).toBeGreaterThan(12);
  await albums.getByRole('button', { name: 'Show more Albums' }).click();
  await expect(cards).toHaveCount(Math.min(24, total));
  await expect(cards.nth(12)).toBeFocused();
});

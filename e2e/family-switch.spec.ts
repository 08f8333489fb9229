import type { Page } from '@playwright/test';
import { originOf } from './catalogue-paths.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 22, commerce §3 enabledFeatures: a switched-off family disappears everywhere, not only from the
 * navigation. Acme's catalogue holds podcasts ("Les Voix de Lyon", "Café polar") and its home a podcast rail,
 * while its configuration switches podcasts off: the home shows no podcast rail or card and the search finds
 * none, in French and in Arabic. Demo, with podcasts on, shows its podcast rail. (A podcast link typed
 * directly is the not-found page: config-groups.spec.ts.)
 */
const podcastLinks = (page: Page) => page.locator('main a[href*="/podcast/"]');

/** The search API's answer for exactly this query. */
const searchAnswer = (page: Page, q: string) =>
  page
    .waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/search' && url.searchParams.get('q') === q && r.ok();
    })
    .then((r) => r.json() as Promise<{ groups: { kind: string }[] }>);

const kindsOf = (answer: { groups: { kind: string }[] }) => answer.groups.map((g) => g.kind);

for (const { lang, prefix, query, series } of [
  { lang: 'fr', prefix: '', query: 'Voix de Lyon', series: 'La Boulangerie de la rue Cler' },
  { lang: 'ar', prefix: '/ar', query: 'أصوات ليون', series: 'مخبز شارع كلير' },
]) {
  test(`${lang}: acme's home and search show none of its podcasts (switched off)`, async ({ page }) => {
    const acme = originOf('acme');
    await page.goto(`${acme}${prefix}/`);
    if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The home is rendered (its rails of cards), without the podcast rail the stored structure names.
    await expect(page.locator('main [data-node="card"]').first()).toBeVisible();
    await expect(podcastLinks(page)).toHaveCount(0);
    await expect(page.locator('main a[href$="/podcast/list"]')).toHaveCount(0);

    // The search, typed by keyboard: the podcast's own title finds no podcast; a series title still finds it.
    await page.goto(`${acme}${prefix}/search`);
    const box = page.getByRole('searchbox');
    const answered = searchAnswer(page, query);
    await box.pressSequentially(query, { delay: 20 });
    await box.press('Enter');
    expect(kindsOf(await answered)).not.toContain('podcast');
    await expect(page.locator('main [role="status"]')).not.toHaveText(/…$/);
    await expect(page.locator('section[data-kind="podcast"], section[data-kind="episode"]')).toHaveCount(0);
    await expect(podcastLinks(page)).toHaveCount(0);

    const found = searchAnswer(page, series);
    await box.fill('');
    await box.pressSequentially(series, { delay: 20 });
    await box.press('Enter');
    expect(kindsOf(await found)).toContain('series');
    await expect(page.locator('section[data-kind="series"] [data-node="card"]').first()).toBeVisible();
    await expect(podcastLinks(page)).toHaveCount(0);
  });
}

test('demo, podcasts on: the home has its podcast rail and the search finds a podcast', async ({ page }) => {
  const demo = originOf('demo');
  await page.goto(`${demo}/`);
  await expect(page.locator('main a[href$="/podcast/list"]').first()).toBeVisible();
  await expect(podcastLinks(page).first()).toBeVisible();
  await page.goto(`${demo}/search`);
  const answered = searchAnswer(page, 'Daily Byte');
  await page.getByRole('searchbox').pressSequentially('Daily Byte', { delay: 20 });
  expect(kindsOf(await answered)).toContain('podcast');
  await expect(page.locator('section[data-kind="podcast"] [data-node="card"]').first()).toBeVisible();
});

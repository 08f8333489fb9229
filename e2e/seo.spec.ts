import { baseURL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

const hrefOf = (page: import('@playwright/test').Page, selector: string) =>
  page.locator(selector).first().getAttribute('href');

test('alternates for every locale variant, x-default and a canonical with whitelisted parameters', async ({
  page,
}) => {
  await page.goto('/ar/music/albums/nora-vale/1?page=2&utm_source=mail&status=ok');
  await expect(page.locator('[data-page-name="music-album___ar"]')).toBeVisible();
  for (const code of ['en', 'ar', 'fr', 'de', 'es', 'ro']) {
    expect(await hrefOf(page, `link[rel="alternate"][hreflang="${code}"]`)).toBe(
      `${baseURL}/${code}/music/albums/nora-vale/1?page=2`,
    );
  }
  expect(await hrefOf(page, 'link[rel="alternate"][hreflang="x-default"]')).toBe(
    `${baseURL}/music/albums/nora-vale/1?page=2`,
  );
  expect(await hrefOf(page, 'link[rel="canonical"]')).toBe(`${baseURL}/ar/music/albums/nora-vale/1?page=2`);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
});

test('open graph locale tags, title and description follow the page', async ({ page }) => {
  await page.goto('/de/music/list');
  const named = page.locator('[data-page-name="music-list___de"]');
  await expect(named).toBeVisible();
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE');
  const alternates = await page
    .locator('meta[property="og:locale:alternate"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('content')));
  expect(alternates.sort()).toEqual(['ar_SA', 'en_US', 'es_ES', 'fr_FR', 'ro_RO']);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    `${baseURL}/de/music/list`,
  );
  const heading = await named.locator('h1').first().textContent();
  // Demo names its music tab (seoTabNames): "<page> | <tab name>", the name once where the page has the tab's name.
  await expect(page).toHaveTitle(heading === 'Musik' ? 'Musik' : `${heading} | Musik`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    new RegExp(`^${heading}`),
  );
});

test('the head follows client navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
  await page.locator('[data-node="card"]').first().click();
  await expect(page.locator('[data-page-name]')).not.toHaveAttribute('data-page-name', /^home/);
  const path = new URL(page.url()).pathname;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
});

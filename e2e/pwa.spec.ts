import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseURL, chromiumLaunch } from '../playwright.config.ts';
import { chromium, expect, type Page, skipOnboarding, test } from './fixtures.ts';

async function waitForControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
  }
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('a service worker controls the page after the first load', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-node="rail"]').first()).toBeVisible();
  await waitForControl(page);
});

test('with the network cut, pages already visited still render on reload', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.locator('[data-node="rail"]').first()).toBeVisible();
  await waitForControl(page);
  await page.goto('/ar');
  await expect(page.locator('[data-node="rail"]').first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(() => page.locator('[data-node="rail"]').count()).toBeGreaterThanOrEqual(3);
  // `/` opens in the language chosen last (Arabic here), offline too: the stored `/` hands over to /ar.
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect.poll(() => page.locator('[data-node="rail"]').count()).toBeGreaterThanOrEqual(3);
  await context.setOffline(false);
});

test('the web app manifest names the tenant and carries its theme colour and icons', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const manifest = await res.json();
  expect(manifest.name).toBe('Demo Media');
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map(
    (i: { sizes: string; purpose?: string }) => `${i.sizes}:${i.purpose ?? 'any'}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
  }
});

test('the app is installable (no installability errors)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-install-'));
  // Installability needs a persistent profile: incognito contexts are never installable.
  const context = await chromium.launchPersistentContext(dir, { ...chromiumLaunch, headless: true });
  await skipOnboarding(context);
  try {
    const page = await context.newPage();
    await page.goto(baseURL);
    await expect(page.locator('[data-node="rail"]').first()).toBeVisible();
    await waitForControl(page);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
        timeout: 15_000,
      })
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

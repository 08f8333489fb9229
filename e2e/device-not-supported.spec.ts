import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { itemUrl } from './player-helpers.ts';
import { signUpOverHttp } from './session-helpers.ts';

/**
 * Issue 17, commerce §8: a purchase option answered 404 (a downloadable game with no build for the device the
 * portal recorded from its User-Agent) opens the device-not-supported dialog from the details page's Buy, and no
 * purchase starts.
 */

/** Demo games; a third of them are downloads to own, each for a set of platforms (server/seed/demo-games.ts). */
const GAMES = ['Pixel Knights', 'Neon Drift', 'Star Colony', 'Castle Siege', 'Farm Friends', 'Shadow Ninja'];
const MORE = [
  'Solitaire Plus',
  'Mahjong Garden',
  'Goal Rush',
  'Ocean Explorer',
  'Haunted Halls',
  'Word Duel',
];

/** A priced game whose purchase options are 404 for a device with this browser's User-Agent. */
async function gameWithoutBuild(request: APIRequestContext, userAgent: string) {
  const headers = { 'x-tenant-id': 'demo' };
  const device = await request.get('/api/device', { headers: { ...headers, 'user-agent': userAgent } });
  expect(device.ok()).toBe(true);
  const { id: deviceId } = (await device.json()) as { id: number };
  for (const title of [...GAMES, ...MORE]) {
    const url = await itemUrl(request, title, 'game');
    const id = /\/(\d+)(?:$|\?)/.exec(url)?.[1];
    const options = await request.get(`/api/purchase/ArticlePurchaseOptions/${id}?deviceId=${deviceId}`, {
      headers,
    });
    if (options.status() === 404) {
      expect(((await options.json()) as { code: string }).code).toBe('DEVICE_NOT_SUPPORTED');
      return url;
    }
  }
  throw new Error('no seeded game without a build for this device');
}

for (const { lang, prefix, title } of [
  { lang: 'en', prefix: '', title: 'Device not supported' },
  { lang: 'ar', prefix: '/ar', title: 'الجهاز غير مدعوم' },
]) {
  test(`${lang}: Buy on a game without a build for this device opens the device-not-supported dialog`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await signUpOverHttp(page, 'Gamer', prefix);
    const game = await gameWithoutBuild(request, userAgent);

    const options = page.waitForResponse((r) => r.url().includes('/api/purchase/ArticlePurchaseOptions/'));
    await page.goto(`${prefix}${game}`);
    if (prefix) await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The page's own device (GET /device from this browser) is the one the options are asked for.
    expect((await options).status()).toBe(404);
    const buy = page.locator('[data-buy]');
    await buy.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-confirm-purchase]')).toHaveCount(0);
    await dialog.getByRole('button').last().press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-owned]')).toHaveCount(0);
  });
}

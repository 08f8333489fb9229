import { expect, navigateInApp, type Page, test } from './fixtures.ts';
import { chooseFromProfileMenu, DEMO_USER, signInOverHttp } from './session-helpers.ts';
import { seededItem, waitUntilPageStored } from './ssr-helpers.ts';

/**
 * Data that stays offline (issue 21): the query cache persisted in IndexedDB opens pages visited once even
 * without the worker's copy of them; pages never visited say so in the page's language and lead to the
 * downloads and the library; a nearly full storage is said on the downloads page, which offers to free it.
 */
const ALBUM = { kind: 'album', q: 'a', path: /^\/music\/albums\// };

/** The visitor's persisted query cache as idb-keyval keeps it (its default database and store). */
const persistedCache = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve('');
          const read = db.transaction('keyval').objectStore('keyval').get('query-cache:demo:visitor');
          read.onsuccess = () => {
            resolve(read.result ? JSON.stringify(read.result) : '');
            db.close();
          };
        };
      }),
  );

/** Every cache of the worker but its precache (the app shell and its scripts): no page or API answer is left. */
const clearRuntimeCaches = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => !name.includes('precache'));
    await Promise.all(names.map((name) => caches.delete(name)));
    return (await caches.keys()).filter((name) => !name.includes('precache'));
  });

test('an album visited online opens offline from the persisted query cache, with the worker’s caches cleared', async ({
  page,
  context,
  request,
}) => {
  // A worker to install, reloads offline and the throttled cache write: 20+ s on a busy 2-core machine.
  test.setTimeout(120_000);
  const visited = await seededItem(request, ALBUM);
  await page.goto('/');
  await waitUntilPageStored(page);
  await navigateInApp(page, visited.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(visited.title);
  // Written within about a second of the change (throttled).
  await expect.poll(() => persistedCache(page), { timeout: 15_000 }).toContain(visited.title);

  expect(await clearRuntimeCaches(page)).toEqual([]);
  await context.setOffline(true);
  // The worker has no copy of `/` any more: its app shell answers and renders from the persisted cache.
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('[data-error-status]')).toHaveCount(0);
  // A client-side navigation in the offline-loaded shell.
  await navigateInApp(page, visited.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(visited.title);
  await expect(page.locator('[data-error-status]')).toHaveCount(0);
  // A reload of the album: the worker's app shell again, the album from the persisted cache.
  const reloaded = page.waitForResponse((res) => res.request().isNavigationRequest());
  await page.reload();
  expect((await reloaded).fromServiceWorker(), 'the app shell came from the worker').toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(visited.title);
  await expect(page.locator('[data-error-status]')).toHaveCount(0);
  await context.setOffline(false);
});

test('offline, a page never visited says so in its language and leads to the downloads and the library', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const never = await seededItem(request, { ...ALBUM, nth: 3 });
  const neverInArabic = await seededItem(request, { ...ALBUM, nth: 4, lang: 'ar' });
  await page.goto('/');
  await waitUntilPageStored(page);
  await context.setOffline(true);

  await page.goto(never.url);
  const offline = page.locator('[data-error-status="offline"]');
  await expect(offline.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(offline).toContainText('Your downloads and your library still work.');
  await expect(offline.getByRole('link', { name: 'Downloads' })).toHaveAttribute('href', '/downloads');
  await expect(offline.getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library');

  await page.goto(`/ar${neverInArabic.url}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(offline.getByRole('heading', { level: 1 })).toHaveText('أنت غير متصل بالإنترنت');
  await expect(offline).toContainText('تنزيلاتك ومكتبتك ما زالت تعمل');
  await expect(offline.getByRole('link', { name: 'التنزيلات' })).toHaveAttribute('href', '/ar/downloads');
  await expect(offline.getByRole('link', { name: 'المكتبة' })).toHaveAttribute('href', '/ar/library');
  // Keyboard: the way to the downloads is reachable and opens them.
  await offline.getByRole('link', { name: 'التنزيلات' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ar\/downloads$/);
  await context.setOffline(false);
});

test('storage almost full: the downloads page says so and frees the oldest download never played', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // The browser reports 1 KB less than 10 % of its quota left (a stubbed estimate()).
  await page.addInitScript(() => {
    const quota = 1000 * 1024 * 1024;
    Object.defineProperty(StorageManager.prototype, 'estimate', {
      value: () => Promise.resolve({ quota, usage: quota * 0.9 + 1024 }),
    });
  });
  const album = await seededItem(request, { ...ALBUM, q: 'Golden Hour' });
  await signInOverHttp(page, DEMO_USER, album.url);
  await page.getByRole('button', { name: `Download all of ${album.title}` }).click();
  await expect(page.locator('[data-node="detail"]').getByRole('link', { name: 'Downloaded' })).toBeVisible({
    timeout: 30_000,
  });

  await chooseFromProfileMenu(page, 'Downloads');
  const list = page.getByRole('list', { name: album.title });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  const notice = page.locator('[data-storage-pressure]');
  await expect(notice).toContainText('Storage is almost full');
  const offered = notice.getByRole('list', { name: 'Never played, oldest first:' }).getByRole('listitem');
  await expect(offered).toHaveCount(1);
  const title = ((await offered.textContent()) ?? '').replace(/\s*\([^)]*\)$/, '');
  await notice.getByRole('button', { name: /^Free / }).click();
  // Asked once more, in place; the answer has the focus.
  await expect(notice.getByRole('button', { name: 'Remove' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /freed on this device\.$/ })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).not.toContainText(title);
});

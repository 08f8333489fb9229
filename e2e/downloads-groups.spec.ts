import { createRequire } from 'node:module';
import { expect, type Page, test } from './fixtures.ts';
import {
  expectPlaying,
  fullPlayer,
  GOLDEN_HOUR,
  itemUrl,
  LISTENER,
  nowTitle,
  openFullPlayer,
  playingAudio,
  queueEntries,
} from './player-helpers.ts';
import { chooseFromProfileMenu, signInOverHttp } from './session-helpers.ts';

// axe-core is injected as a script: the portal's CSP would refuse it.
test.use({ bypassCSP: true });

/** axe-core's serious and critical violations in the page's main part. */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: { target: string[] }[] };
    const { axe } = window as unknown as {
      axe: { run: (context: unknown) => Promise<{ violations: Violation[] }> };
    };
    const { violations } = await axe.run({ include: [['main']] });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  });
}

/** The downloads rows as the page keeps them in IndexedDB (database 'portal', store 'downloads'). */
const storedDownloads = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<
        Array<{ itemId: number; validUntil: string; collection?: { title: string; position: number } }>
      >((resolve, reject) => {
        const open = indexedDB.open('portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('downloads').objectStore('downloads').getAll();
          all.onsuccess = () => {
            resolve(all.result);
            open.result.close();
          };
        };
      }),
  );

/** Moves every download's validUntil to `iso` (as if that much time had passed); the page sees it on its next load. */
const expireDownloads = (page: Page, iso: string) =>
  page.evaluate(
    (validUntil) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('downloads', 'readwrite');
          const store = tx.objectStore('downloads');
          const all = store.getAll();
          all.onsuccess = () => {
            for (const row of all.result) store.put({ ...row, validUntil });
          };
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    iso,
  );

/** "3 MB" → 30 (tenths of a MB, so a decimal size would compare too): sizes as the user reads them. */
const tenthsIn = (text: string): number[] =>
  [...text.matchAll(/(\d+(?:\.\d)?) MB/g)].map((match) => Math.round(Number(match[1]) * 10));

test('an album downloaded shows as one group (count, size that adds up, until-date), plays offline in order, in ar on a phone, and is removed by keyboard', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await signInOverHttp(page, LISTENER, album);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();

  await page.getByRole('button', { name: 'Download all of Golden Hour' }).click();
  await expect(page.locator('[data-node="detail"]').getByRole('link', { name: 'Downloaded' })).toBeVisible();
  const stored = await storedDownloads(page);
  expect(stored.map((row) => row.collection?.title)).toEqual(['Golden Hour', 'Golden Hour', 'Golden Hour']);

  // Offline from here: the Downloads page and the group's play work with no network.
  await context.setOffline(true);
  await page.reload();
  await chooseFromProfileMenu(page, 'Downloads');
  await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
  const group = page.getByRole('region', { name: 'Golden Hour' });
  await expect(group.getByRole('heading', { name: 'Golden Hour', level: 2 })).toBeVisible();
  await expect(group.getByRole('listitem')).toHaveCount(3);
  await expect(group.getByRole('listitem')).toContainText(GOLDEN_HOUR);
  const facts = (await group.locator('p').first().textContent()) ?? '';
  expect(facts).toMatch(/^Album3 tracks\d+(\.\d)? MB$/);

  // One size rule: the group and the page total are the sums of the rows the user sees.
  const rowTenths = (await group.getByRole('listitem').allTextContents()).flatMap(tenthsIn);
  expect(rowTenths).toHaveLength(3);
  const sum = rowTenths.reduce((a, b) => a + b, 0);
  expect(tenthsIn(facts)).toEqual([sum]);
  const total = (await page.locator('[data-storage-usage] p').first().textContent()) ?? '';
  expect(total).toMatch(/^3 downloads use /);
  expect(tenthsIn(total)).toEqual([sum]);

  // Until when the group plays offline: its earliest track's validUntil, as a date in the page's language.
  const earliest = stored.map((row) => row.validUntil).sort()[0] ?? '';
  const until = group.locator('[data-offline-until]');
  await expect(until).toHaveAttribute('data-offline-until', earliest);
  const day = await page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', numberingSystem: 'latn' }).format(Date.parse(iso)),
    earliest,
  );
  await expect(until).toHaveText(`Available offline until ${day}`);
  // The rows share its day: none repeats it.
  await expect(group.locator('[data-row-until]')).toHaveCount(0);

  // Whether the browser keeps the downloads from clean-up, as the browser itself says.
  const persisted = await page.evaluate(() => navigator.storage.persisted());
  await expect(page.locator('[data-storage-protection]')).toContainText(
    persisted ? 'Protected from automatic clean-up' : 'The browser may remove downloads when space runs low',
  );

  // The group plays its tracks in album order from the device, started from the keyboard.
  const playAll = group.getByRole('button', { name: 'Play all: Golden Hour' });
  await expect(playAll).toHaveText('Play all');
  await playAll.focus();
  await page.keyboard.press('Enter');
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[0] ?? '');
  await expectPlaying(page);
  expect((await playingAudio(page))?.src).toContain('/media/offline/');
  await openFullPlayer(page);
  await expect(queueEntries(page)).toHaveCount(3);
  for (const [index, title] of GOLDEN_HOUR.entries())
    await expect(queueEntries(page).nth(index)).toContainText(title);
  await page.keyboard.press('Escape');
  await expect(fullPlayer(page)).toBeHidden();

  // In Arabic on a phone: mirrored, in Arabic words and digits, nothing wider than the screen.
  await context.setOffline(false);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/downloads');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arGroup = page.getByRole('region', { name: 'Golden Hour' });
  await expect(arGroup.locator('p').first()).toHaveText(/^الألبوم٣ مقاطع[٠-٩]+(٫[٠-٩])? م\.ب$/);
  await expect(arGroup.locator('[data-offline-until]')).toContainText('متاح دون اتصال حتى');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('downloads-ar-phone.png'), fullPage: true });
  await page.goto('/downloads');
  await page.screenshot({ path: testInfo.outputPath('downloads-en-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Past its date, online, with the start-up check failing: the group says so, and renewing asks the server again.
  const past = new Date(Date.now() - 86_400_000).toISOString();
  await expireDownloads(page, past);
  await page.route('**/api/song/download?*', (route) => route.abort());
  await page.reload();
  await expect(until).toHaveAttribute('data-expired', '');
  await expect(until).toContainText('Offline access ended on');
  await page.unroute('**/api/song/download?*');
  await group.getByRole('button', { name: 'Renew offline access: Golden Hour' }).click();
  await expect(until).not.toHaveAttribute('data-expired');
  await expect(until).toContainText('Available offline until');
  expect(Date.parse((await until.getAttribute('data-offline-until')) ?? '')).toBeGreaterThan(Date.now());

  // Removing the group asks first, in place, and works from the keyboard.
  const remove = page.getByRole('button', { name: 'Remove from device: Golden Hour' });
  await expect(remove).toHaveText('Remove from device');
  await page.getByRole('button', { name: 'Play all: Golden Hour' }).focus();
  await page.keyboard.press('Tab');
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Remove Golden Hour from this device?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Golden Hour' })).toHaveCount(0);
  // Focus does not fall to the page's start with the removed button: it lands on what took its place.
  await expect(page.getByRole('heading', { name: 'No downloads yet' })).toBeFocused();
  await expect.poll(async () => (await storedDownloads(page)).length).toBe(0);
});

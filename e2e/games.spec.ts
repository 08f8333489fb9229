import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { unzipSync } from 'fflate';
import { expect, type Page, test } from './fixtures.ts';
import { FREE, itemUrl, LISTENER, logIn } from './player-helpers.ts';
import { signUpOverHttp } from './session-helpers.ts';

/** Issue 19 (part 1): games that really play, in the sandboxed frame, for free, by plan, and as a bought download. */

/** Seeded demo games (server/seed/demo-games.ts): freemium in the frame, premium in the frame, download to own. */
const FREEMIUM = 'Chess Masters';
const PREMIUM = 'Zombie Rush';
const DOWNLOAD = 'Bubble Pop';
/** A premium online game that is not played in the frame (useGameFrame false): a new window. */
const WINDOWED = 'Word Garden';

const gameDialog = (page: Page) => page.locator('dialog[open][data-game-dialog]');
const gameFrame = (page: Page) => page.locator('iframe[data-game-frame]');

/** The open dialog has no serious or critical accessibility problem (the game inside the frame is its own document). */
async function expectAccessibleDialog(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('dialog[open]').setLegacyMode(true).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

/**
 * Presses a details action until what it opens shows: a game details page falls back to client rendering
 * today (React #418, before and without the game actions), and a click in that moment is lost.
 */
async function pressUntil(page: Page, action: string, opens: ReturnType<Page['locator']>) {
  await expect(async () => {
    await page.locator(action).click();
    await expect(opens).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/** The frame's sandbox: scripts and pointer lock only, never same-origin with the portal. */
async function expectSandboxed(page: Page) {
  const frame = gameFrame(page);
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-pointer-lock');
  expect(await frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
  expect(new URL((await frame.getAttribute('src')) ?? '').hostname).toBe('games.localhost');
}

test('ar: a visitor plays a freemium game free in the frame until the free-play limit', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const details = await itemUrl(request, FREEMIUM, 'game');
  await page.goto(`/ar${details}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // A visitor has free play only: no Play button.
  await expect(page.locator('[data-game-play]')).toHaveCount(0);
  for (let n = 1; n <= 3; n++) {
    const start = page.locator('dialog[open] [data-free-play-start]');
    await pressUntil(page, '[data-game-free-play]', start);
    if (n === 1) await expectAccessibleDialog(page);
    await start.focus();
    await page.keyboard.press('Enter');
    await expect(gameDialog(page)).toBeVisible();
    await expectSandboxed(page);
    // The game page runs in Arabic, right to left, and says it is ready (an origin-checked message).
    const game = page.frameLocator('iframe[data-game-frame]');
    await expect(game.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(game.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(game.locator('canvas')).toBeVisible();
    await expect(gameFrame(page)).toHaveAttribute('data-ready', '');
    await expect(gameDialog(page)).toContainText(`${n.toLocaleString('ar-EG')}`);
    if (n === 1) await expectAccessibleDialog(page);
    await page.locator('[data-game-close]').click();
    await expect(gameDialog(page)).toHaveCount(0);
  }
  await pressUntil(page, '[data-game-free-play]', page.locator('dialog[open] [data-free-play-start]'));
  await page.locator('dialog[open] [data-free-play-start]').click();
  const limit = page.locator('dialog[open]:has([data-free-play-limit])');
  await expect(limit).toBeVisible();
  await expect(limit.locator('[data-free-play-limit]')).toContainText('٣');
  await expectAccessibleDialog(page);
  await expect(gameDialog(page)).toHaveCount(0);
});

test('a subscriber plays a premium game in the frame: it runs, takes keys and restarts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await logIn(page, LISTENER);
  await page.goto(await itemUrl(request, PREMIUM, 'game'));
  await pressUntil(page, '[data-game-play]', gameDialog(page));
  await expectSandboxed(page);
  await expect(gameFrame(page)).toHaveAttribute('data-ready', '');
  const canvas = page.frameLocator('iframe[data-game-frame]').locator('canvas');
  await expect(canvas).toBeVisible();
  const before = await canvas.screenshot();
  // Focus is in the game: Space starts it and the picture changes.
  await canvas.click();
  await page.keyboard.press('Space');
  await expect
    .poll(async () => Buffer.compare(await canvas.screenshot(), before), { timeout: 10_000 })
    .not.toBe(0);
  // Its running score arrives (a v1 score message with the signed session, from the frame's own window).
  await expect(page.locator('[data-game-score]')).toContainText(/Score: [1-9]/);
  await page.locator('[data-game-restart]').click();
  await expect(gameFrame(page)).toBeFocused();
  // Escape from the dialog's own controls closes it.
  await page.locator('[data-game-restart]').focus();
  await page.keyboard.press('Escape');
  await expect(gameDialog(page)).toHaveCount(0);

  // A game not played in the frame opens in a new window on the game origin, with no opener, and runs there.
  await page.goto(await itemUrl(request, WINDOWED, 'game'));
  let opened: Page | undefined;
  await expect(async () => {
    const opening = page.context().waitForEvent('page', { timeout: 3000 });
    await page.locator('[data-game-play]').click();
    opened = await opening;
  }).toPass({ timeout: 30_000 });
  const popup = opened as Page;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).hostname).toBe('games.localhost');
  await expect(popup.locator('canvas')).toBeVisible();
  expect(await popup.evaluate(() => window.opener === null)).toBe(true);
  await popup.close();
});

test('a visitor who presses Play on a premium game gets the login dialog', async ({ page, request }) => {
  await page.goto(await itemUrl(request, PREMIUM, 'game'));
  await pressUntil(page, '[data-game-play]', page.getByRole('dialog', { name: 'Log in to continue' }));
  await expect(gameDialog(page)).toHaveCount(0);
});

test('a user without a plan covering games is offered the plans that do', async ({ page, request }) => {
  await logIn(page, FREE);
  await page.goto(await itemUrl(request, PREMIUM, 'game'));
  const offer = page.getByRole('dialog', { name: `How to play ${PREMIUM}` });
  await pressUntil(page, '[data-game-play]', offer);
  await expect(offer).toContainText('Games Pass');
  await expect(offer).toContainText('All Access');
  await expect(gameDialog(page)).toHaveCount(0);
});

test('a user buys a downloadable game with the PIN and the zip of its build downloads', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const account = await signUpOverHttp(page, 'Gamer');

  await page.goto(await itemUrl(request, DOWNLOAD, 'game'));
  // Not owned: Download leads to the purchase.
  const confirm = page.locator('dialog[open]:has([data-confirm-purchase])');
  await pressUntil(page, '[data-game-download]', confirm);
  await confirm.getByRole('button', { name: /^Buy for/ }).click();
  const pinDialog = page.getByRole('dialog', { name: 'Confirm with the PIN' });
  await expect(pinDialog).toBeVisible({ timeout: 15_000 });
  const sms = await request.get(`/hosted/mailbox/latest.json?email=${encodeURIComponent(account.email)}`);
  const pin = /PIN (\d{6})/.exec(((await sms.json()) as { subject: string }).subject)?.[1] ?? '';
  await pinDialog.getByRole('textbox', { name: 'PIN' }).fill(pin);
  await pinDialog.getByRole('textbox', { name: 'PIN' }).press('Enter');

  const purchased = page.getByRole('dialog', { name: 'Thank you for your purchase' });
  await expect(purchased).toBeVisible({ timeout: 15_000 });
  await expect(purchased).toContainText(`${DOWNLOAD} can now be downloaded.`);
  const downloading = page.waitForEvent('download');
  await purchased.locator('[data-resume="download"]').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('bubble-pop.zip');
  const files = Object.keys(unzipSync(new Uint8Array(await readFile(await download.path()))));
  expect(files).toEqual(
    expect.arrayContaining(['bubble-pop/index.html', 'bubble-pop/game.js', 'bubble-pop/game-host.js']),
  );

  // Owned now: the Download button saves it again at once.
  const again = page.waitForEvent('download');
  await page.locator('[data-game-download]').click();
  expect((await again).suggestedFilename()).toBe('bubble-pop.zip');
});

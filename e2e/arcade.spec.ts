import AxeBuilder from '@axe-core/playwright';
import { signedInState } from './api-session.ts';
import { expect, type Page, skipOnboarding, test } from './fixtures.ts';
import { itemUrl, LISTENER } from './player-helpers.ts';

/** Issue 19 (part 2): an arcade game's competition, a run in the frame whose final score lands on the leaderboard. */

/** A seeded arcade game (server/seed/demo-games.ts) playing the breakout engine: three lives, a paddle, keys. */
const ARCADE = 'Paddle Ball';

const panel = (page: Page) => page.locator('[data-node="arcade-panel"]');
const gameDialog = (page: Page) => page.locator('dialog[open][data-game-dialog]');

/** The panel has no serious or critical accessibility problem. */
async function expectAccessiblePanel(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('[data-node="arcade-panel"]')
    .setLegacyMode(true)
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

/**
 * Presses an action until what it opens shows: a details page can fall back to client rendering, and a click
 * in that moment is lost (as in games.spec.ts).
 */
async function pressUntil(page: Page, action: string, opens: ReturnType<Page['locator']>) {
  await expect(async () => {
    await page.locator(action).click();
    await expect(opens).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

test('a subscriber plays an arcade run in the frame: the game’s final score lands on the leaderboard with the rank', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({
    baseURL: baseURL as string,
    storageState: await signedInState(baseURL as string, LISTENER),
  });
  await skipOnboarding(context);
  const page = await context.newPage();
  const details = await itemUrl(request, ARCADE, 'arcade');
  // Arcade links name the competition they show (commerce §1 path shape).
  expect(details).toMatch(/^\/arcade\/details\/paddle-ball\/\d+\?state=running$/);
  await page.goto(details);
  await expect(panel(page)).toHaveAttribute('data-state', 'running');
  await expect(panel(page)).toContainText(/Ends in \d+ (year|month|day)s?/);
  await expect(panel(page)).toContainText('Place 1: 100 tickets');
  // The seeded players' scores are there; the subscriber has none yet.
  await expect(panel(page).locator('[data-leaderboard="ready"] tbody tr')).toHaveCount(4);
  await expect(panel(page).locator('[data-my-best]')).toHaveAttribute('data-my-best', '');
  await expectAccessiblePanel(page);

  await pressUntil(page, '[data-arcade-play]', gameDialog(page));
  await expect(page.locator('iframe[data-game-frame]')).toHaveAttribute('data-ready', '');
  const canvas = page.frameLocator('iframe[data-game-frame]').locator('canvas');
  await canvas.click();
  // Played with the keys until the game is over: the paddle held at one side, the ball served, the paddle
  // moved to the other side, so each of the three balls is missed after it broke a brick or two.
  const counted = page.getByRole('status').filter({ hasText: /Your score of \d+ counted/ });
  await expect(async () => {
    await page.keyboard.press('Space');
    await page.keyboard.down('ArrowLeft');
    await page.waitForTimeout(800);
    await page.keyboard.up('ArrowLeft');
    await page.keyboard.press('Space');
    await page.keyboard.down('ArrowRight');
    await page.waitForTimeout(1500);
    await page.keyboard.up('ArrowRight');
    await expect(counted).toBeVisible({ timeout: 2500 });
  }).toPass({ timeout: 120_000 });
  const final = Number(/Your score of (\d+) counted/.exec((await counted.textContent()) ?? '')?.[1]);
  expect(final).toBeGreaterThanOrEqual(0);
  await page.locator('[data-game-close]').click();
  await expect(gameDialog(page)).toHaveCount(0);
  // The leaderboard loaded again: the subscriber's row, best and rank among the five players.
  const best = panel(page).locator('[data-my-best]');
  await expect(best).toHaveAttribute('data-my-best', String(final));
  await expect(best).toContainText(/number [1-5] of 5/);
  const mine = panel(page).locator('tbody tr[data-me]');
  await expect(mine).toHaveCount(1);
  await expect(mine.locator('[data-score]')).toHaveAttribute('data-score', String(final));
  await expect(mine).toContainText('Demo L. (you)');
  await context.close();
});

test('ar: a visitor sees the competition but no leaderboard, and Play asks them to log in', async ({
  page,
  request,
}) => {
  const details = await itemUrl(request, ARCADE, 'arcade');
  await page.goto(`/ar${details.replace('state=running', 'state=finished')}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(panel(page)).toHaveAttribute('data-state', 'finished');
  await expect(panel(page).locator('[data-arcade-state="finished"]')).toHaveText('انتهت');
  await expect(panel(page).locator('[data-arcade-play]')).toHaveCount(0);
  await expect(panel(page).locator('[data-leaderboard]')).toHaveCount(0);
  await expect(panel(page).locator('[data-arcade-sign-in]')).toBeVisible();
  await expectAccessiblePanel(page);
  // The running competition, chosen by keyboard: Play opens the login dialog, never a game.
  await panel(page).locator('[data-arcade-state-link="running"]').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/state=running/);
  await expect(panel(page)).toHaveAttribute('data-state', 'running');
  await expect(panel(page)).toContainText('١٠٠');
  await pressUntil(page, '[data-arcade-play]', page.getByRole('dialog', { name: 'سجّل الدخول للمتابعة' }));
  await expect(gameDialog(page)).toHaveCount(0);
  await expect(panel(page).locator('[data-leaderboard]')).toHaveCount(0);
});

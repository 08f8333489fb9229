import { expect, test } from './fixtures.ts';
import {
  expectPlaying,
  FREE,
  fullPlayer,
  GOLDEN_HOUR,
  itemUrl,
  LISTENER,
  logIn,
  miniPlayer,
  nowTitle,
  OWNER,
  openFullPlayer,
  queueEntries,
  songAnswer,
} from './player-helpers.ts';

/** Who hears what (preview, visitor, wallet), and the player by keyboard and in Arabic. */

test('an account without subscription or purchase hears the 30 s preview, then the purchase prompt, and the queue goes on', async ({
  page,
  request,
}) => {
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await logIn(page, FREE);
  await page.goto(album);
  const answer = songAnswer(page);
  await page.getByRole('button', { name: `Play ${GOLDEN_HOUR[0]}` }).click();
  const song = await (await answer).json();
  expect(song).toMatchObject({ isPreview: true, durationSec: 30 });
  expect(song.purchase.length).toBeGreaterThan(0);
  await expect(miniPlayer(page)).toContainText('Preview');
  await expectPlaying(page);
  await openFullPlayer(page);
  // Signed in: told to subscribe, never to log in.
  await expect(fullPlayer(page).getByRole('note')).toHaveText(
    'You are hearing a preview. Subscribe to hear it in full.',
  );
  // Jump to the end of the preview (keyboard End on the seek bar): its end asks to buy, then the queue goes on.
  await fullPlayer(page).getByRole('slider', { name: 'Seek' }).press('End');
  const prompt = page.getByRole('dialog', { name: 'The preview has ended' });
  await expect(prompt).toBeVisible({ timeout: 10_000 });
  await expect(prompt.locator('[data-purchase-options] li').first()).toContainText(/€|EUR/);
  await expect(prompt.getByRole('link', { name: 'Go to the subscription page' })).toHaveAttribute(
    'href',
    /\/subscription$/,
  );
  // Commerce §4: after the prompt the queue goes on with the next track's preview.
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[1] as string);
});

test("a visitor's add to queue shows the login snackbar; play still gives the preview", async ({
  page,
  request,
}) => {
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await page.goto(album);
  await page.getByRole('button', { name: 'Add to queue: Golden Hour' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Log in to add to your queue.' })).toBeVisible();
  await expect(miniPlayer(page)).toHaveCount(0);
  const answer = songAnswer(page);
  await page.getByRole('button', { name: 'Play all of Golden Hour' }).click();
  expect(await (await answer).json()).toMatchObject({ isPreview: true });
  await expect(miniPlayer(page)).toContainText('Preview');
  await openFullPlayer(page);
  // A visitor's "Play all" queues the whole album (issue 15), each item a preview.
  await expect(queueEntries(page)).toHaveCount(GOLDEN_HOUR.length);
});

test('keyboard only: play a row, next/previous/mute keys, the shortcuts help, the full player and its seek keys', async ({
  page,
  request,
}) => {
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await logIn(page, LISTENER);
  await page.goto(album);
  // Tab to the first row's play button.
  const firstRow = page.getByRole('button', { name: `Play ${GOLDEN_HOUR[0]}` });
  for (let i = 0; i < 60 && !(await firstRow.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(firstRow).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[0] as string);
  await expectPlaying(page);
  await page.keyboard.press('n');
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[1] as string);
  await page.keyboard.press('p');
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[0] as string);
  await page.keyboard.press('m');
  await expect(miniPlayer(page).getByRole('button', { name: 'Mute', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('m');

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help).toContainText('Seek back or forward 5 seconds');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // Tab into the mini-player and open the full player.
  const open = miniPlayer(page).getByRole('button', { name: /^Open the full player/ });
  for (let i = 0; i < 80 && !(await open.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(fullPlayer(page)).toBeVisible();
  const seek = fullPlayer(page).getByRole('slider', { name: 'Seek' });
  const at = async () => Number(await seek.inputValue());
  const start = await at();
  await page.keyboard.press('ArrowRight');
  await expect.poll(at).toBeGreaterThanOrEqual(start + 5);
  await expect(seek).toHaveAttribute('aria-valuetext', /^\d\d:\d\d of \d\d:\d\d$/);
  await page.keyboard.press('Escape');
  await expect(fullPlayer(page)).toHaveCount(0);
  await expect(open).toBeFocused();
  // Space on a button presses that button; on the page (where the skip link puts focus) it pauses.
  await page.locator('#main-content').focus();
  await page.keyboard.press('Space');
  await expect(miniPlayer(page).locator('[data-player-toggle]')).toHaveAttribute(
    'data-player-toggle',
    'play',
  );
  await page.keyboard.press('Space');
  await expectPlaying(page);
});

test('in Arabic the seek bar runs right to left, with Arabic-Indic times', async ({ page, request }) => {
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await logIn(page, LISTENER);
  await page.goto(`/ar${album}`);
  await page.locator('[data-play-actions] button').first().click();
  await expectPlaying(page);
  await page.locator('[data-mini-player] button[aria-expanded]').click();
  const seek = fullPlayer(page).locator('input[data-seek]');
  await expect(seek).toHaveAttribute('aria-valuetext', /^[٠-٩]{2}:[٠-٩]{2} من [٠-٩]{2}:[٠-٩]{2}$/);
  expect(await seek.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  const max = Number(await seek.getAttribute('max'));
  const box = await seek.boundingBox();
  if (!box) throw new Error('no seek bar');
  // Near the left edge is near the end in rtl.
  await page.mouse.click(box.x + box.width * 0.1, box.y + box.height / 2);
  await expect.poll(async () => Number(await seek.inputValue())).toBeGreaterThan(max * 0.75);
  await page.mouse.click(box.x + box.width * 0.9, box.y + box.height / 2);
  await expect.poll(async () => Number(await seek.inputValue())).toBeLessThan(max * 0.25);
});

test('the wallet lists what the owner bought, and plays an owned album in full', async ({ page }) => {
  await logIn(page, OWNER);
  await page.goto('/wallet');
  const list = page.locator('[data-wallet-list]');
  await expect(list.locator('li', { hasText: 'Golden Hour' })).toBeVisible();
  await expect(list.locator('li', { hasText: 'The Little Lighthouse' })).toBeVisible();
  const answer = songAnswer(page);
  await list
    .locator('li', { hasText: 'Golden Hour' })
    .getByRole('button', { name: 'Play Golden Hour' })
    .click();
  expect(await (await answer).json()).toMatchObject({ isPreview: false });
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[0] as string);
  await expectPlaying(page);
});

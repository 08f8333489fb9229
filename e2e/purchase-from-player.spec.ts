import { expect, test } from './fixtures.ts';
import {
  expectPlaying,
  fullPlayer,
  itemUrl,
  logIn,
  openFullPlayer,
  playingAudio,
  songAnswer,
} from './player-helpers.ts';
import { signUpOverHttp } from './session-helpers.ts';

/**
 * Commerce §4 from the player: a signed-in user without a covering plan hears the preview; its end offers what
 * unlocks the item (the player's purchase options). Buying it there with the PIN lets the waiting play start in
 * full; a subscriber on the group's entry level is offered the upgrade (commerce §7 upgradeTo).
 */

/** Seeded on level 0 of the music group (Music Unlimited: tracks in full, audiobooks as previews). */
const BASIC = { email: 'basic@demo.example', password: 'basic-demo-1', name: 'Demo' } as const;

/** Plays the page's first item as a preview and jumps to its end: the purchase prompt opens. */
async function hearPreviewToTheEnd(page: import('@playwright/test').Page) {
  const answer = songAnswer(page);
  await page.getByRole('button', { name: /^Play/ }).first().click();
  const song = await (await answer).json();
  expect(song).toMatchObject({ isPreview: true, durationSec: 30 });
  await expectPlaying(page);
  await openFullPlayer(page);
  await fullPlayer(page).getByRole('slider', { name: 'Seek' }).press('End');
  const prompt = page.getByRole('dialog', { name: 'The preview has ended' });
  await expect(prompt).toBeVisible({ timeout: 10_000 });
  return { prompt, song };
}

test('a track without a covering plan: Buy from the player, PIN from the mailbox, then the waiting play starts in full', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await signUpOverHttp(page, 'PlayerBuyer');

  await page.goto(await itemUrl(request, 'Polar Waltz', 'track'));
  const { prompt } = await hearPreviewToTheEnd(page);
  const option = prompt.locator('[data-purchase-options] li', { hasText: 'Polar Waltz' });
  await expect(option).toContainText('0.99');
  await option.getByRole('button', { name: 'Buy' }).click();

  // The option names no kind (a track or its album), so the confirmation is the general one.
  const confirm = page.getByRole('dialog', { name: 'Confirm purchase' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('radio', { name: /Mobile phone bill/ })).toBeChecked();
  await confirm.getByRole('button', { name: /^Buy for/ }).click();

  const pinDialog = page.getByRole('dialog', { name: 'Confirm with the PIN' });
  await expect(pinDialog).toBeVisible({ timeout: 15_000 });
  const sms = await request.get(`/hosted/mailbox/latest.json?email=${encodeURIComponent(account.email)}`);
  const pin = /PIN (\d{6})/.exec(((await sms.json()) as { subject: string }).subject)?.[1] ?? '';
  expect(pin).toMatch(/^\d{6}$/);
  const pinInput = pinDialog.getByRole('textbox', { name: 'PIN' });
  await pinInput.fill(pin);
  await pinInput.press('Enter');

  // The purchased popup names the play that waited for the purchase and starts it from its button.
  const purchased = page.getByRole('dialog', { name: 'Thank you for your purchase' });
  await expect(purchased).toBeVisible({ timeout: 15_000 });
  await expect(purchased).toContainText('Polar Waltz can now play in full.');
  const full = songAnswer(page);
  await purchased.locator('[data-resume="play"]').click();
  expect(await (await full).json()).toMatchObject({ isPreview: false, isWalletItem: true });
  await expectPlaying(page);
  // The element plays the whole file now, not the 30 s preview.
  await expect
    .poll(() =>
      page.evaluate(() => [...document.querySelectorAll('audio')].find((a) => !a.paused)?.duration ?? 0),
    )
    .toBeGreaterThan(30);
  expect((await playingAudio(page))?.src).not.toBe('');
});

test('a level-0 subscriber hears an audiobook preview: the prompt offers the upgrade, which opens the upgrade of the held plan', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await logIn(page, BASIC);
  await page.goto(await itemUrl(request, 'The Silent Forest', 'audiobook'));
  const { song } = await hearPreviewToTheEnd(page);
  expect(song.upgradeTo.map((o: { title: string }) => o.title)).toEqual(['All Access Year', 'All Access']);
  const prompt = page.getByRole('dialog', { name: 'The preview has ended' });
  const upgrades = prompt.locator('[data-plan-moves] [data-plan-move="upgrade"]');
  await expect(upgrades).toHaveText(['Upgrade to All Access Year', 'Upgrade to All Access']);
  // The upgrade is not offered a second time as a new subscription.
  await expect(prompt.locator('[data-purchase-options]')).not.toContainText('All Access');
  const target = await upgrades.nth(1).getAttribute('data-plan-id');
  await upgrades.nth(1).click();

  const confirm = page.getByRole('dialog', { name: 'Upgrade your subscription' });
  await expect(confirm).toBeVisible({ timeout: 10_000 });
  await expect(confirm.locator(`[data-confirm-plan="${target}"]`)).toBeVisible();
  // The plan's terms are accepted before paying; then the upgrade can go on to payment.
  const terms = confirm.getByRole('checkbox');
  if (await terms.count()) await terms.check();
  await expect(confirm.locator('[data-confirm-subscribe]')).toBeEnabled();
});

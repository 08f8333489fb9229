import { expect, test } from './fixtures.ts';
import {
  collectReports,
  expectPlaying,
  fullPlayer,
  GOLDEN_HOUR,
  itemUrl,
  LISTENER,
  logIn,
  miniPlayer,
  nowTitle,
  openFullPlayer,
  playingAudio,
  queueEntries,
  songAnswer,
} from './player-helpers.ts';

test('a subscriber plays an album in full from its header, and playback goes on across pages', async ({
  page,
  request,
}) => {
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await logIn(page, LISTENER);
  await page.goto(album);
  const answer = songAnswer(page);
  // Role user: the play is recorded in the history (PUT /user/history/PLAY/{id}).
  const history = page.waitForResponse(
    (r) =>
      /\/api\/user\/history\/PLAY\/\d+$/.test(new URL(r.url()).pathname) && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Play all of Golden Hour' }).click();
  expect(await (await answer).json()).toMatchObject({ isPreview: false, purchase: [] });
  expect((await history).ok()).toBe(true);
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[0] as string);
  // The lock screen / system media controls show the track (Media Session API).
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(GOLDEN_HOUR[0]);
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.album)).toBe('Golden Hour');
  await expect(page.locator('[data-node="track-list"] li[aria-current]')).toContainText(
    GOLDEN_HOUR[0] as string,
  );
  await expect(miniPlayer(page)).not.toContainText('Preview');
  await expectPlaying(page);
  expect((await playingAudio(page))?.id).toMatch(/^player\d{6}-\d+$/);
  // The row of the playing track pauses it.
  await expect(page.getByRole('button', { name: `Pause ${GOLDEN_HOUR[0]}` })).toBeVisible();

  // A client-side navigation keeps the player and its sound.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).not.toHaveURL(album);
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[0] as string);
  await expectPlaying(page);
});

test('shuffle keeps the current track first; unshuffle restores the album order', async ({
  page,
  request,
}) => {
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await logIn(page, LISTENER);
  await page.goto(album);
  await page.getByRole('button', { name: `Play ${GOLDEN_HOUR[1]}` }).click();
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[1] as string);
  await openFullPlayer(page);
  await expect(queueEntries(page)).toHaveText(GOLDEN_HOUR.map((t) => new RegExp(t)));
  await expect(queueEntries(page).nth(1)).toHaveAttribute('aria-current', 'true');

  const shuffle = fullPlayer(page).getByRole('button', { name: 'Shuffle' });
  await shuffle.click();
  await expect(shuffle).toHaveAttribute('aria-pressed', 'true');
  // The playing track leads the shuffled queue and keeps playing.
  await expect(queueEntries(page).first()).toHaveAttribute('aria-current', 'true');
  await expect(queueEntries(page).first()).toContainText(GOLDEN_HOUR[1] as string);
  await expect(queueEntries(page)).toHaveCount(3);
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[1] as string);

  await shuffle.click();
  await expect(shuffle).toHaveAttribute('aria-pressed', 'false');
  await expect(queueEntries(page)).toHaveText(GOLDEN_HOUR.map((t) => new RegExp(t)));
  await expect(queueEntries(page).nth(1)).toHaveAttribute('aria-current', 'true');
  await expectPlaying(page);
});

test('the queue reorders with buttons (focus follows the entry) and removes entries; removing the playing one plays the next', async ({
  page,
  request,
}) => {
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await logIn(page, LISTENER);
  await page.goto(album);
  await page.getByRole('button', { name: 'Play all of Golden Hour' }).click();
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[0] as string);
  await openFullPlayer(page);
  const down = fullPlayer(page).getByRole('button', { name: `Move ${GOLDEN_HOUR[0]} down` });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(queueEntries(page)).toHaveText(
    [GOLDEN_HOUR[1], GOLDEN_HOUR[0], GOLDEN_HOUR[2]].map((t) => new RegExp(t as string)),
  );
  await expect(down).toBeFocused();
  // The playing track moved, and plays on.
  await expect(queueEntries(page).nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[0] as string);
  await page.keyboard.press('Enter');
  await expect(queueEntries(page).last()).toContainText(GOLDEN_HOUR[0] as string);
  await expect(fullPlayer(page).getByRole('button', { name: `Move ${GOLDEN_HOUR[0]} down` })).toBeDisabled();

  await fullPlayer(page)
    .getByRole('button', { name: `Remove ${GOLDEN_HOUR[1]} from the queue` })
    .click();
  await expect(queueEntries(page)).toHaveCount(2);
  await fullPlayer(page)
    .getByRole('button', { name: `Remove ${GOLDEN_HOUR[0]} from the queue` })
    .click();
  await expect(queueEntries(page)).toHaveText([new RegExp(GOLDEN_HOUR[2] as string)]);
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[2] as string);
  await expectPlaying(page);
  // Removing the last one stops and closes the player.
  await fullPlayer(page)
    .getByRole('button', { name: `Remove ${GOLDEN_HOUR[2]} from the queue` })
    .click();
  await expect(miniPlayer(page)).toHaveCount(0);
  expect(await playingAudio(page)).toBeNull();
});

test('loop cycles OFF → REPEAT_ALL → REPEAT_ONE → OFF; previous wraps to the last, next wraps only with REPEAT_ALL', async ({
  page,
  request,
}) => {
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await logIn(page, LISTENER);
  await page.goto(album);
  await page.getByRole('button', { name: 'Play all of Golden Hour' }).click();
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[0] as string);
  await openFullPlayer(page);
  const player = fullPlayer(page);
  const loop = player.locator('button[data-loop]');
  await expect(loop).toHaveAttribute('data-loop', 'OFF');
  await expect(loop).toHaveAttribute('aria-pressed', 'false');
  await expect(loop).toHaveAccessibleName('Repeat: off');
  for (const [mode, name] of [
    ['REPEAT_ALL', 'Repeat: all'],
    ['REPEAT_ONE', 'Repeat: one'],
    ['OFF', 'Repeat: off'],
  ] as const) {
    await loop.click();
    await expect(loop).toHaveAttribute('data-loop', mode);
    await expect(loop).toHaveAccessibleName(name);
    await expect(loop).toHaveAttribute('aria-pressed', String(mode !== 'OFF'));
  }

  // Previous from the first track wraps to the last.
  await player.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[2] as string);
  await expect(queueEntries(page).nth(2)).toHaveAttribute('aria-current', 'true');
  await expectPlaying(page);
  // Next at the end without a loop: the player is marked ended (nothing plays, play is offered).
  await player.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(player.locator('[data-player-toggle]')).toHaveAttribute('data-player-toggle', 'play');
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[2] as string);
  // With REPEAT_ALL, next at the end wraps to the first.
  await loop.click();
  await expect(loop).toHaveAttribute('data-loop', 'REPEAT_ALL');
  await player.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(nowTitle(page)).toHaveText(GOLDEN_HOUR[0] as string);
  await expectPlaying(page);
});

test('a listening report goes out for every 15 s of playback (clock-controlled)', async ({
  page,
  request,
}) => {
  const album = await itemUrl(request, 'Golden Hour', 'album');
  await page.clock.install();
  await logIn(page, LISTENER);
  await page.goto(album);
  const { reports, answers } = collectReports(page);
  const answer = songAnswer(page);
  await page.getByRole('button', { name: 'Play all of Golden Hour' }).click();
  const { ticket } = await (await answer).json();
  await expectPlaying(page);
  // From here on the page's timers run only when the test says so (the sound itself plays on).
  // The pause point must still be ahead when the call lands: on a busy machine the page clock can
  // run well past 100 ms between reading it and pausing (seen once: "Cannot fast-forward to the past").
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_500);
  const before = reports.length;
  expect(before).toBe(0);
  await page.clock.runFor(15_000);
  await expect.poll(() => reports.length).toBe(1);
  expect(reports[0]).toMatchObject({ ticketId: ticket, usageDuration: 15, partial: true, offline: false });
  // Only audible seconds count: the 15 ticks fire at once, so the sound must be coming out right then (on a
  // busy machine it can be buffering for a moment, and a buffering second is rightly not listening time).
  await expectPlaying(page);
  await page.clock.runFor(15_000);
  await expect.poll(() => reports.length).toBe(2);
  expect(reports[1]).toMatchObject({ ticketId: ticket, usageDuration: 30, partial: true });
  // The server took both (the ticket is this user's listening).
  await expect.poll(() => answers.length).toBe(2);
  expect(answers).toEqual([
    { status: 200, body: { accepted: true } },
    { status: 200, body: { accepted: true } },
  ]);

  // Paused time is not listening time.
  await miniPlayer(page).getByRole('button', { name: 'Pause', exact: true }).click();
  await expect.poll(async () => (await playingAudio(page)) === null).toBe(true);
  await page.clock.runFor(30_000);
  expect(reports).toHaveLength(2);
});

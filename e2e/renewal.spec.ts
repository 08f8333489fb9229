import type { Page } from '@playwright/test';
import { expect, test } from './demo-clock.ts';
import { dismissFeedback } from './feedback-dialog.ts';
import { GOLDEN_HOUR, itemUrl, songAnswer } from './player-helpers.ts';
import { CARDS, chooseAsVisitorAndLogIn, payWithCard, weeklyPlanId } from './subscribe-helpers.ts';

/**
 * Issue 16, commerce §4: a weekly plan paid with the sandbox card renews when the server's demo clock passes
 * its period (the clock's POST runs the renewal job at once); canceled, it keeps access until the end of the
 * paid period and then turns INACTIVE, the music locked again (previews only).
 */
const DAY = 86_400_000;

type Mine = {
  id: number;
  typeId: number;
  state: string;
  nextRenewalDate: string | null;
  endDate: string | null;
};

/** /subscription loaded, with the list its GET /subscription answered. */
async function subscriptionPage(page: Page, planId: number): Promise<Mine | undefined> {
  // Only this load's answer: one the page before it was still reading loses its body on navigation.
  const since = Date.now();
  const listed = page.waitForResponse(
    (r) => /\/api\/subscription\?/.test(r.url()) && r.ok() && r.request().timing().startTime >= since,
  );
  await page.goto('/subscription');
  const mine: Mine[] = await (await listed).json();
  return mine.find((s) => s.typeId === planId);
}

/** Whether the first Golden Hour track plays in full (POST /song answered without isPreview). */
async function playsInFull(page: Page, album: string): Promise<boolean> {
  await page.goto(album);
  const answer = songAnswer(page);
  await page.getByRole('button', { name: `Play ${GOLDEN_HOUR[0]}` }).click();
  return !(await (await answer).json()).isPreview;
}

test('weekly plan: renewed when the clock passes the week; canceled, usable to the period end, then INACTIVE and locked', async ({
  page,
  request,
  demoClock,
}) => {
  test.setTimeout(150_000);
  const planId = await weeklyPlanId(request);
  const album = await itemUrl(request, 'Golden Hour', 'album');
  const { confirm } = await chooseAsVisitorAndLogIn(page, '', planId);
  await payWithCard(page, confirm, CARDS.success);
  await expect(page.locator('dialog[open]:has([data-purchased])')).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  const first = await subscriptionPage(page, planId);
  const firstRenewal = Date.parse(first?.nextRenewalDate ?? '');
  expect(first?.state).toBe('ACTIVE');

  // A week on: the renewal job charges the stored card and starts the next period.
  expect((await demoClock.advance('P7D')).renewed).toBeGreaterThanOrEqual(1);
  const renewed = await subscriptionPage(page, planId);
  expect(renewed).toMatchObject({ id: first?.id, state: 'ACTIVE' });
  const secondRenewal = Date.parse(renewed?.nextRenewalDate ?? '');
  expect(secondRenewal - firstRenewal).toBe(7 * DAY);
  const row = page.locator(`[data-list="active"] [data-subscription-id="${first?.id}"]`);
  const shown = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(secondRenewal);
  await expect(row).toContainText(`Renews on ${shown}`);

  // Cancel: the dialog and the snackbar say access continues until the end of the paid period.
  await row.locator('[data-cancel]').click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(dialog).toContainText(`You keep access until ${shown}`);
  await dialog.locator('[data-confirm-cancel]').click();
  await dismissFeedback(page);
  await expect(page.getByRole('status').filter({ hasText: `You keep access until ${shown}` })).toBeVisible({
    timeout: 10_000,
  });
  const canceled = page.locator(`[data-list="canceled"] [data-subscription-id="${first?.id}"]`);
  await expect(canceled).toContainText(`Canceled — access until ${shown}`);
  expect(await playsInFull(page, album)).toBe(true);

  // Past the period's end: no charge, INACTIVE, the music is a preview again.
  expect((await demoClock.advance('P8D')).expired).toBeGreaterThanOrEqual(1);
  const ended = await subscriptionPage(page, planId);
  expect(ended).toMatchObject({ id: first?.id, state: 'INACTIVE', nextRenewalDate: null });
  await expect(canceled).toContainText('Canceled. Ended on');
  expect(await playsInFull(page, album)).toBe(false);
});

import type { Page } from '@playwright/test';
import { expect, test } from './demo-clock.ts';
import { GOLDEN_HOUR, itemUrl, songAnswer } from './player-helpers.ts';
import {
  CARDS,
  callAsPage,
  chooseAsVisitorAndLogIn,
  closePurchased,
  creditsPlanId,
  payWithCard,
} from './subscribe-helpers.ts';

/**
 * Issue 16: a credit plan's credits are real. Each full track spends one credit a period (the same track again
 * spends none); when none are left, POST /song answers 402 NO_CREDITS_LEFT and the player says so with what
 * would unlock the track. The journey spends most credits through the API with the page's own session (ten
 * clicks would prove nothing more), then plays in the browser.
 */

/** POST /song with the page's session, as the player asks it: the status and whether it played in full. */
async function askSong(page: Page, id: number): Promise<{ status: number; full: boolean }> {
  const { status, body } = await callAsPage(page, '/api/song?lang=en', {
    method: 'POST',
    body: { id, protocol: 'http' },
  });
  const song = body as { url?: string | null; isPreview?: boolean } | undefined;
  return { status, full: status === 200 && Boolean(song?.url && !song.isPreview) };
}

for (const { lang, prefix, title, text } of [
  { lang: 'en', prefix: '', title: 'No credits left', text: 'You have used all the credits of your plan' },
  { lang: 'ar', prefix: '/ar', title: 'لم يتبقَّ رصيد', text: 'لقد استخدمت كل رصيد خطتك' },
]) {
  test(`${lang}: the weekly credits plan plays full tracks until its credits are spent, then says so (402)`, async ({
    page,
    request,
    demoClock,
  }) => {
    test.setTimeout(120_000);
    // A moved commerce clock would bring the credit-expiry popup over the page: take the clock's turn.
    expect(demoClock).toBeTruthy();
    const planId = await creditsPlanId(request);
    const { confirm } = await chooseAsVisitorAndLogIn(page, prefix, planId);
    await payWithCard(page, confirm, CARDS.success);
    await closePurchased(page, lang === 'en' ? undefined : 'شكرًا لشرائك');

    // Tracks with a full file: Golden Hour's first one, then others, until the server refuses.
    const search = await request.get('/api/search?q=the&kinds=track&limit=40', {
      headers: { 'x-tenant-id': 'demo' },
    });
    const found: number[] = (await search.json()).groups.flatMap(
      (g: { items: { data: { customProperties: { id: number } } }[] }) =>
        g.items.map((i) => i.data.customProperties.id),
    );
    const album = await itemUrl(request, 'Golden Hour', 'album');
    await page.goto(`${prefix}${album}`);
    // The first track is heard in full by a click: it spends a credit.
    const first = songAnswer(page);
    await page
      .locator('main')
      .getByRole('button', { name: new RegExp(`^(Play|تشغيل) ${GOLDEN_HOUR[0]}$`) })
      .click();
    expect(await (await first).json()).toMatchObject({ isPreview: false });
    const spent: number[] = [];
    let refused = false;
    for (const id of found) {
      const answer = await askSong(page, id);
      if (answer.status === 402) {
        refused = true;
        break;
      }
      expect(answer.status).toBe(200);
      if (answer.full) spent.push(id);
    }
    expect(refused, 'the credits run out').toBe(true);
    expect(spent.length, 'nine more full tracks after the first (ten credits)').toBe(9);
    // A track already paid this period plays again at no cost.
    expect(await askSong(page, spent[0] as number)).toEqual({ status: 200, full: true });

    // The album's third track: no credit is left for it. The player says why and what would unlock it.
    await page
      .locator('main')
      .getByRole('button', { name: new RegExp(`^(Play|تشغيل) ${GOLDEN_HOUR[2]}$`) })
      .click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.locator('[data-refusal="no-credits"]')).toContainText(text);
    await expect(
      dialog.locator('[data-subscribe-from-options], a[href*="/subscription"]').first(),
    ).toBeVisible();
  });
}

import { expect, test } from './fixtures.ts';
import { itemUrl, LISTENER, logIn, nowTitle } from './player-helpers.ts';

// Commerce §2 path shape /music/albums/{artistSlug}/{id}/{albumSlug}/{trackId}: the album, that track marked
// and ready to play.
test('an album link ending in a track opens the album with the track marked, its play button focused', async ({
  page,
  request,
}) => {
  const album = await itemUrl(request, 'Golden Hour', 'album');
  const track = (await itemUrl(request, 'Paper Kites', 'track')).split('/').at(-1);
  const link = `${album}/golden-hour/${track}`;
  expect(link).toMatch(/^\/music\/albums\/[a-z0-9-]+\/\d+\/golden-hour\/\d+$/);

  // Without JavaScript the server's page already marks the row.
  const html = await (await request.get(link)).text();
  expect(html).toMatch(/data-highlighted="true"[^>]*>[\s\S]*?Paper Kites/);

  await logIn(page, LISTENER);
  await page.goto(link);
  const marked = page.locator('[data-node="track-list"] li[data-highlighted]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText('Paper Kites');
  await expect(marked.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(nowTitle(page)).toHaveText('Paper Kites');

  // In Arabic too, right to left.
  await page.goto(`/ar${link}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('[data-node="track-list"] li[data-highlighted]')).toHaveCount(1);
});

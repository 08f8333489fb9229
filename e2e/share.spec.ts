import AxeBuilder from '@axe-core/playwright';
import { baseURL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { headTags, seededItem, serverPage } from './ssr-helpers.ts';

/** One seeded item of every family with a details page (commerce §2 share on every details page). */
// biome-ignore format: one family per line
const FAMILIES: { family: string; kind: string; q: string; path: RegExp }[] = [
  { family: 'album', kind: 'album', q: 'a', path: /^\/music\/albums\// },
  { family: 'artist', kind: 'artist', q: 'a', path: /^\/music\/artists\// },
  { family: 'track', kind: 'track', q: 'a', path: /^\/music\/tracks\// },
  { family: 'playlist', kind: 'playlist', q: 'a', path: /^\/music\/playlists\// },
  { family: 'video', kind: 'video', q: 'The Last Heist', path: /^\/video\/details\// },
  { family: 'series', kind: 'series', q: 'The Deep', path: /^\/video\/series\/details\// },
  { family: 'podcast', kind: 'podcast', q: 'a', path: /^\/podcast\/details\// },
  { family: 'episode', kind: 'episode', q: 'episode', path: /^\/podcast\/episode\// },
  { family: 'audiobook', kind: 'audiobook', q: 'a', path: /^\/audiobook\/details\// },
  { family: 'game', kind: 'game', q: 'a', path: /^\/games\/details\// },
  { family: 'arcade', kind: 'arcade', q: 'a', path: /^\/arcade\/details\// },
  { family: 'app', kind: 'app', q: 'a', path: /^\/apps\// },
  { family: 'product', kind: 'product', q: 'a', path: /^\/mp\// },
  { family: 'article', kind: 'article', q: 'tested', path: /^\/articles\/(?!premium\/)/ },
  { family: 'news', kind: 'article', q: 'review', path: /^\/news\// },
  { family: 'voucher', kind: 'voucher', q: 'a', path: /^\/vouchers\/details\// },
];

test.describe('without JavaScript (a link-preview bot)', () => {
  test.use({ javaScriptEnabled: false });

  test("every family's details page has the Share button and its link preview in the server HTML", async ({
    request,
  }) => {
    for (const f of FAMILIES) {
      const { url, title } = await seededItem(request, f);
      const page = await serverPage(request, url);
      const at = `${f.family} ${url}`;
      expect(page.status, at).toBe(200);
      const share = page.doc.querySelector('[data-node="detail"] [data-action="share"]');
      expect.soft(share?.textContent, `${at}: Share in the details header`).toBe('Share');
      const head = headTags(page.doc);
      // The canonical drops the arcade's ?state=; every other page is its own path.
      const canonical = `${baseURL}${url.split('?')[0]}`;
      expect.soft(head.og, `${at}: Open Graph`).toMatchObject({
        title,
        description: expect.stringMatching(/\S/),
        url: canonical,
        image: expect.stringMatching(/^https?:\/\//),
      });
      expect.soft(head.twitterCard, `${at}: twitter:card`).toBe('summary_large_image');
      expect
        .soft(page.doc.head.querySelector('meta[name="twitter:title"]')?.getAttribute('content'), at)
        .toBe(title);
    }
  });
});

test('share on a details page: the dialog, copy link, the configured shared links', async ({
  page,
  context,
}) => {
  // Chromium on Linux has no Web Share API; say so for sure, so the share dialog is the path taken.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { url, title } = await seededItem(page.request, FAMILIES[0] as (typeof FAMILIES)[number]);
  await page.goto(url);
  const share = page.locator('[data-node="detail"]').getByRole('button', { name: 'Share', exact: true });
  await share.click();
  const dialog = page.getByRole('dialog', { name: `Share ${title}` });
  await expect(dialog).toBeVisible();
  const canonical = `${baseURL}${url}`;
  await expect(dialog.getByLabel('Link')).toHaveValue(canonical);

  // The configured targets, each with the page's address and title filled in, URL-encoded.
  const encodedUrl = encodeURIComponent(canonical);
  const encodedTitle = encodeURIComponent(title);
  await expect(dialog.getByRole('link', { name: 'X' })).toHaveAttribute(
    'href',
    `https://x.com/intent/post?text=${encodedTitle}&url=${encodedUrl}`,
  );
  await expect(dialog.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
    'href',
    `mailto:?subject=${encodedTitle}&body=${encodedUrl}`,
  );
  await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodedTitle}%20${encodedUrl}`,
  );
  const { violations } = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Copied to the clipboard');
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);

  // Escape closes it and focus goes back to the Share button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();
});

test('in Arabic the share dialog is right to left and translated', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
  const { url } = await seededItem(page.request, {
    ...(FAMILIES[9] as (typeof FAMILIES)[number]),
    lang: 'ar',
  });
  await page.goto(`/ar${url}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('[data-node="detail"] [data-action="share"]').click();
  const dialog = page.locator('dialog[open]');
  await expect(dialog.getByRole('link', { name: 'البريد الإلكتروني' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'نسخ الرابط' })).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveValue(`${baseURL}/ar${url}`);
});

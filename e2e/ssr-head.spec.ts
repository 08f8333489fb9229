import { LOCALE_CODES } from '../contract/locales.ts';
import { baseURL } from '../playwright.config.ts';
import { type APIRequestContext, expect, test } from './fixtures.ts';
import { cspDirectives, headTags, mainHeading, seededItem, serverPage } from './ssr-helpers.ts';

// What a crawler or a link-preview bot sees: the server's HTML, no script run.
test.use({ javaScriptEnabled: false });

const SITE = 'Demo Media';
/** Demo's seoTabNames (configuration): music and video pages are titled "<page> | <tab name>". */
const TAB_NAMES = {
  en: { music: 'Music', video: 'Video' },
  ar: { music: 'موسيقى', video: 'فيديو' },
} as const;
const titleOf = (title: string, url: string, lang: 'en' | 'ar' = 'en') => {
  const family = /^\/(music|video)\//.exec(url)?.[1] as 'music' | 'video' | undefined;
  return family ? `${title} | ${TAB_NAMES[lang][family]}` : `${title} · ${SITE}`;
};

interface Family {
  family: string;
  /** Search kind, query and page path that find one seeded item of the family. */
  kind: string;
  q: string;
  path: RegExp;
  ogType: string;
  ldType: string;
}

const family = (
  name: string,
  kind: string,
  q: string,
  path: RegExp,
  ogType: string,
  ldType: string,
): Family => ({ family: name, kind, q, path, ogType, ldType });

const MUSIC: Family[] = [
  family('album', 'album', 'a', /^\/music\/albums\//, 'music.album', 'MusicAlbum'),
  family('track', 'track', 'a', /^\/music\/tracks\//, 'music.song', 'MusicRecording'),
  family('playlist', 'playlist', 'a', /^\/music\/playlists\//, 'music.playlist', 'MusicPlaylist'),
  family('artist', 'artist', 'a', /^\/music\/artists\//, 'profile', 'MusicGroup'),
];
const VIDEO_AND_PODCASTS: Family[] = [
  family('movie', 'video', 'The Last Heist', /^\/video\/details\//, 'video.movie', 'Movie'),
  family('series', 'series', 'The Deep', /^\/video\/series\/details\//, 'video.tv_show', 'TVSeries'),
  family('episode', 'video', 'The Deep: Episode', /^\/video\/details\//, 'video.episode', 'TVEpisode'),
  family('podcast', 'podcast', 'a', /^\/podcast\/details\//, 'website', 'PodcastSeries'),
  family('podcast episode', 'episode', 'episode', /^\/podcast\/episode\//, 'website', 'PodcastEpisode'),
];
const BOOKS_GAMES_TEXTS_SHOP: Family[] = [
  family('audiobook', 'audiobook', 'a', /^\/audiobook\/details\//, 'book', 'Audiobook'),
  family('game', 'game', 'a', /^\/games\/details\//, 'website', 'VideoGame'),
  family('news', 'article', 'review', /^\/news\//, 'article', 'NewsArticle'),
  family('article', 'article', 'tested', /^\/articles\/(?!premium\/)/, 'article', 'Article'),
  family('shop item', 'product', 'a', /^\/mp\//, 'product', 'Product'),
  family('voucher', 'voucher', 'a', /^\/vouchers\/details\//, 'product', 'Product'),
];

/** Every head tag of one family's details page, as the server renders it (soft: one run names every gap). */
async function checkDetailsHead(request: APIRequestContext, f: Family) {
  const { url, title } = await seededItem(request, f);
  const page = await serverPage(request, url);
  const at = `${f.family} ${url}`;
  expect(page.status, at).toBe(200);
  const head = headTags(page.doc);
  const canonical = `${baseURL}${url}`;
  expect.soft(head.title, `${at}: <title>`).toBe(titleOf(title, url));
  expect.soft(head.description, `${at}: meta description`).toBeTruthy();
  expect.soft(head.canonicals, `${at}: one canonical`).toEqual([canonical]);
  for (const code of LOCALE_CODES) {
    expect.soft(head.alternates[code], `${at}: hreflang ${code}`).toBe(`${baseURL}/${code}${url}`);
  }
  expect.soft(head.alternates['x-default'], `${at}: hreflang x-default`).toBe(canonical);
  expect.soft(head.og, `${at}: Open Graph`).toMatchObject({
    title,
    description: head.description,
    url: canonical,
    type: f.ogType,
    locale: 'en_US',
    image: expect.stringMatching(/^https?:\/\//),
  });
  expect.soft(head.twitterCard, `${at}: twitter:card`).toBe('summary_large_image');
  if (head.og.image) {
    const image = await request.get(head.og.image);
    expect.soft(image.headers()['content-type'], `${at}: og:image is a picture`).toMatch(/^image\//);
  }
  const ld = head.jsonLd.find((entry) => entry['@type'] === f.ldType);
  expect.soft(ld, `${at}: JSON-LD ${f.ldType} (found ${head.jsonLd.map((e) => e['@type'])})`).toMatchObject({
    '@context': 'https://schema.org',
    name: title,
    url: canonical,
  });
  if (f.ldType === 'Product') {
    expect.soft(ld?.offers, `${at}: a Product with an Offer`).toMatchObject({ '@type': 'Offer' });
  }
  // The body is rendered, not an empty root: the page's own heading is in the HTML.
  expect.soft(mainHeading(page.doc), `${at}: main heading`).toBe(title);
}

for (const [area, families] of [
  ['music', MUSIC],
  ['video and podcasts', VIDEO_AND_PODCASTS],
  ['audiobooks, games, articles and the shop', BOOKS_GAMES_TEXTS_SHOP],
] as const) {
  test(`${area}: each details page's head (title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD) and heading are in the server HTML`, async ({
    request,
  }) => {
    for (const f of families) await checkDetailsHead(request, f);
  });
}

test('without JavaScript a details page shows its heading, in English and in Arabic (lang ar, dir rtl)', async ({
  page,
  request,
}) => {
  const album = { kind: 'album', q: 'a', path: /^\/music\/albums\// };
  const en = await seededItem(request, album);
  const ar = await seededItem(request, { ...album, lang: 'ar' });
  expect(ar.url).toBe(en.url);
  expect(ar.title, 'the seeded album has an Arabic title').not.toBe(en.title);

  await page.goto(en.url);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title);

  await page.goto(`/ar${ar.url}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.title);

  const head = headTags((await serverPage(request, `/ar${ar.url}`)).doc);
  expect(head.title).toBe(titleOf(ar.title, ar.url, 'ar'));
  expect(head.canonicals).toEqual([`${baseURL}/ar${ar.url}`]);
  expect(head.og).toMatchObject({ title: ar.title, locale: 'ar_SA', url: `${baseURL}/ar${ar.url}` });
  expect(head.jsonLd[0]).toMatchObject({ name: ar.title });
});

test('an unknown path and an unknown item answer 404 with the not-found page, titled by its heading', async ({
  request,
}) => {
  for (const [path, heading, lang] of [
    ['/no/such/page', 'Page not found', 'en'],
    ['/music/albums/someone/999999', 'Page not found', 'en'],
    ['/ar/no/such/page', 'الصفحة غير موجودة', 'ar'],
  ] as const) {
    const page = await serverPage(request, path);
    expect(page.status, path).toBe(404);
    expect(page.headers['content-type'], path).toMatch(/^text\/html/);
    expect(page.doc.documentElement.getAttribute('lang'), path).toBe(lang);
    expect(page.doc.querySelector('[data-error-status="404"]'), `${path}: the 404 screen`).not.toBeNull();
    expect(mainHeading(page.doc), path).toBe(heading);
    // Shell spec §2: "The page title is set from the heading" (the browser-rendered 404 page does so).
    expect.soft(headTags(page.doc).title, `${path}: <title> in the server HTML`).toBe(heading);
  }
});

test("a details page's Content-Security-Policy has a fresh script nonce that every inline script carries, and no 'unsafe-inline' for scripts", async ({
  request,
}) => {
  const { url } = await seededItem(request, { kind: 'track', q: 'a', path: /^\/music\/tracks\// });
  const nonces: string[] = [];
  for (let load = 0; load < 2; load++) {
    const page = await serverPage(request, url);
    const scriptSrc = cspDirectives(page.headers['content-security-policy'] ?? '')['script-src'] ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const nonce = scriptSrc.find((value) => value.startsWith("'nonce-"))?.slice(7, -1);
    expect(nonce, `script-src ${scriptSrc.join(' ')}`).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    nonces.push(nonce as string);
    // Data blocks (JSON, JSON-LD) never run; every other script needs the nonce or a same-origin src.
    const inline = [...page.doc.querySelectorAll('script:not([src])')].filter(
      (script) => !/json/.test(script.getAttribute('type') ?? ''),
    );
    expect(inline.length, 'the page has inline scripts (router state)').toBeGreaterThan(0);
    for (const script of inline) expect(script.getAttribute('nonce')).toBe(nonce);
  }
  expect(nonces[0], 'a new nonce per response').not.toBe(nonces[1]);
});

/**
 * Every page of shell spec §2, once. The portal builds its routes from this table (each in the
 * seven locale variants) and the server answers each page's structure:
 *   - a page with no `key` loads GET /structure/{base}
 *   - a page with a `key` loads GET /structure/{base}/fragment/{k} where k is the key params'
 *     values joined with '~' (slug/title segments are cosmetic and are not part of the key).
 * A page's stable name per locale is `{base}___{code}` (and `{base}___{code}___default` for the
 * tenant's default locale unprefixed), used for analytics and alternates.
 *
 * Ambiguous shapes resolve deterministically (static segments beat parameters, longer paths
 * are separate routes):
 *   - /{name} is the catch-all, the same page as /main/{name} (base `main`).
 *   - /mp/{x} with one segment is the category page `mp`; the server answers a product whose
 *     slug is x when no category has that name. /mp/{title}/{name} is a product (`mp-details`).
 *   - /articles/{x}: x all digits → the article x without a category; otherwise category x.
 *   - /articles/{category}/{x}: x all digits → article x; otherwise subcategory x.
 *   - /articles/{category}/{subcategory}/{article}: an article.
 */
export type PageLayout = 'default' | 'marketing' | 'marketplace' | 'empty';

export interface PageDef {
  base: string;
  paths: readonly string[];
  key?: readonly string[];
  layout?: PageLayout;
  /** Shell §6: signed-in access required. */
  protected?: boolean;
}

const page = (base: string, paths: string[], extra: Omit<PageDef, 'base' | 'paths'> = {}): PageDef => ({
  base,
  paths,
  ...extra,
});

export const PAGES: readonly PageDef[] = [
  page('home', ['/']),
  page('search', ['/search', '/search-q']),
  page('impressum', ['/impressum']),
  page('info', ['/info/$name'], { key: ['name'] }),
  page('launch', ['/launch']),
  page('main', ['/main/$name', '/$name'], { key: ['name'] }),
  page('services', ['/services/$name'], { key: ['name'] }),
  page('marketing', ['/marketing/$name'], { key: ['name'], layout: 'marketing' }),

  page('user-login', ['/user/login']),
  page('user-login-email', ['/user/login/email']),
  page('user-register', ['/user/register']),
  page('resetpassword', ['/resetpassword']),
  page('external-logout', ['/external/logout']),
  // Issue 21: opens a signed kiosk enrolment link (?token=); the server checks the token.
  page('kiosk-enrol', ['/kiosk/enrol']),
  page('favorites', ['/favorites']),
  page('history', ['/history']),
  // Not protected: it opens offline from the cache, and shows visitors the login prompt itself.
  page('downloads', ['/downloads']),
  page('notifications', ['/notifications']),
  page('subscription', ['/subscription']),
  page('my-cart', ['/myCart']),
  page('profile', ['/profile'], { protected: true }),
  page('profile-info', ['/profile/info'], { protected: true }),
  page('profile-info-service-subscriptions', ['/profile/info-service-subscriptions'], { protected: true }),
  page('profile-manage', ['/profile/manage'], { protected: true }),
  page('my-payment-methods', ['/MyPaymentMethods'], { protected: true }),
  page('my-purchases', ['/myPurchases'], { protected: true }),
  page('parental-control', ['/parentalControl'], { protected: true }),
  page('reward', ['/reward'], { protected: true }),
  page('wallet', ['/wallet'], { protected: true }),

  page('apps-faq', ['/apps/faq']),
  page('apps-manage', ['/apps/manage']),
  page('apps-manage-details', ['/apps/manage/$id'], { key: ['id'] }),
  page('apps-register', ['/apps/register']),
  page('apps-view-all', ['/apps/viewAll']),
  page('apps-partner', ['/apps/partner/$name', '/apps/partner/$title/$name'], { key: ['name'] }),
  page('apps-pd', ['/apps/pd/$name', '/apps/pd/$title/$name'], { key: ['name'] }),
  page('apps-consent', ['/apps/consent/$id'], { key: ['id'], protected: true }),
  page('apps-profile', ['/apps/profile'], { protected: true }),

  page('mp', ['/mp/$category'], { key: ['category'], layout: 'marketplace' }),
  page('mp-details', ['/mp/$title/$name'], { key: ['name'], layout: 'marketplace' }),
  page('partners', ['/partners/$name'], { key: ['name'] }),
  page('partners-info-services', ['/partners/info-services']),
  page('partners-info-service', ['/partners/info-services/$name'], { key: ['name'] }),

  page('arcade-details', ['/arcade/details/$id', '/arcade/details/$name/$id'], { key: ['id'] }),
  page('games-list', ['/games/list']),
  page('games-list-named', ['/games/list/$name'], { key: ['name'] }),
  page('games-list-named-id', ['/games/list/$name/$id'], { key: ['id'] }),
  page('games-category', ['/games/category/$name', '/games/category/$name/$id'], { key: ['name'] }),
  page('games-details', ['/games/details/$id', '/games/details/$name/$id'], { key: ['id'] }),
  page('games-publisher', ['/games/publisher/$name'], { key: ['name'] }),

  page('music-list', ['/music/list']),
  page('music-albums', ['/music/albums']),
  page('music-albums-category', ['/music/albums/category/$name'], { key: ['name'] }),
  page(
    'music-album',
    ['/music/albums/$artist/$album', '/music/albums/$artist/$artistName/$albumName/$album'],
    {
      key: ['album'],
    },
  ),
  page('music-artist', ['/music/artists/$id', '/music/artists/$artistName/$id'], { key: ['id'] }),
  page('music-genre', ['/music/genre/$name'], { key: ['name'] }),
  page('music-playlists', ['/music/playlists']),
  page('music-playlist', ['/music/playlists/$playlist', '/music/playlists/$title/$playlist'], {
    key: ['playlist'],
  }),
  page('music-tracks', ['/music/tracks']),
  page('music-tracks-category', ['/music/tracks/category']),
  page('music-track', ['/music/tracks/$track', '/music/tracks/$title/$track'], { key: ['track'] }),
  page('music-video', ['/music/video/details/$id'], { key: ['id'] }),

  page('video-list', ['/video/list/$name'], { key: ['name'] }),
  page('video-category', ['/video/category/$id', '/video/category/$name/$id'], { key: ['id'] }),
  page('video-details', ['/video/details/$id', '/video/details/$name/$id'], { key: ['id'] }),
  page('video-series', ['/video/series/details/$id', '/video/series/details/$name/$id'], { key: ['id'] }),
  page('video-stream', ['/video/stream/$id', '/video/stream/$name/$id'], { key: ['id'] }),
  page('video-ex-category', ['/video/$ex/category/$id'], { key: ['ex', 'id'] }),
  page('video-ex-details', ['/video/$ex/details/$id', '/video/$ex/details/$name/$id'], { key: ['ex', 'id'] }),
  page('video-ex-stream', ['/video/$ex/stream/$id'], { key: ['ex', 'id'], layout: 'empty' }),
  page('video-test', ['/video/test']),

  page('podcast-list', ['/podcast/list']),
  page('podcast-details', ['/podcast/details/$id', '/podcast/details/$title/$id'], { key: ['id'] }),
  page('podcast-episode', ['/podcast/episode/$id', '/podcast/episode/$title/$id'], { key: ['id'] }),
  page('audiobook-list', ['/audiobook/list']),
  page('audiobook-category', ['/audiobook/category']),
  page('audiobook-genre', ['/audiobook/genre/$name'], { key: ['name'] }),
  page('audiobook-details', ['/audiobook/details/$id', '/audiobook/details/$title/$id'], { key: ['id'] }),
  page('audiobook-artist', ['/audiobook/artists/$id', '/audiobook/artists/$title/$id'], { key: ['id'] }),

  page('articles', ['/articles/$category'], { key: ['category'] }),
  page('articles-sub', ['/articles/$category/$subcategory'], { key: ['category', 'subcategory'] }),
  page('article', ['/articles/$category/$subcategory/$article'], { key: ['article'] }),
  page('articles-premium', ['/articles/premium']),
  page('articles-premium-category', ['/articles/premium/$category'], { key: ['category'] }),
  page('articles-premium-sub', ['/articles/premium/$category/$subcategory'], {
    key: ['category', 'subcategory'],
  }),
  page('article-premium', ['/articles/premium/$category/$subcategory/$article'], { key: ['article'] }),
  page('news', ['/news/$category'], { key: ['category'] }),
  page('news-sub', ['/news/$category/$subcategory'], { key: ['category', 'subcategory'] }),
  page('news-article', ['/news/$category/$subcategory/$articlename/$article'], { key: ['article'] }),

  page('tournaments-list', ['/tournaments/list']),
  page('tournament', ['/tournaments/details/$id'], { key: ['id'] }),
  page('tournament-news', ['/tournaments/news/details/$id'], { key: ['id'] }),
  page('tournament-video', ['/tournaments/videos/details/$id'], { key: ['id'] }),

  page('voucherbook', ['/voucherbooks/$name'], { key: ['name'] }),
  page('vouchers-category', ['/vouchers/category/$id'], { key: ['id'] }),
  page('voucher', ['/vouchers/details/$id', '/vouchers/details/$id/$voucherId'], { key: ['id'] }),
];

export const KEY_SEPARATOR = '~';

/** The fragment id of a keyed page, from its route params. */
export const pageKey = (def: PageDef, params: Record<string, string>): string | undefined =>
  def.key?.map((name) => params[name] ?? '').join(KEY_SEPARATOR);

export const pageByBase = (base: string): PageDef | undefined => PAGES.find((p) => p.base === base);

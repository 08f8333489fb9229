import { DEMO_ARCADE_NEWS_SHOP } from './demo-arcade-news-shop.ts';
import { DEMO_ARTICLES } from './demo-articles.ts';
import { DEMO_AUDIO } from './demo-audio.ts';
import { DEMO_ITEMS } from './demo-catalogue.ts';
import { DEMO_COMMERCE } from './demo-commerce.ts';
import { DEMO_GAMES, withGameProps } from './demo-games.ts';
import { DEMO_HOME } from './demo-home.ts';
import { DEMO_MUSIC, DEMO_TAGS } from './demo-music.ts';
import { DEMO_MUSIC_GENERATED } from './demo-music-gen.ts';
import { DEMO_CONFIGURATION, DEMO_PAGES, DEMO_ROUTE_RULES } from './demo-site.ts';
import { DEMO_TOURNAMENTS } from './demo-tournaments.ts';
import { DEMO_VIDEO } from './demo-video.ts';
import { linkCatalogue } from './derive.ts';
import { TITLES } from './home-titles.ts';
import { rail } from './sections.ts';
import type { SeedTenant } from './seed-types.ts';
import { DEMO_VOUCHER_GIFTS } from './voucher-gifts.ts';

/** The default tenant: English first, every content type, no rating ceiling of its own. */
export const DEMO_TENANT: SeedTenant = {
  tenant: {
    name: 'demo',
    displayName: 'Demo Media',
    shortName: 'Demo',
    defaultLocale: 'en',
    colors: ['#1c7ed6', '#4dabf7'],
    features: { downloads: true, games: true, podcasts: true },
    // Shell §4 rule 3: the hosted sign-on sets this readable flag; the portal then tries POST /login/api.
    autoLoginCookie: 'demo_sso',
  },
  hosts: ['localhost', '127.0.0.1', 'demo.localhost'],
  texts: {
    en: {
      'tenant.appName': 'Demo Media',
      'tenant.appShortName': 'Demo',
      'tenant.welcome': 'Welcome to Demo Media',
      'tenant.tagline': 'Music, video, podcasts and games in one place.',
      'tenant.footer': '© Demo Media. A demonstration tenant of the media portal.',
    },
    ar: {
      'tenant.appName': 'ديمو ميديا',
      'tenant.appShortName': 'ديمو',
      'tenant.welcome': 'مرحبًا بك في Demo Media',
      'tenant.tagline': 'الموسيقى والفيديو والبودكاست والألعاب في مكان واحد.',
      'tenant.footer': '© Demo Media. مستأجر تجريبي لبوابة الوسائط.',
    },
    fr: {
      'tenant.appName': 'Démo Média',
      'tenant.appShortName': 'Démo',
      'tenant.welcome': 'Bienvenue sur Demo Media',
      'tenant.tagline': 'Musique, vidéo, podcasts et jeux au même endroit.',
      'tenant.footer': '© Demo Media. Un locataire de démonstration du portail média.',
    },
    de: {
      'tenant.appName': 'Demo Media',
      'tenant.appShortName': 'Demo',
      'tenant.welcome': 'Willkommen bei Demo Media',
      'tenant.tagline': 'Musik, Videos, Podcasts und Spiele an einem Ort.',
      'tenant.footer': '© Demo Media. Ein Demo-Mandant des Medienportals.',
    },
    es: {
      'tenant.appName': 'Demo Media',
      'tenant.appShortName': 'Demo',
      'tenant.welcome': 'Bienvenido a Demo Media',
      'tenant.tagline': 'Música, vídeo, pódcasts y juegos en un solo lugar.',
      'tenant.footer': '© Demo Media. Un inquilino de demostración del portal multimedia.',
    },
    ro: {
      'tenant.appName': 'Demo Media',
      'tenant.appShortName': 'Demo',
      'tenant.welcome': 'Bun venit la Demo Media',
      'tenant.tagline': 'Muzică, video, podcasturi și jocuri într-un singur loc.',
      'tenant.footer': '© Demo Media. Un client demonstrativ al portalului media.',
    },
  },
  // Hand-written items first: each kind's list is newest first, so they lead the "newest" rails.
  items: [
    ...linkCatalogue(
      withGameProps([
        ...DEMO_ITEMS,
        ...DEMO_MUSIC,
        ...DEMO_ARCADE_NEWS_SHOP,
        ...DEMO_MUSIC_GENERATED,
        ...DEMO_VIDEO,
        ...DEMO_AUDIO,
        ...DEMO_GAMES,
        ...DEMO_TOURNAMENTS,
        ...DEMO_ARTICLES,
        ...DEMO_COMMERCE,
        ...DEMO_VOUCHER_GIFTS,
      ]),
      DEMO_TAGS,
    ),
    ...DEMO_PAGES,
  ],
  configuration: DEMO_CONFIGURATION,
  routeRules: DEMO_ROUTE_RULES,
  structures: [
    DEMO_HOME,
    {
      name: 'main-music',
      titles: TITLES.music,
      sections: [
        rail('new-albums', TITLES.newAlbums, ['album'], 'newest', '/music/albums'),
        rail('popular-albums', TITLES.popularAlbums, ['album'], 'popular', '/music/albums'),
        rail('playlists', TITLES.playlists, ['playlist'], 'popular', '/music/playlists'),
        rail('artists', TITLES.artists, ['artist'], 'popular', '/music/list'),
      ],
    },
    {
      name: 'main-video',
      titles: TITLES.video,
      sections: [
        rail('popular-videos', TITLES.popularVideos, ['video'], 'popular', '/video/list/popular'),
        rail('new-videos', TITLES.newVideos, ['video'], 'newest', '/video/list/new'),
        rail('series', TITLES.series, ['series'], 'popular', '/video/list/series'),
        rail('categories', TITLES.categories, ['video-category'], 'popular', '/video/list/popular'),
      ],
    },
    {
      name: 'main-games',
      titles: TITLES.games,
      sections: [
        rail('games', TITLES.games, ['game'], 'popular', '/games/list'),
        rail('arcade', TITLES.arcade, ['arcade'], 'popular', '/games/list'),
        rail('tournaments', TITLES.tournaments, ['tournament'], 'newest', '/tournaments/list'),
        rail('publishers', TITLES.publishers, ['publisher'], 'popular', '/games/list'),
      ],
    },
    {
      name: 'main-shop',
      titles: TITLES.shop,
      sections: [
        rail('marketplace', TITLES.categories, ['mp-category'], 'popular', '/mp/headphones'),
        rail('products', TITLES.products, ['product'], 'popular', '/mp/headphones'),
        rail(
          'voucher-books',
          TITLES.voucherBooks,
          ['voucher-book', 'voucher-category'],
          'popular',
          '/voucherbooks/summer-deals',
        ),
        rail('vouchers', TITLES.vouchers, ['voucher'], 'popular', '/voucherbooks/summer-deals'),
        rail('partners', TITLES.partners, ['partner', 'info-service'], 'popular', '/partners/info-services'),
        rail('apps', TITLES.apps, ['app'], 'popular', '/apps/viewAll'),
      ],
    },
    {
      name: 'main-news',
      titles: TITLES.news,
      sections: [
        rail('news', TITLES.news, ['article'], 'newest', '/news/music-news'),
        rail('sections', TITLES.categories, ['article-category'], 'popular', '/news/games-news'),
      ],
    },
  ],
};

import { ACME_ITEMS } from './acme-catalogue.ts';
import { ACME_CONFIGURATION, ACME_PAGES, ACME_ROUTE_RULES } from './acme-site.ts';
import { ACME_TAGS, ACME_TRACKS_SHOP_TOURNAMENTS } from './acme-tracks-shop-tournaments.ts';
import { linkCatalogue } from './derive.ts';
import { TITLES } from './home-titles.ts';
import { hero, rail } from './sections.ts';
import type { SeedTenant } from './seed-types.ts';
import { STORIES_SECTION } from './stories.ts';
import { ACME_VOUCHER_GIFTS } from './voucher-gifts.ts';

/** A French-first second tenant with its own catalogue and a 16+ ceiling, so isolation is visible. */
export const ACME_TENANT: SeedTenant = {
  tenant: {
    name: 'acme',
    displayName: 'Acme Stream',
    shortName: 'Acme',
    defaultLocale: 'fr',
    colors: ['#c2255c', '#f06595'],
    maxRating: 30,
    // Commerce §1/§5: a partner login flow (mobile number), and login required before subscribing.
    features: {
      downloads: true,
      games: false,
      podcasts: false,
      // acme sells nothing and publishes no news: its navigation shows neither.
      news: false,
      shop: false,
      partner: true,
      subAuthRequired: true,
    },
  },
  hosts: ['acme.localhost'],
  texts: {
    en: {
      'tenant.appName': 'Acme Stream',
      'tenant.appShortName': 'Acme',
      'tenant.welcome': 'Welcome to Acme Stream',
      'tenant.tagline': 'Series, audiobooks and French music, wherever you are.',
      'tenant.footer': '© Acme Stream SAS. All rights reserved.',
    },
    ar: {
      'tenant.appName': 'أكمي ستريم',
      'tenant.appShortName': 'أكمي',
      'tenant.welcome': 'مرحبًا بك في Acme Stream',
      'tenant.tagline': 'مسلسلات وكتب صوتية وموسيقى فرنسية أينما كنت.',
      'tenant.footer': '© Acme Stream SAS. جميع الحقوق محفوظة.',
    },
    fr: {
      'tenant.appName': 'Acme Stream',
      'tenant.appShortName': 'Acme',
      'tenant.welcome': 'Bienvenue sur Acme Stream',
      'tenant.tagline': 'Séries, livres audio et musique française, partout avec vous.',
      'tenant.footer': '© Acme Stream SAS. Tous droits réservés.',
    },
    de: {
      'tenant.appName': 'Acme Stream',
      'tenant.appShortName': 'Acme',
      'tenant.welcome': 'Willkommen bei Acme Stream',
      'tenant.tagline': 'Serien, Hörbücher und französische Musik, wo immer Sie sind.',
      'tenant.footer': '© Acme Stream SAS. Alle Rechte vorbehalten.',
    },
    es: {
      'tenant.appName': 'Acme Stream',
      'tenant.appShortName': 'Acme',
      'tenant.welcome': 'Bienvenido a Acme Stream',
      'tenant.tagline': 'Series, audiolibros y música francesa, estés donde estés.',
      'tenant.footer': '© Acme Stream SAS. Todos los derechos reservados.',
    },
    ro: {
      'tenant.appName': 'Acme Stream',
      'tenant.appShortName': 'Acme',
      'tenant.welcome': 'Bun venit la Acme Stream',
      'tenant.tagline': 'Seriale, cărți audio și muzică franceză, oriunde te-ai afla.',
      'tenant.footer': '© Acme Stream SAS. Toate drepturile rezervate.',
    },
  },
  items: [
    ...linkCatalogue([...ACME_ITEMS, ...ACME_TRACKS_SHOP_TOURNAMENTS, ...ACME_VOUCHER_GIFTS], ACME_TAGS),
    ...ACME_PAGES,
  ],
  configuration: ACME_CONFIGURATION,
  routeRules: ACME_ROUTE_RULES,
  structures: [
    {
      name: 'home',
      titles: TITLES.home,
      sections: [
        hero('a-la-une', TITLES.featured, ['series']),
        STORIES_SECTION,
        rail('nouveautes', TITLES.newAlbums, ['album'], 'newest', '/music/albums'),
        rail('series', TITLES.series, ['series'], 'popular', '/video/list/series'),
        rail('livres-audio', TITLES.audiobooks, ['audiobook'], 'newest', '/audiobook/list'),
        // Hidden while the configuration switches podcasts off (the rail has nothing left to show).
        rail('podcasts', TITLES.podcasts, ['podcast'], 'newest', '/podcast/list'),
        rail('a-lire', TITLES.articles, ['article'], 'newest', '/articles/culture'),
      ],
    },
    {
      name: 'main-musique',
      titles: TITLES.music,
      sections: [
        rail('albums', TITLES.newAlbums, ['album'], 'newest', '/music/albums'),
        rail('playlists', TITLES.playlists, ['playlist'], 'popular', '/music/playlists'),
        rail('livres-audio', TITLES.audiobooks, ['audiobook'], 'popular', '/audiobook/list'),
        rail('auteurs', TITLES.authors, ['author'], 'popular', '/audiobook/category'),
      ],
    },
  ],
};

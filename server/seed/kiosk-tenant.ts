import { LOCALE_CODES } from '../../contract/locales.ts';
import { pickText } from '../src/db/schema/localized-text.ts';
import { ACME_ITEMS } from './acme-catalogue.ts';
import { ACME_PAGES } from './acme-site.ts';
import { linkCatalogue } from './derive.ts';
import { TITLES } from './home-titles.ts';
import { hero, rail } from './sections.ts';
import type { SeedTenant } from './seed-types.ts';
import { configurationGroups } from './site-config.ts';
import { t } from './text.ts';
import { ABOUT, IMPRESSUM } from './text-pages.ts';

/** How long the kiosk tenant waits without input before it starts over (short, so it shows in a demo). */
export const KIOSK_TENANT_IDLE_SECONDS = 45;

const NAME = t(
  'Kiosk Library',
  'مكتبة الكشك',
  'Bibliothèque kiosque',
  'Kiosk-Bibliothek',
  'Biblioteca quiosco',
  'Biblioteca chioșc',
);

/** The tenant texts: its name in each language. */
function kioskTexts(): SeedTenant['texts'] {
  const texts: Partial<SeedTenant['texts']> = {};
  for (const lang of LOCALE_CODES) {
    const name = pickText(NAME, lang);
    texts[lang] = {
      'tenant.appName': name,
      'tenant.appShortName': name,
      'tenant.welcome': name,
      'tenant.tagline': name,
      'tenant.footer': `© ${name}`,
    };
  }
  return texts as SeedTenant['texts'];
}

/**
 * Issue 21: a tenant whose configuration turns kiosk mode on for every device (a library's tablets on the
 * wall), Arabic first. No device is enrolled: the tenant's switch alone makes each one a kiosk, and no
 * device PIN can leave it (only the operator turns the configuration off). Its catalogue is acme's.
 */
export const KIOSK_TENANT: SeedTenant = {
  tenant: {
    name: 'kiosk',
    displayName: 'Kiosk Library',
    shortName: 'Kiosk',
    defaultLocale: 'ar',
    colors: ['#0b7285', '#3bc9db'],
    maxRating: 20,
    features: { downloads: false, games: false, podcasts: false, news: false, shop: false },
  },
  hosts: ['kiosk.localhost'],
  texts: kioskTexts(),
  items: [...linkCatalogue(ACME_ITEMS), ...ACME_PAGES],
  configuration: {
    groups: {
      ...configurationGroups({
        currency: 'EUR',
        tagId: 'GTM-KIOSK1',
        loginOptions: ['email'],
        colors: ['#0b7285', '#3bc9db'],
        title: 'Kiosk Library',
        description: NAME,
        links: [
          { title: ABOUT, url: '/info/about' },
          { title: IMPRESSUM, url: '/impressum' },
          // Another site: a kiosk never opens it.
          {
            title: t(
              'Library website',
              'موقع المكتبة',
              'Site de la bibliothèque',
              'Website der Bibliothek',
              'Sitio de la biblioteca',
              'Site-ul bibliotecii',
            ),
            url: 'https://library.example/',
          },
        ],
      }),
      kiosk: { enabled: true, idleSeconds: KIOSK_TENANT_IDLE_SECONDS },
    },
  },
  routeRules: [],
  structures: [
    {
      name: 'home',
      titles: TITLES.home,
      sections: [
        hero('a-la-une', TITLES.featured, ['series']),
        rail('nouveautes', TITLES.newAlbums, ['album'], 'newest', '/music/albums'),
        rail('livres-audio', TITLES.audiobooks, ['audiobook'], 'newest', '/audiobook/list'),
      ],
    },
  ],
};

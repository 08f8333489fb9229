import { AVATAR_IDS } from '../src/routes/media/avatar-svg.ts';
import type { SeedTenant } from './seed-types.ts';

const LOCALES = ['en', 'ar', 'fr', 'de', 'es', 'ro'] as const;

const necessary = [
  {
    identifier: 'sid',
    title: 'Session',
    subTitle: 'Keeps you signed in.',
    necessary: true,
    initialState: true,
  },
  {
    identifier: 'i18n_redirected',
    title: 'Language',
    subTitle: 'Remembers your language.',
    necessary: true,
    initialState: true,
  },
  {
    identifier: 'theme',
    title: 'Theme',
    subTitle: 'Remembers light or dark mode.',
    necessary: true,
    initialState: true,
  },
];
const optional = [
  {
    identifier: 'analytics',
    title: 'Analytics',
    subTitle: 'Helps us understand which pages are used.',
    necessary: false,
    initialState: false,
  },
  {
    identifier: 'ads',
    title: 'Advertising',
    subTitle: 'Shows ads that match your interests.',
    necessary: false,
    initialState: false,
  },
];

/** Shell §3 global configuration groups shared by the seed tenants; each tenant overrides what differs. */
export function configurationGroups(options: {
  currency: string;
  colors: string[];
  title: string;
  description: string;
  footer?: string;
  links: { title: string; url: string }[];
}): SeedTenant['configuration']['groups'] {
  return {
    sharedLinks: options.links,
    enabledFeatures: { maxQuantity: 10, flags: {} },
    priceFormat: Object.fromEntries(LOCALES.map((code) => [code, { count: 2, currency: options.currency }])),
    homeUrl: '/',
    colors: options.colors,
    alternateTheme: true,
    seoTabNames: { home: options.title, music: 'Music', video: 'Video' },
    metaData: { title: options.title, description: options.description },
    cookieConsent: {
      consentCookie: 'ncc_c',
      enabledCookie: 'ncc_e',
      position: 'bottom',
      necessary,
      optional,
    },
    loginOptions: [{ id: 'email', title: 'E-mail' }],
    // Commerce §3 avatar list: same-origin paths (the portal keeps those as they are).
    avatarList: AVATAR_IDS.map((id) => ({ id, imageUrl: `/media/avatar/${id}.svg` })),
    externalRedirectDisclaimer: { enabled: true },
    ...(options.footer ? { externalFooterFragment: options.footer } : {}),
  };
}

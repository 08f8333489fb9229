import { LOCALE_CODES } from '../../contract/locales.ts';
import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import { AVATAR_IDS } from '../src/routes/media/avatar-svg.ts';
import type { SeedTenant } from './seed-types.ts';
import { same, t } from './text.ts';

const necessary = [
  {
    identifier: 'sid',
    title: t('Session', 'الجلسة', 'Session', 'Sitzung', 'Sesión', 'Sesiune'),
    subTitle: t(
      'Keeps you signed in.',
      'يبقيك مسجّل الدخول.',
      'Vous garde connecté.',
      'Hält Sie angemeldet.',
      'Mantiene tu sesión iniciada.',
      'Te menține autentificat.',
    ),
    necessary: true,
    initialState: true,
  },
  {
    identifier: 'i18n_redirected',
    title: t('Language', 'اللغة', 'Langue', 'Sprache', 'Idioma', 'Limbă'),
    subTitle: t(
      'Remembers your language.',
      'يتذكر لغتك.',
      'Mémorise votre langue.',
      'Merkt sich Ihre Sprache.',
      'Recuerda tu idioma.',
      'Reține limba ta.',
    ),
    necessary: true,
    initialState: true,
  },
  {
    identifier: 'theme',
    title: t('Theme', 'المظهر', 'Thème', 'Design', 'Tema', 'Temă'),
    subTitle: t(
      'Remembers light or dark mode.',
      'يتذكر الوضع الفاتح أو الداكن.',
      'Mémorise le mode clair ou sombre.',
      'Merkt sich hellen oder dunklen Modus.',
      'Recuerda el modo claro u oscuro.',
      'Reține modul luminos sau întunecat.',
    ),
    necessary: true,
    initialState: true,
  },
];
const optional = [
  {
    identifier: 'analytics',
    title: t('Analytics', 'التحليلات', 'Mesure d’audience', 'Analyse', 'Analítica', 'Analiză'),
    subTitle: t(
      'Helps us understand which pages are used.',
      'يساعدنا على فهم الصفحات المستخدمة.',
      'Nous aide à comprendre quelles pages sont consultées.',
      'Hilft uns zu verstehen, welche Seiten genutzt werden.',
      'Nos ayuda a entender qué páginas se usan.',
      'Ne ajută să înțelegem ce pagini sunt folosite.',
    ),
    necessary: false,
    initialState: false,
  },
  {
    identifier: 'ads',
    title: t('Advertising', 'الإعلانات', 'Publicité', 'Werbung', 'Publicidad', 'Publicitate'),
    subTitle: t(
      'Shows ads that match your interests.',
      'يعرض إعلانات تناسب اهتماماتك.',
      'Affiche des publicités adaptées à vos centres d’intérêt.',
      'Zeigt Werbung, die zu Ihren Interessen passt.',
      'Muestra anuncios acordes con tus intereses.',
      'Afișează reclame potrivite intereselor tale.',
    ),
    necessary: false,
    initialState: false,
  },
];

/** The button labels of the login options, as the login page shows them. */
const LOGIN_OPTION_TITLES = {
  email: t(
    'Log in with e-mail',
    'تسجيل الدخول بالبريد الإلكتروني',
    'Se connecter avec son e-mail',
    'Mit E-Mail anmelden',
    'Iniciar sesión con correo electrónico',
    'Autentificare cu e-mail',
  ),
  mobile: t(
    'Log in with your mobile number',
    'تسجيل الدخول برقم هاتفك المحمول',
    'Se connecter avec son numéro de mobile',
    'Mit deiner Handynummer anmelden',
    'Iniciar sesión con tu número de móvil',
    'Autentificare cu numărul tău de mobil',
  ),
};

/** Commerce §2 share dialog targets: {url} and {title} are the shared page's, URL-encoded by the portal. */
const SHARE_TARGETS = [
  {
    title: t('E-mail', 'البريد الإلكتروني', 'E-mail', 'E-Mail', 'Correo electrónico', 'E-mail'),
    url: 'mailto:?subject={title}&body={url}',
  },
  { title: same('WhatsApp'), url: 'https://wa.me/?text={title}%20{url}' },
  { title: same('X'), url: 'https://x.com/intent/post?text={title}&url={url}' },
];

/** Shell §3 global configuration groups shared by the seed tenants; each tenant overrides what differs. */
export function configurationGroups(options: {
  currency: string;
  colors: string[];
  title: string;
  description: LocalizedText;
  footer?: string;
  links: { title: LocalizedText; url: string }[];
  /** Commerce §5: GTM-[0-9A-Z]+; served as the first-party tag /gtm.js once a visitor gives analytics consent. */
  tagId: string;
  /** Shell §3 login options in the order the login page offers them (ids: email, mobile). */
  loginOptions: ('email' | 'mobile')[];
  /** Shell §3: links and redirects leaving the tenant's hosts ask first. */
  externalRedirectDisclaimer?: boolean;
}): SeedTenant['configuration']['groups'] {
  return {
    footerLinks: options.links,
    sharedLinks: SHARE_TARGETS,
    enabledFeatures: { maxQuantity: 10, flags: {} },
    priceFormat: Object.fromEntries(
      LOCALE_CODES.map((code) => [code, { count: 2, currency: options.currency }]),
    ),
    homeUrl: '/',
    errorPage: {
      getStartedText: t(
        'Start exploring',
        'ابدأ الاستكشاف',
        'Commencer à explorer',
        'Jetzt entdecken',
        'Empieza a explorar',
        'Începe să explorezi',
      ),
    },
    // Issue 21: kiosk mode off for the whole tenant (a device can still be enrolled by a signed link).
    kiosk: { enabled: false, idleSeconds: 120 },
    colors: options.colors,
    alternateTheme: true,
    seoTabNames: {
      home: options.title,
      music: t('Music', 'موسيقى', 'Musique', 'Musik', 'Música', 'Muzică'),
      video: t('Video', 'فيديو', 'Vidéo', 'Video', 'Vídeo', 'Video'),
    },
    metaData: { title: options.title, description: options.description },
    cookieConsent: {
      consentCookie: 'ncc_c',
      enabledCookie: 'ncc_e',
      position: 'bottom',
      necessary,
      optional,
    },
    loginOptions: options.loginOptions.map((id) => ({ id, title: LOGIN_OPTION_TITLES[id] })),
    adService: { enabled: true, tagId: options.tagId },
    // Commerce §3 avatar list: same-origin paths (the portal keeps those as they are).
    avatarList: AVATAR_IDS.map((id) => ({ id, imageUrl: `/media/avatar/${id}.svg` })),
    externalRedirectDisclaimer: { enabled: options.externalRedirectDisclaimer === true },
    ...(options.footer ? { externalFooterFragment: options.footer } : {}),
  };
}

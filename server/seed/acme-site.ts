import type { SeedTenant } from './seed-types.ts';
import { configurationGroups } from './site-config.ts';
import { ACME_META_GROUPS } from './site-meta.ts';
import { t } from './text.ts';
import {
  ABOUT,
  FAQ,
  FAQ_BODY,
  HELP,
  IMPRESSUM,
  TERMS,
  TERMS_BODY,
  textPages,
  WELCOME,
} from './text-pages.ts';

// biome-ignore format: one page per line
export const ACME_PAGES = textPages([
  ['/impressum', IMPRESSUM, t('Acme Stream SAS, 12 rue des Lilas, 69001 Lyon.\n\nPublication director: Claire Martin.', 'Acme Stream SAS، 12 شارع الليلك، 69001 ليون.\n\nمديرة النشر: كلير مارتان.', 'Acme Stream SAS, 12 rue des Lilas, 69001 Lyon.\n\nDirectrice de la publication : Claire Martin.', 'Acme Stream SAS, 12 rue des Lilas, 69001 Lyon.\n\nVerantwortlich: Claire Martin.', 'Acme Stream SAS, 12 rue des Lilas, 69001 Lyon.\n\nDirectora de publicación: Claire Martin.', 'Acme Stream SAS, 12 rue des Lilas, 69001 Lyon.\n\nDirector de publicație: Claire Martin.')],
  ['/info/about', ABOUT, t('Acme Stream is a French platform for series, audiobooks and music.\n\nFounded in Lyon.', 'Acme Stream منصة فرنسية للمسلسلات والكتب الصوتية والموسيقى.\n\nتأسست في ليون.', 'Acme Stream est une plateforme française de séries, livres audio et musique.\n\nFondée à Lyon.', 'Acme Stream ist eine französische Plattform für Serien, Hörbücher und Musik.\n\nGegründet in Lyon.', 'Acme Stream es una plataforma francesa de series, audiolibros y música.\n\nFundada en Lyon.', 'Acme Stream este o platformă franceză de seriale, cărți audio și muzică.\n\nFondată la Lyon.')],
  ['/info/terms', TERMS, TERMS_BODY],
  ['/services/aide', HELP, t('Our team answers at aide@acme.example, Monday to Friday.', 'يرد فريقنا على aide@acme.example من الاثنين إلى الجمعة.', 'Notre équipe répond à aide@acme.example, du lundi au vendredi.', 'Unser Team antwortet unter aide@acme.example, montags bis freitags.', 'Nuestro equipo responde en aide@acme.example, de lunes a viernes.', 'Echipa noastră răspunde la aide@acme.example, de luni până vineri.')],
  ['/marketing/rentree', t('Back-to-school offer', 'عرض العودة', 'Offre de rentrée', 'Angebot zum Schulstart', 'Oferta de la vuelta', 'Oferta de toamnă'), t('One month free on every audiobook.\n\nOffer valid until 30 September.', 'شهر مجاني على كل الكتب الصوتية.\n\nالعرض ساري حتى 30 سبتمبر.', 'Un mois offert sur tous les livres audio.\n\nOffre valable jusqu’au 30 septembre.', 'Ein Monat gratis für alle Hörbücher.\n\nGültig bis 30. September.', 'Un mes gratis en todos los audiolibros.\n\nOferta válida hasta el 30 de septiembre.', 'O lună gratuită la toate cărțile audio.\n\nOfertă valabilă până pe 30 septembrie.')],
  ['/launch', WELCOME, t('Series, audiobooks and French music, wherever you are.', 'مسلسلات وكتب صوتية وموسيقى فرنسية أينما كنت.', 'Séries, livres audio et musique française, partout avec vous.', 'Serien, Hörbücher und französische Musik, wo immer Sie sind.', 'Series, audiolibros y música francesa, estés donde estés.', 'Seriale, cărți audio și muzică franceză, oriunde te-ai afla.')],
  ['/apps/faq', FAQ, FAQ_BODY],
]);

export const ACME_CONFIGURATION: SeedTenant['configuration'] = {
  groups: {
    ...ACME_META_GROUPS,
    ...configurationGroups({
      currency: 'EUR',
      tagId: 'GTM-ACME7',
      loginOptions: ['mobile', 'email'],
      externalRedirectDisclaimer: true,
      colors: ['#c2255c', '#f06595'],
      title: 'Acme Stream',
      description: t(
        'Series, audiobooks and French music.',
        'مسلسلات وكتب صوتية وموسيقى فرنسية.',
        'Séries, livres audio et musique française.',
        'Serien, Hörbücher und französische Musik.',
        'Series, audiolibros y música francesa.',
        'Seriale, cărți audio și muzică franceză.',
      ),
      footer: 'footer',
      links: [
        { title: ABOUT, url: '/info/about' },
        { title: IMPRESSUM, url: '/impressum' },
        // Another site: the external-redirect disclaimer asks before it opens.
        {
          title: t('Acme Group', 'مجموعة أكمي', 'Groupe Acme', 'Acme-Gruppe', 'Grupo Acme', 'Grupul Acme'),
          url: 'https://group.acme.example/',
        },
      ],
    }),
    // Parental-control mails (the reset code): Acme's own sender, subject and template.
    parentalControlEmail: {
      from: 'parents@acme.example',
      fromName: t(
        'Acme Stream parents',
        'أولياء أمور أكمي ستريم',
        'Acme Stream Parents',
        'Acme Stream Eltern',
        'Acme Stream Padres',
        'Acme Stream Părinți',
      ),
      subject: t(
        'Acme Stream: reset your parental code',
        'أكمي ستريم: أعد تعيين الرمز الأبوي',
        'Acme Stream : réinitialisez votre code parental',
        'Acme Stream: Eltern-Code zurücksetzen',
        'Acme Stream: restablece tu código parental',
        'Acme Stream: resetează codul parental',
      ),
      templateId: 'acme-parental-reset-v2',
    },
    // Commerce §3 enabledFeatures: no podcasts (their pages answer 404, portal and server, and acme's podcasts
    // show in no rail, story, search result or library list); carts of 5.
    enabledFeatures: { maxQuantity: 5, flags: { podcasts: false } },
    // Commerce §9 credit alert and the subscription-expiration popup: three days (or a day's last 24 hours) ahead.
    expirationPopup: {
      show: true,
      hoursThreshold: 24,
      daysThreshold: 3,
      route: '/subscription',
      title: t(
        'Your Acme credits expire soon',
        'رصيد أكمي ينتهي قريبًا',
        'Vos crédits Acme expirent bientôt',
        'Ihre Acme-Credits laufen bald ab',
        'Tus créditos de Acme caducan pronto',
        'Creditele Acme expiră curând',
      ),
      message: t(
        'Renew from the subscription page to keep your audiobooks.',
        'جدّد من صفحة الاشتراك لتحتفظ بكتبك الصوتية.',
        'Renouvelez depuis la page d’abonnement pour garder vos livres audio.',
        'Verlängern Sie auf der Abo-Seite, um Ihre Hörbücher zu behalten.',
        'Renueva desde la página de suscripción para conservar tus audiolibros.',
        'Reînnoiește din pagina de abonament ca să-ți păstrezi cărțile audio.',
      ),
      subscriptionTitle: t(
        'Your Acme subscription is ending',
        'اشتراكك في أكمي على وشك الانتهاء',
        'Votre abonnement Acme se termine',
        'Ihr Acme-Abo endet bald',
        'Tu suscripción a Acme está terminando',
        'Abonamentul tău Acme se încheie',
      ),
      subscriptionMessage: t(
        'Choose a plan to keep your series and audiobooks.',
        'اختر باقة لتحتفظ بمسلسلاتك وكتبك الصوتية.',
        'Choisissez une formule pour garder vos séries et livres audio.',
        'Wählen Sie ein Abo, um Ihre Serien und Hörbücher zu behalten.',
        'Elige un plan para conservar tus series y audiolibros.',
        'Alege un abonament ca să-ți păstrezi serialele și cărțile audio.',
      ),
    },
  },
  fragments: {
    footer: {
      name: 'footer',
      data: { title: 'Acme Stream', customProperties: { copyright: '© Acme Stream SAS' } },
      substructure: [
        { name: 'link', data: { title: ABOUT, clickUrl: '/info/about' } },
        { name: 'link', data: { title: TERMS, clickUrl: '/info/terms' } },
        { name: 'link', data: { title: IMPRESSUM, clickUrl: '/impressum' } },
        { name: 'link', data: { title: HELP, clickUrl: '/services/aide' } },
      ],
    },
  },
};

export const ACME_ROUTE_RULES: SeedTenant['routeRules'] = [
  { path: '/rentree', to: '/marketing/rentree', external: false },
  { path: '/boutique', to: 'https://shop.acme.example/', external: true, permanent: true },
];

import type { SeedTenant } from './seed-types.ts';
import { configurationGroups } from './site-config.ts';
import { DEMO_META_GROUPS } from './site-meta.ts';
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
export const DEMO_PAGES = textPages([
  ['/impressum', IMPRESSUM, t('Demo Media Ltd., 1 Harbour Street, Dublin.\n\nContact: hello@demo-media.example', 'ديمو ميديا المحدودة، 1 شارع الميناء، دبلن.\n\nالتواصل: hello@demo-media.example', 'Demo Media Ltd., 1 Harbour Street, Dublin.\n\nContact : hello@demo-media.example', 'Demo Media Ltd., 1 Harbour Street, Dublin.\n\nKontakt: hello@demo-media.example', 'Demo Media Ltd., 1 Harbour Street, Dublín.\n\nContacto: hello@demo-media.example', 'Demo Media Ltd., 1 Harbour Street, Dublin.\n\nContact: hello@demo-media.example')],
  ['/info/about', ABOUT, t('Demo Media brings music, video, podcasts and games together.\n\nWe work with independent artists in six languages.', 'تجمع ديمو ميديا الموسيقى والفيديو والبودكاست والألعاب.\n\nنعمل مع فنانين مستقلين بست لغات.', 'Demo Media réunit musique, vidéo, podcasts et jeux.\n\nNous travaillons avec des artistes indépendants en six langues.', 'Demo Media vereint Musik, Video, Podcasts und Spiele.\n\nWir arbeiten mit unabhängigen Künstlern in sechs Sprachen.', 'Demo Media reúne música, vídeo, pódcasts y juegos.\n\nTrabajamos con artistas independientes en seis idiomas.', 'Demo Media reunește muzică, video, podcasturi și jocuri.\n\nLucrăm cu artiști independenți în șase limbi.')],
  ['/info/terms', TERMS, TERMS_BODY],
  ['/services/help', HELP, t('Questions about your account or a payment? Write to help@demo-media.example.\n\nWe answer within one working day.', 'أسئلة حول حسابك أو دفعة؟ راسلنا على help@demo-media.example.\n\nنرد خلال يوم عمل واحد.', 'Une question sur votre compte ou un paiement ? Écrivez à help@demo-media.example.\n\nRéponse sous un jour ouvré.', 'Fragen zu Konto oder Zahlung? Schreiben Sie an help@demo-media.example.\n\nWir antworten innerhalb eines Werktags.', '¿Dudas sobre tu cuenta o un pago? Escribe a help@demo-media.example.\n\nRespondemos en un día laborable.', 'Întrebări despre cont sau o plată? Scrie la help@demo-media.example.\n\nRăspundem într-o zi lucrătoare.')],
  ['/marketing/summer', t('Summer of sound', 'صيف الصوت', "L'été du son", 'Sommer des Klangs', 'Verano del sonido', 'Vara sunetului'), t('Three months of music for the price of one.\n\nStart today and cancel any time.', 'ثلاثة أشهر من الموسيقى بسعر شهر واحد.\n\nابدأ اليوم وألغِ في أي وقت.', 'Trois mois de musique pour le prix d’un.\n\nCommencez aujourd’hui, résiliez quand vous voulez.', 'Drei Monate Musik zum Preis von einem.\n\nHeute starten, jederzeit kündigen.', 'Tres meses de música por el precio de uno.\n\nEmpieza hoy y cancela cuando quieras.', 'Trei luni de muzică la prețul uneia.\n\nÎncepe azi și anulează oricând.')],
  ['/launch', WELCOME, t('Everything you love to hear, watch and play, in one place.', 'كل ما تحب أن تسمعه وتشاهده وتلعبه في مكان واحد.', 'Tout ce que vous aimez écouter, regarder et jouer, au même endroit.', 'Alles, was Sie gern hören, sehen und spielen, an einem Ort.', 'Todo lo que te gusta escuchar, ver y jugar, en un solo lugar.', 'Tot ce îți place să asculți, să vezi și să joci, într-un singur loc.')],
  ['/apps/faq', FAQ, FAQ_BODY],
]);

export const DEMO_CONFIGURATION: SeedTenant['configuration'] = {
  groups: {
    ...DEMO_META_GROUPS,
    ...configurationGroups({
      currency: 'EUR',
      tagId: 'GTM-DEMO01',
      loginOptions: ['email'],
      colors: ['#1c7ed6', '#4dabf7'],
      title: 'Demo Media',
      description: t(
        'Music, video, podcasts and games in six languages.',
        'موسيقى وفيديو وبودكاست وألعاب بست لغات.',
        'Musique, vidéo, podcasts et jeux en six langues.',
        'Musik, Video, Podcasts und Spiele in sechs Sprachen.',
        'Música, vídeo, pódcasts y juegos en seis idiomas.',
        'Muzică, video, podcasturi și jocuri în șase limbi.',
      ),
      links: [
        { title: ABOUT, url: '/info/about' },
        { title: TERMS, url: '/info/terms' },
        { title: IMPRESSUM, url: '/impressum' },
      ],
    }),
    // Parental-control mails (the reset code): sender, subject and template of the demo's mail service.
    parentalControlEmail: {
      from: 'family@demo-media.example',
      fromName: t(
        'Demo Media family care',
        'رعاية العائلة في ديمو ميديا',
        'Demo Media, espace famille',
        'Demo Media Familienservice',
        'Demo Media, espacio familiar',
        'Demo Media, spațiul familiei',
      ),
      subject: t(
        'Demo Media: your parental control code',
        'ديمو ميديا: رمز المراقبة الأبوية',
        'Demo Media : votre code de contrôle parental',
        'Demo Media: Ihr Code für die Kindersicherung',
        'Demo Media: tu código del control parental',
        'Demo Media: codul tău pentru controlul parental',
      ),
      templateId: 'demo-parental-reset',
    },
    // Commerce §9 credit expiry alert and the shell's subscription-expiration popup: 2 days ahead (daily plans
    // 12 hours ahead), then the plans.
    expirationPopup: {
      show: true,
      hoursThreshold: 12,
      daysThreshold: 2,
      route: '/subscription',
      title: t(
        'Your credits run out soon',
        'رصيدك ينفد قريبًا',
        'Vos crédits expirent bientôt',
        'Ihre Credits laufen bald ab',
        'Tus créditos caducan pronto',
        'Creditele tale expiră curând',
      ),
      message: t(
        'Pick a plan now to keep listening without a break.',
        'اختر باقة الآن لتواصل الاستماع دون انقطاع.',
        'Choisissez une formule maintenant pour continuer à écouter sans interruption.',
        'Wählen Sie jetzt ein Abo, um ohne Pause weiterzuhören.',
        'Elige un plan ahora para seguir escuchando sin pausa.',
        'Alege acum un abonament ca să asculți în continuare fără pauză.',
      ),
      subscriptionTitle: t(
        'Your subscription is ending',
        'اشتراكك على وشك الانتهاء',
        'Votre abonnement se termine',
        'Ihr Abo endet bald',
        'Tu suscripción está terminando',
        'Abonamentul tău se încheie',
      ),
      subscriptionMessage: t(
        'Subscribe again before it ends to keep your music and videos.',
        'اشترك مجددًا قبل انتهائه لتحتفظ بموسيقاك وفيديوهاتك.',
        'Réabonnez-vous avant la fin pour garder votre musique et vos vidéos.',
        'Schließen Sie vor dem Ende erneut ein Abo ab, um Ihre Musik und Videos zu behalten.',
        'Vuelve a suscribirte antes de que termine para conservar tu música y tus vídeos.',
        'Abonează-te din nou înainte de final ca să-ți păstrezi muzica și videoclipurile.',
      ),
    },
  },
  fragments: {},
};

export const DEMO_ROUTE_RULES: SeedTenant['routeRules'] = [
  { path: '/old-albums', to: '/music/albums', external: false, permanent: true },
  { path: '/partner-offer', to: 'https://partner.example/offer', external: true },
  { path: '/promo', to: '/marketing/summer', external: false },
];

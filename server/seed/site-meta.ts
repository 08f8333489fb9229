import type { SeedTenant } from './seed-types.ts';
import { t } from './text.ts';

type Groups = SeedTenant['configuration']['groups'];

/**
 * Commerce §3 configuration groups read by one consumer each: the subscription page's custom plan card
 * (customPlan), the hosted checkout's merchant line (paymentMetaData) and the hosted login's help text
 * (loginMetaData), and the tenant stylesheet (customStylingLink). Texts in the six languages; the server answers each in the asked one.
 */
export const DEMO_META_GROUPS: Groups = {
  // Shell §3: the tenant's own stylesheet, served from the portal's origin (the one CSP style-src allows).
  customStylingLink: '/tenant-styles/demo.css',
  customPlan: {
    title: t(
      'Demo Media for teams',
      'ديمو ميديا للفرق',
      'Demo Media pour les équipes',
      'Demo Media für Teams',
      'Demo Media para equipos',
      'Demo Media pentru echipe',
    ),
    description: t(
      'Ten or more accounts, one invoice. Tell us what your team needs.',
      'عشرة حسابات أو أكثر بفاتورة واحدة. أخبرنا بما يحتاجه فريقك.',
      'Dix comptes ou plus, une seule facture. Dites-nous ce dont votre équipe a besoin.',
      'Zehn oder mehr Konten, eine Rechnung. Sagen Sie uns, was Ihr Team braucht.',
      'Diez cuentas o más, una sola factura. Cuéntanos qué necesita tu equipo.',
      'Zece conturi sau mai multe, o singură factură. Spune-ne de ce are nevoie echipa ta.',
    ),
    url: '/info/about',
    action: t(
      'Contact us',
      'تواصل معنا',
      'Nous contacter',
      'Kontakt aufnehmen',
      'Contáctanos',
      'Contactează-ne',
    ),
  },
  paymentMetaData: { merchantName: 'Demo Media Ltd.', termsUrl: '/info/terms' },
  loginMetaData: {
    helpText: t(
      'Use the e-mail address you subscribed with. Demo accounts are listed in the README.',
      'استخدم البريد الإلكتروني الذي اشتركت به. الحسابات التجريبية مذكورة في ملف README.',
      'Utilisez l’adresse e-mail de votre abonnement. Les comptes de démonstration figurent dans le README.',
      'Verwenden Sie die E-Mail-Adresse Ihres Abos. Die Demo-Konten stehen in der README.',
      'Usa el correo con el que te suscribiste. Las cuentas de demostración están en el README.',
      'Folosește adresa de e-mail a abonamentului. Conturile demo sunt în README.',
    ),
  },
};

export const ACME_META_GROUPS: Groups = {
  // Shell §3: the tenant's own stylesheet, served from the portal's origin (the one CSP style-src allows).
  customStylingLink: '/tenant-styles/acme.css',
  customPlan: {
    title: t(
      'Acme for schools',
      'أكمي للمدارس',
      'Acme pour les écoles',
      'Acme für Schulen',
      'Acme para escuelas',
      'Acme pentru școli',
    ),
    description: t(
      'Audiobooks for a whole class, with a teacher account.',
      'كتب صوتية لفصل كامل مع حساب للمعلم.',
      'Des livres audio pour toute une classe, avec un compte enseignant.',
      'Hörbücher für eine ganze Klasse, mit Lehrerkonto.',
      'Audiolibros para toda una clase, con una cuenta de docente.',
      'Cărți audio pentru o clasă întreagă, cu un cont de profesor.',
    ),
    url: '/services/aide',
    action: t('Ask us', 'اسألنا', 'Nous écrire', 'Anfragen', 'Escríbenos', 'Scrie-ne'),
  },
  paymentMetaData: { merchantName: 'Acme Stream SAS', termsUrl: '/info/terms' },
  loginMetaData: {
    helpText: t(
      'Sign in with your Acme e-mail, or with your mobile number from the partner login.',
      'سجّل الدخول ببريد أكمي الإلكتروني أو برقم هاتفك عبر تسجيل دخول الشريك.',
      'Connectez-vous avec votre e-mail Acme, ou avec votre numéro de mobile via la connexion partenaire.',
      'Melden Sie sich mit Ihrer Acme-E-Mail an oder mit Ihrer Handynummer über den Partner-Login.',
      'Inicia sesión con tu correo de Acme o con tu móvil desde el acceso de socio.',
      'Conectează-te cu e-mailul Acme sau cu numărul de mobil prin autentificarea partenerului.',
    ),
  },
};

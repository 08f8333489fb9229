import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import type { SeedItem } from './seed-types.ts';
import { t } from './text.ts';

type Page = [path: string, title: LocalizedText, body: LocalizedText];

/** Text pages (impressum, info, services, marketing, launch, apps FAQ) as catalogue items found by path. */
export const textPages = (pages: Page[]): SeedItem[] =>
  pages.map(([path, titles, body]) => ({
    kind: 'page',
    slug: path.slice(1).replaceAll('/', '-'),
    rating: 0,
    titles,
    props: { path, body },
  }));

export const IMPRESSUM = t(
  'Legal notice',
  'البيانات القانونية',
  'Mentions légales',
  'Impressum',
  'Aviso legal',
  'Informații legale',
);
export const ABOUT = t('About us', 'من نحن', 'À propos', 'Über uns', 'Quiénes somos', 'Despre noi');
export const TERMS = t(
  'Terms of use',
  'شروط الاستخدام',
  "Conditions d'utilisation",
  'Nutzungsbedingungen',
  'Condiciones de uso',
  'Termeni de utilizare',
);
export const HELP = t(
  'Help and support',
  'المساعدة والدعم',
  'Aide et assistance',
  'Hilfe und Support',
  'Ayuda y soporte',
  'Ajutor și asistență',
);
export const FAQ = t(
  'Apps: questions and answers',
  'التطبيقات: أسئلة وأجوبة',
  'Applications : questions et réponses',
  'Apps: Fragen und Antworten',
  'Aplicaciones: preguntas y respuestas',
  'Aplicații: întrebări și răspunsuri',
);
export const WELCOME = t('Welcome', 'أهلًا بك', 'Bienvenue', 'Willkommen', 'Bienvenido', 'Bun venit');

export const TERMS_BODY = t(
  'By using this portal you agree to these terms.\n\nContent is for personal use only. Subscriptions renew until you cancel them.',
  'باستخدامك هذه البوابة فإنك توافق على هذه الشروط.\n\nالمحتوى للاستخدام الشخصي فقط. تتجدد الاشتراكات حتى تلغيها.',
  'En utilisant ce portail, vous acceptez ces conditions.\n\nLes contenus sont réservés à un usage personnel. Les abonnements se renouvellent jusqu’à résiliation.',
  'Mit der Nutzung dieses Portals stimmen Sie diesen Bedingungen zu.\n\nInhalte sind nur für den privaten Gebrauch. Abos verlängern sich bis zur Kündigung.',
  'Al usar este portal aceptas estas condiciones.\n\nEl contenido es solo para uso personal. Las suscripciones se renuevan hasta que las canceles.',
  'Folosind acest portal, accepți acești termeni.\n\nConținutul este doar pentru uz personal. Abonamentele se reînnoiesc până le anulezi.',
);
export const FAQ_BODY = t(
  'How do I list my app? Register it under Apps, then wait for the review.\n\nWho sees my app? Every visitor of the portal once it is approved.',
  'كيف أدرج تطبيقي؟ سجّله ضمن التطبيقات ثم انتظر المراجعة.\n\nمن يرى تطبيقي؟ كل زوار البوابة بعد الموافقة عليه.',
  'Comment publier mon application ? Enregistrez-la dans Applications, puis attendez la validation.\n\nQui la voit ? Tous les visiteurs du portail, une fois approuvée.',
  'Wie liste ich meine App? Registrieren Sie sie unter Apps und warten Sie auf die Prüfung.\n\nWer sieht meine App? Alle Besucher des Portals nach der Freigabe.',
  '¿Cómo publico mi aplicación? Regístrala en Aplicaciones y espera la revisión.\n\n¿Quién la ve? Todos los visitantes del portal una vez aprobada.',
  'Cum îmi listez aplicația? Înregistreaz-o la Aplicații, apoi așteaptă verificarea.\n\nCine o vede? Toți vizitatorii portalului, după aprobare.',
);

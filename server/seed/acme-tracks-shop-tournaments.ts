import { ACME_ITEMS } from './acme-catalogue.ts';
import { chapterTitle, childrenOf, numbered, subtitlesOf } from './derive.ts';
import type { SeedItem } from './seed-types.ts';
import { itemsOf, same, t } from './text.ts';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

/** Album and audiobook genres, article subcategories, as Acme's editors tagged them. */
// biome-ignore format: compact tag table
export const ACME_TAGS: Record<string, NonNullable<SeedItem['props']>> = {
  'rue-des-lilas': { genre: 'chanson' }, 'sable-chaud': { genre: 'pop' }, 'minuit-a-marseille': { genre: 'electronic' },
  'floraison-electrique': { genre: 'electronic' }, 'poussiere-d-etoiles': { genre: 'chanson' }, 'beton-brut': { genre: 'hiphop' },
  'les-saisons': { genre: 'classical' }, 'nuits-de-casablanca': { genre: 'world' },
  'le-gardien-du-phare': { genre: 'novel' }, 'carte-des-villes-oubliees': { genre: 'novel' }, 'le-detective-silencieux': { genre: 'mystery' },
  'sel-et-safran': { genre: 'novel' }, 'lettres-d-hiver': { genre: 'novel' }, 'les-archives-de-minuit': { genre: 'mystery' },
  'petit-renard': { genre: 'children' }, 'le-port-de-la-lune-de-sang': { genre: 'mystery' },
  'nouvelle-ligne-de-metro': { subcategory: 'transport' }, 'velos-electriques': { subcategory: 'transport' },
};

// The artist comes from the album, so rows and header write it alike (in Arabic script where the album does).
// biome-ignore format: one album per line
const TRACKS: [album: string, rating: 0 | 10 | 30, titles: string[]][] = [
  ['rue-des-lilas', 0, ['Les Lilas', 'Café du matin', 'Dernier métro']],
  ['sable-chaud', 0, ['Sable chaud', 'Mirage bleu', 'Oasis']],
  ['minuit-a-marseille', 10, ['Vieux-Port', 'Mistral', 'Calanques']],
  ['floraison-electrique', 0, ['Éclosion', 'Courant', 'Pétales']],
  ['poussiere-d-etoiles', 0, ['Comète', 'Voie lactée', 'Nébuleuse']],
  ['beton-brut', 30, ['Bitume', 'Tour B', 'Horizon']],
  ['les-saisons', 0, ['Printemps', 'Été', 'Automne', 'Hiver']],
  ['nuits-de-casablanca', 10, ['Corniche', 'Médina', 'Aube']],
];

const tracks = TRACKS.flatMap(([album, rating, titles]) =>
  childrenOf('track', album, rating, titles.map(same), subtitlesOf(ACME_ITEMS, album)),
);

const chapters = [
  ...childrenOf('chapter', 'le-gardien-du-phare', 0, numbered(12, chapterTitle)),
  ...childrenOf('chapter', 'sel-et-safran', 0, numbered(3, chapterTitle)),
  ...childrenOf('chapter', 'petit-renard', 0, numbered(3, chapterTitle)),
];

// biome-ignore format: one item per line
const rest = [
  ...itemsOf('playlist', [['douceur-du-soir', 0, t('Evening Calm', 'هدوء المساء', 'Douceur du soir', 'Abendruhe', 'Calma de la tarde', 'Liniștea serii'), undefined, { tracks: ['rue-des-lilas-2', 'les-saisons-1', 'nuits-de-casablanca-3'] }]]),
  ...itemsOf('article-category', [
    ['transport', 0, t('Transport', 'النقل', 'Transports', 'Verkehr', 'Transporte', 'Transport'), undefined, { section: 'articles', category: 'city' }],
    ['actualites', 0, t('Local news', 'أخبار محلية', 'Actualités locales', 'Lokalnachrichten', 'Noticias locales', 'Știri locale'), undefined, { section: 'news' }],
    ['quartiers', 0, t('Neighbourhoods', 'الأحياء', 'Quartiers', 'Stadtviertel', 'Barrios', 'Cartiere'), undefined, { section: 'news', category: 'actualites' }],
  ]),
  ...itemsOf('article', [
    ['grand-entretien-chef', 0, t('The big interview: a chef and her market', 'المقابلة الكبرى: طاهية وسوقها', 'Le grand entretien : une cheffe et son marché', 'Das große Interview: eine Köchin und ihr Markt', 'La gran entrevista: una chef y su mercado', 'Marele interviu: o bucătăreasă și piața ei'), t('Food', 'طعام', 'Gastronomie', 'Essen', 'Gastronomía', 'Gastronomie'), { category: 'food', premium: true, body: t('She shops at dawn and cooks by noon.\n\nA day behind the counter of a market kitchen.', 'تتسوق عند الفجر وتطبخ قبل الظهر.\n\nيوم خلف منضدة مطبخ السوق.', 'Elle fait le marché à l’aube et cuisine avant midi.\n\nUne journée derrière le comptoir.', 'Sie kauft im Morgengrauen ein und kocht bis Mittag.\n\nEin Tag hinter der Theke einer Marktküche.', 'Compra al amanecer y cocina antes del mediodía.\n\nUn día tras la barra de una cocina de mercado.', 'Cumpără în zori și gătește până la prânz.\n\nO zi în spatele tejghelei.') }],
    ['dossier-festivals', 10, t('Special report: festivals and their cities', 'ملف خاص: المهرجانات ومدنها', 'Dossier : les festivals et leurs villes', 'Dossier: Festivals und ihre Städte', 'Informe: los festivales y sus ciudades', 'Dosar: festivalurile și orașele lor'), t('Culture', 'ثقافة', 'Culture', 'Kultur', 'Cultura', 'Cultură'), { category: 'culture', premium: true }],
    ['marche-du-dimanche', 0, t('The Sunday market is back', 'عودة سوق الأحد', 'Le marché du dimanche est de retour', 'Der Sonntagsmarkt ist zurück', 'Vuelve el mercado del domingo', 'Piața de duminică revine'), undefined, { section: 'news', category: 'actualites', subcategory: 'quartiers', premium: false }],
  ]),
  ...itemsOf('app', [
    ['acme-radio', 0, same('Acme Radio'), same('Acme Stream SAS'), { appType: 'partner' }],
    ['karaoke-live', 0, same('Karaoké Live'), same('Chante Studio'), { appType: 'pd' }],
  ]),
  ...itemsOf('mp-category', [['livres', 0, t('Books', 'كتب', 'Livres', 'Bücher', 'Libros', 'Cărți')]]),
  ...itemsOf('product', [
    ['coffret-saisons', 0, t('The Seasons box set', 'مجموعة الفصول', 'Coffret Les Saisons', 'Die Jahreszeiten – Box', 'Estuche Las estaciones', 'Setul Anotimpurile'), same('Orchestre de Lyon'), { genre: 'livres', price: eur(29.9) }],
    ['carnet-de-voyage', 0, t('Travel notebook', 'دفتر السفر', 'Carnet de voyage', 'Reisetagebuch', 'Cuaderno de viaje', 'Jurnal de călătorie'), undefined, { genre: 'livres', price: eur(12) }],
  ]),
  ...itemsOf('partner', [['telco-france', 0, same('Télco France'), t('Mobile partner', 'شريك الهاتف المحمول', 'Partenaire mobile', 'Mobilfunkpartner', 'Socio móvil', 'Partener mobil')]]),
  ...itemsOf('info-service', [
    ['meteo-locale', 0, t('Local weather', 'الطقس المحلي', 'Météo locale', 'Lokales Wetter', 'Tiempo local', 'Vremea locală'), same('Télco France'), { partner: 'telco-france', price: eur(0.99) }],
    ['horoscope', 0, t('Daily horoscope', 'الأبراج اليومية', 'Horoscope du jour', 'Tageshoroskop', 'Horóscopo diario', 'Horoscopul zilei'), same('Télco France'), { partner: 'telco-france', price: eur(0.5) }],
  ]),
  ...itemsOf('voucher-book', [['carnet-culture', 0, t('Culture pass', 'بطاقة الثقافة', 'Carnet culture', 'Kulturpass', 'Pase cultural', 'Pas cultural')]]),
  ...itemsOf('voucher-category', [['spectacles', 0, t('Shows', 'عروض', 'Spectacles', 'Aufführungen', 'Espectáculos', 'Spectacole')]]),
  ...itemsOf('voucher', [
    ['theatre-moins-20', 0, t('Theatre −20 %', 'مسرح بخصم ٢٠٪', 'Théâtre −20 %', 'Theater −20 %', 'Teatro −20 %', 'Teatru −20 %'), same('Théâtre du Port'), { book: 'carnet-culture', genre: 'spectacles', price: eur(2), availableNo: 60, discountPercentage: 20 }],
    ['musee-gratuit', 0, t('Free museum entry', 'دخول مجاني للمتحف', 'Entrée de musée offerte', 'Freier Museumseintritt', 'Entrada gratuita al museo', 'Intrare gratuită la muzeu'), same('Musée des Lilas'), { book: 'carnet-culture', genre: 'spectacles', price: eur(1), availableNo: 90, discountPercentage: 100 }],
  ]),
  ...itemsOf('tournament', [['quiz-de-la-rentree', 0, t('Back-to-school quiz', 'مسابقة العودة', 'Quiz de la rentrée', 'Quiz zum Schulstart', 'Concurso de la vuelta', 'Quizul de toamnă'), same('Acme Quiz'), { startsAt: '2026-09-01T00:00:00Z', endsAt: '2026-09-21T23:59:59Z' }]]),
  ...itemsOf('tournament-news', [['quiz-inscriptions', 0, t('Quiz registration opens', 'فتح التسجيل في المسابقة', 'Ouverture des inscriptions au quiz', 'Quiz-Anmeldung geöffnet', 'Se abren las inscripciones', 'Se deschid înscrierile'), undefined, { parent: 'quiz-de-la-rentree' }]]),
  ...itemsOf('tournament-video', [['quiz-bande-annonce', 0, t('Quiz trailer', 'إعلان المسابقة', 'Bande-annonce du quiz', 'Quiz-Trailer', 'Tráiler del concurso', 'Trailerul quizului'), undefined, { parent: 'quiz-de-la-rentree' }]]),
];

/** Acme's tracks, chapters, premium and news articles, apps, marketplace, partners, vouchers, tournament. */
export const ACME_TRACKS_SHOP_TOURNAMENTS: SeedItem[] = [...tracks, ...chapters, ...rest];

import type { LocaleCode } from '../../../../contract/locales.ts';

type Texts = Record<LocaleCode, string>;

/** The manifest's own words (shortcuts, screenshot labels); the tenant's name and description are its texts. */
export const MANIFEST_TEXTS = {
  search: { en: 'Search', ar: 'بحث', fr: 'Rechercher', de: 'Suchen', es: 'Buscar', ro: 'Căutare' },
  searchDescription: {
    en: 'Find music, videos, podcasts and games',
    ar: 'ابحث عن الموسيقى والفيديو والبودكاست والألعاب',
    fr: 'Trouver de la musique, des vidéos, des podcasts et des jeux',
    de: 'Musik, Videos, Podcasts und Spiele finden',
    es: 'Encuentra música, vídeos, pódcasts y juegos',
    ro: 'Găsește muzică, video, podcasturi și jocuri',
  },
  downloads: {
    en: 'Downloads',
    ar: 'التنزيلات',
    fr: 'Téléchargements',
    de: 'Downloads',
    es: 'Descargas',
    ro: 'Descărcări',
  },
  downloadsDescription: {
    en: 'What you saved to play offline',
    ar: 'ما حفظته للتشغيل دون اتصال',
    fr: 'Ce que vous avez enregistré pour l’écoute hors ligne',
    de: 'Was du für die Offline-Wiedergabe gespeichert hast',
    es: 'Lo que guardaste para reproducir sin conexión',
    ro: 'Ce ai salvat pentru redare offline',
  },
  favourites: {
    en: 'Favourites',
    ar: 'المفضلة',
    fr: 'Favoris',
    de: 'Favoriten',
    es: 'Favoritos',
    ro: 'Favorite',
  },
  favouritesDescription: {
    en: 'The items you liked',
    ar: 'العناصر التي أعجبتك',
    fr: 'Les contenus que vous avez aimés',
    de: 'Die Inhalte, die dir gefallen',
    es: 'Los contenidos que te gustaron',
    ro: 'Conținuturile pe care le-ai apreciat',
  },
  screenshotNarrow: {
    en: 'The home page on a phone',
    ar: 'الصفحة الرئيسية على الهاتف',
    fr: 'La page d’accueil sur un téléphone',
    de: 'Die Startseite auf einem Smartphone',
    es: 'La página de inicio en un teléfono',
    ro: 'Pagina principală pe un telefon',
  },
  screenshotWide: {
    en: 'The home page on a computer',
    ar: 'الصفحة الرئيسية على الحاسوب',
    fr: 'La page d’accueil sur un ordinateur',
    de: 'Die Startseite auf einem Computer',
    es: 'La página de inicio en un ordenador',
    ro: 'Pagina principală pe un computer',
  },
} satisfies Record<string, Texts>;

export type ManifestTextKey = keyof typeof MANIFEST_TEXTS;
export const manifestText = (key: ManifestTextKey, lang: LocaleCode): string => MANIFEST_TEXTS[key][lang];

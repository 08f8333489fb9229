import type { SeedStoryGroup } from './stories.ts';
import { t } from './text.ts';

// biome-ignore format: seed texts read best one per line
const DEMO: SeedStoryGroup[] = [
  {
    slug: 'new-music',
    titles: t('New music', 'موسيقى جديدة', 'Nouveautés musique', 'Neue Musik', 'Música nueva', 'Muzică nouă'),
    stories: [
      { kind: 'album', slug: 'midnight-signals', linked: true, durationMs: 5000, caption: t('Midnight Signals: electronic nights, out now', 'إشارات منتصف الليل: ليالٍ إلكترونية، متوفر الآن', 'Signaux de minuit : des nuits électroniques, disponible', 'Mitternachtssignale: elektronische Nächte, jetzt erschienen', 'Señales de medianoche: noches electrónicas, ya disponible', 'Semnale de la miezul nopții: nopți electronice, acum disponibil') },
      { kind: 'album', slug: 'golden-hour', linked: true, durationMs: 5000, caption: t('Golden Hour: pop for long evenings', 'الساعة الذهبية: بوب للأمسيات الطويلة', "L'Heure dorée : de la pop pour les longues soirées", 'Goldene Stunde: Pop für lange Abende', 'La hora dorada: pop para tardes largas', 'Ora de aur: pop pentru serile lungi') },
      { kind: 'album', slug: 'oud-and-echo', linked: false, durationMs: 4000, caption: t('Download albums and listen offline', 'نزّل الألبومات واستمع دون اتصال', 'Téléchargez des albums et écoutez hors ligne', 'Alben herunterladen und offline hören', 'Descarga álbumes y escucha sin conexión', 'Descarcă albume și ascultă offline') },
    ],
  },
  {
    slug: 'watch-tonight',
    titles: t('Watch tonight', 'شاهد الليلة', 'Ce soir', 'Heute Abend', 'Para esta noche', 'În seara asta'),
    stories: [
      { kind: 'video', slug: 'desert-bloom', linked: true, durationMs: 5000, caption: t('Desert Bloom: the film everyone talks about', 'ازدهار الصحراء: الفيلم الذي يتحدث عنه الجميع', 'Le Désert en fleurs : le film dont tout le monde parle', 'Wüstenblüte: der Film, über den alle reden', 'Desierto en flor: la película de la que todos hablan', 'Deșertul înflorit: filmul despre care vorbește toată lumea') },
      { kind: 'video', slug: 'the-little-robot', linked: true, durationMs: 5000, caption: t('The Little Robot: for the whole family', 'الروبوت الصغير: للعائلة كلها', 'Le Petit Robot : pour toute la famille', 'Der kleine Roboter: für die ganze Familie', 'El pequeño robot: para toda la familia', 'Micul robot: pentru toată familia') },
    ],
  },
  {
    slug: 'play',
    titles: t('Play', 'العب', 'Jouer', 'Spielen', 'Jugar', 'Joacă'),
    stories: [
      { kind: 'game', slug: 'pixel-knights', linked: true, durationMs: 5000, caption: t('Pixel Knights: a new quest every week', 'فرسان البكسل: مهمة جديدة كل أسبوع', 'Pixel Knights : une nouvelle quête chaque semaine', 'Pixel Knights: jede Woche ein neues Abenteuer', 'Pixel Knights: una misión nueva cada semana', 'Pixel Knights: o misiune nouă în fiecare săptămână') },
      { kind: 'game', slug: 'daily-sudoku', linked: true, durationMs: 4000, caption: t('Daily Sudoku: one grid a day', 'سودوكو اليومي: شبكة كل يوم', 'Sudoku du jour : une grille par jour', 'Tägliches Sudoku: ein Rätsel pro Tag', 'Sudoku diario: una cuadrícula al día', 'Sudoku zilnic: o grilă pe zi') },
    ],
  },
];

// biome-ignore format: seed texts read best one per line
const ACME: SeedStoryGroup[] = [
  {
    slug: 'musique',
    titles: t('Music', 'موسيقى', 'Musique', 'Musik', 'Música', 'Muzică'),
    stories: [
      { kind: 'album', slug: 'rue-des-lilas', linked: true, durationMs: 5000, caption: t('Lilac Street by Camille Aubert', 'شارع الليلك لكاميل أوبير', 'Rue des Lilas de Camille Aubert', 'Fliederstraße von Camille Aubert', 'Calle de las Lilas de Camille Aubert', 'Strada Liliacului de Camille Aubert') },
      { kind: 'album', slug: 'sable-chaud', linked: true, durationMs: 5000, caption: t('Hot Sand: the summer sound', 'رمال ساخنة: صوت الصيف', "Sable chaud : le son de l'été", 'Heißer Sand: der Sound des Sommers', 'Arena caliente: el sonido del verano', 'Nisip fierbinte: sunetul verii') },
    ],
  },
  {
    slug: 'series',
    titles: t('Series', 'مسلسلات', 'Séries', 'Serien', 'Series', 'Seriale'),
    stories: [
      { kind: 'series', slug: 'la-boulangerie', linked: true, durationMs: 5000, caption: t('The Bakery on Rue Cler: new season', 'مخبز شارع كلير: موسم جديد', 'La Boulangerie de la rue Cler : nouvelle saison', 'Die Bäckerei in der Rue Cler: neue Staffel', 'La panadería de la Rue Cler: nueva temporada', 'Brutăria de pe Rue Cler: sezon nou') },
      { kind: 'series', slug: 'petits-genies', linked: false, durationMs: 4000, caption: t('Little Geniuses: for curious kids', 'العباقرة الصغار: للأطفال الفضوليين', 'Petits Génies : pour les enfants curieux', 'Kleine Genies: für neugierige Kinder', 'Pequeños genios: para niños curiosos', 'Micile genii: pentru copiii curioși') },
    ],
  },
];

/** Each tenant's stories rail on its home page (commerce §2 stories dialog). */
export const SEED_STORIES: Record<string, SeedStoryGroup[]> = { demo: DEMO, acme: ACME };

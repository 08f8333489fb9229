import { DEMO_ITEMS } from './demo-catalogue.ts';
import { chapterTitle, childrenOf, episodeTitle, numbered } from './derive.ts';
import { GENRES as G } from './genres.ts';
import type { SeedItem } from './seed-types.ts';
import { itemsOf, name, t } from './text.ts';

// biome-ignore format: one item per line
const newPodcasts = itemsOf('podcast', [
  ['world-kitchen', 0, t('World Kitchen', 'مطبخ العالم', 'Cuisines du monde', 'Weltküche', 'Cocina del mundo', 'Bucătăria lumii'), G.food],
  ['after-dark', 40, t('After Dark', 'بعد حلول الظلام', 'À la nuit tombée', 'Nach Einbruch der Dunkelheit', 'Al caer la noche', 'După lăsarea întunericului'), G.horror],
]);

export const EPISODES_PER_PODCAST = 12;
const episodes = [...DEMO_ITEMS.filter((item) => item.kind === 'podcast'), ...newPodcasts].flatMap(
  (podcast) =>
    childrenOf('episode', podcast.slug, podcast.rating, numbered(EPISODES_PER_PODCAST, episodeTitle)),
);

// biome-ignore format: one item per line
const audiobooks = itemsOf('audiobook', [
  ['the-silent-forest', 10, t('The Silent Forest', 'الغابة الصامتة', 'La Forêt silencieuse', 'Der stille Wald', 'El bosque silencioso', 'Pădurea tăcută'), name('Margaret Ellison'), { genre: 'novel', publishedAt: '2024-03-14T12:00:00.000Z' }],
  ['the-dragon-of-the-north', 20, t('The Dragon of the North', 'تنين الشمال', 'Le Dragon du Nord', 'Der Drache des Nordens', 'El dragón del norte', 'Dragonul din nord'), name('Yusuf Al-Amin', 'يوسف الأمين'), { genre: 'fantasy', publishedAt: '2023-10-02T12:00:00.000Z' }],
  ['murder-on-the-night-train', 40, t('Murder on the Night Train', 'جريمة في قطار الليل', 'Meurtre dans le train de nuit', 'Mord im Nachtzug', 'Asesinato en el tren nocturno', 'Crimă în trenul de noapte'), name('Clara Vogt'), { genre: 'mystery', publishedAt: '2025-01-20T12:00:00.000Z' }],
  ['stars-beyond-mars', 30, t('Stars Beyond Mars', 'نجوم ما وراء المريخ', 'Les Étoiles au-delà de Mars', 'Sterne jenseits des Mars', 'Estrellas más allá de Marte', 'Stele dincolo de Marte'), name('Diego Fernández'), { genre: 'scifi', publishedAt: '2022-06-30T12:00:00.000Z' }],
  ['a-life-in-music', 0, t('A Life in Music', 'حياة في الموسيقى', 'Une vie en musique', 'Ein Leben für die Musik', 'Una vida en la música', 'O viață în muzică'), name('Elena Popescu'), { genre: 'biography', publishedAt: '2021-11-11T12:00:00.000Z' }],
  ['the-little-lighthouse', 0, t('The Little Lighthouse', 'المنارة الصغيرة', 'Le Petit Phare', 'Der kleine Leuchtturm', 'El pequeño faro', 'Micul far'), name('Sophie Laurent'), { genre: 'children', publishedAt: '2025-04-08T12:00:00.000Z' }],
  ['the-spice-merchant', 10, t('The Spice Merchant', 'تاجر التوابل', 'Le Marchand d’épices', 'Der Gewürzhändler', 'El mercader de especias', 'Negustorul de mirodenii'), name('Amira Haddad', 'أميرة حداد'), { genre: 'history', publishedAt: '2024-09-05T12:00:00.000Z' }],
  ['calm-in-ten-minutes', 0, t('Calm in Ten Minutes', 'الهدوء في عشر دقائق', 'Le Calme en dix minutes', 'Ruhe in zehn Minuten', 'Calma en diez minutos', 'Calm în zece minute'), name('Jonas Weber'), { genre: 'wellbeing', publishedAt: '2025-02-17T12:00:00.000Z' }],
]);

export const CHAPTERS_PER_AUDIOBOOK = 25;
const chapters = audiobooks.flatMap((book) =>
  childrenOf('chapter', book.slug, book.rating, numbered(CHAPTERS_PER_AUDIOBOOK, chapterTitle)),
);

/** Ten podcasts of twelve episodes, eight audiobooks of twenty-five chapters with their authors. */
export const DEMO_AUDIO: SeedItem[] = [...newPodcasts, ...episodes, ...audiobooks, ...chapters];

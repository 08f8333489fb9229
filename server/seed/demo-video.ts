import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import { episodeTitle } from './derive.ts';
import { GENRES as G } from './genres.ts';
import type { SeedItem } from './seed-types.ts';
import { itemsOf, name, t } from './text.ts';

// biome-ignore format: seed data reads best as one item per line
const films = itemsOf('video', [
  ['the-clockmaker', 10, t('The Clockmaker', 'صانع الساعات', "L'Horloger", 'Der Uhrmacher', 'El relojero', 'Ceasornicarul'), G.drama],
  ['desert-bloom', 0, t('Desert Bloom', 'ازدهار الصحراء', 'Le Désert en fleurs', 'Wüstenblüte', 'Desierto en flor', 'Deșertul înflorit'), G.documentary, { source: 'openstage' }],
  ['frozen-frontier', 20, t('Frozen Frontier', 'الحدود المتجمدة', 'Frontière gelée', 'Gefrorene Grenze', 'Frontera helada', 'Frontiera înghețată'), G.adventure],
  ['the-little-robot', 0, t('The Little Robot', 'الروبوت الصغير', 'Le Petit Robot', 'Der kleine Roboter', 'El pequeño robot', 'Micul robot'), G.kids],
  ['street-food-stories', 0, t('Street Food Stories', 'حكايات طعام الشارع', 'Histoires de cuisine de rue', 'Streetfood-Geschichten', 'Historias de comida callejera', 'Povești cu mâncare stradală'), G.cooking],
  ['the-red-line', 30, t('The Red Line', 'الخط الأحمر', 'La Ligne rouge', 'Die rote Linie', 'La línea roja', 'Linia roșie'), G.thriller],
  ['the-haunted-manor', 40, t('The Haunted Manor', 'القصر المسكون', 'Le Manoir hanté', 'Das Spukhaus', 'La mansión encantada', 'Conacul bântuit'), G.horror],
  ['final-whistle', 0, t('Final Whistle', 'صافرة النهاية', 'Coup de sifflet final', 'Schlusspfiff', 'Pitido final', 'Fluierul final'), G.sports],
  ['stand-up-night', 20, t('Stand-up Night', 'ليلة الكوميديا الارتجالية', 'Soirée stand-up', 'Stand-up-Abend', 'Noche de monólogos', 'Seară de stand-up'), G.comedy],
  ['islands-of-fire', 10, t('Islands of Fire', 'جزر النار', 'Les Îles de feu', 'Inseln aus Feuer', 'Islas de fuego', 'Insulele de foc'), G.documentary, { source: 'openstage' }],
  ['silk-road-journey', 0, t('Journey on the Silk Road', 'رحلة على طريق الحرير', 'Voyage sur la route de la soie', 'Reise auf der Seidenstraße', 'Viaje por la Ruta de la Seda', 'Călătorie pe Drumul Mătăsii'), G.travel],
  ['harper-quinn-paper-planes', 0, t('Paper Planes (Official Video)', 'Paper Planes (الفيديو الرسمي)', 'Paper Planes (clip officiel)', 'Paper Planes (offizielles Video)', 'Paper Planes (vídeo oficial)', 'Paper Planes (videoclip oficial)'), name('Harper Quinn'), { artist: 'harper-quinn' }],
  ['fairouz-al-sham-ya-qamar-live', 0, t('Ya Qamar (Live)', 'يا قمر (مباشر)', 'Ya Qamar (live)', 'Ya Qamar (live)', 'Ya Qamar (en directo)', 'Ya Qamar (live)'), name('Fairouz Al-Sham', 'فيروز الشام'), { artist: 'fairouz-al-sham' }],
]);

// biome-ignore format: one series per line
const series = itemsOf('series', [
  ['harbour-lights', 10, t('Harbour Lights', 'أضواء الميناء', 'Les Lumières du port', 'Hafenlichter', 'Luces del puerto', 'Luminile portului'), G.drama],
  ['the-bureau', 0, t('The Bureau', 'المكتب', 'Le Bureau', 'Das Büro', 'La oficina', 'Biroul'), G.comedy],
  ['cold-case-unit', 30, t('Cold Case Unit', 'وحدة القضايا المجمدة', 'Unité des affaires classées', 'Einheit für ungelöste Fälle', 'Unidad de casos sin resolver', 'Unitatea cazurilor nerezolvate'), G.crime],
  ['dragon-riders', 0, t('Dragon Riders', 'فرسان التنين', 'Les Chevaucheurs de dragons', 'Drachenreiter', 'Jinetes de dragones', 'Călăreții dragonilor'), G.kids],
  ['night-ward', 20, t('Night Ward', 'الجناح الليلي', 'Garde de nuit', 'Nachtstation', 'Planta de noche', 'Secția de noapte'), G.medical],
  ['the-deep', 40, t('The Deep', 'الأعماق', 'Les Profondeurs', 'Die Tiefe', 'Las profundidades', 'Adâncurile'), G.horror],
]);

const EPISODES_PER_SERIES = 6;

/** "Series: Episode n" in every language (French puts a space before the colon). */
function episodeOf(show: LocalizedText, n: number): LocalizedText {
  const episode = episodeTitle(n);
  const out: LocalizedText = { en: `${show.en}: ${episode.en}` };
  for (const lang of ['ar', 'fr', 'de', 'es', 'ro'] as const)
    out[lang] = `${show[lang] ?? show.en}${lang === 'fr' ? ' : ' : ': '}${episode[lang] ?? episode.en}`;
  return out;
}

/** Each series' episodes are videos of their own, numbered inside the series. */
const episodes: SeedItem[] = series.flatMap((show) =>
  Array.from({ length: EPISODES_PER_SERIES }, (_, i) => ({
    kind: 'video' as const,
    slug: `${show.slug}-e${i + 1}`,
    rating: show.rating,
    titles: episodeOf(show.titles, i + 1),
    subtitles: show.titles,
    props: { parent: show.slug, position: i + 1 },
  })),
);

/** More films, documentaries and music videos, six series and their episodes. */
export const DEMO_VIDEO: SeedItem[] = [...films, ...series, ...episodes];

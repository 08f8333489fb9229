import { VIDEO_ASSETS } from '../src/db/schema/catalogue-props.ts';
import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import { episodeTitle, seasonEpisodeTitle } from './derive.ts';
import { GENRES as G } from './genres.ts';
import { hashString } from './random.ts';
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
  ['kitchen-rivals', 0, t('Kitchen Rivals', 'منافسو المطبخ', 'Rivaux en cuisine', 'Küchenduell', 'Rivales en la cocina', 'Rivali în bucătărie'), G.cooking],
  ['silent-frequency', 30, t('Silent Frequency', 'التردد الصامت', 'Fréquence silencieuse', 'Stille Frequenz', 'Frecuencia silenciosa', 'Frecvența tăcută'), G.thriller],
]);

/** Episodes per season and the usual length of an episode, in minutes, by series. */
const SEASONS: Record<string, { episodes: number[]; minutes: number }> = {
  'harbour-lights': { episodes: [6, 6], minutes: 52 },
  'the-bureau': { episodes: [6, 8], minutes: 24 },
  'cold-case-unit': { episodes: [6, 6], minutes: 46 },
  'dragon-riders': { episodes: [6], minutes: 22 },
  'night-ward': { episodes: [6], minutes: 44 },
  'the-deep': { episodes: [6], minutes: 48 },
  'kitchen-rivals': { episodes: [8], minutes: 42 },
  'silent-frequency': { episodes: [6, 4], minutes: 50 },
};

/** "Series: Episode n" in every language (French puts a space before the colon). */
function episodeOf(show: LocalizedText, episode: LocalizedText): LocalizedText {
  const out: LocalizedText = { en: `${show.en}: ${episode.en}` };
  for (const lang of ['ar', 'fr', 'de', 'es', 'ro'] as const)
    out[lang] = `${show[lang] ?? show.en}${lang === 'fr' ? ' : ' : ': '}${episode[lang] ?? episode.en}`;
  return out;
}

/**
 * Each series' episodes are videos of their own, numbered inside their season; a series with one
 * season names episodes only. Season 1 keeps the slugs {series}-e{n} it always had.
 */
const episodes: SeedItem[] = series.flatMap((show) => {
  const { episodes: perSeason, minutes } = SEASONS[show.slug] ?? { episodes: [6], minutes: 45 };
  return perSeason.flatMap((count, s) =>
    Array.from({ length: count }, (_, i): SeedItem => {
      const [season, position] = [s + 1, i + 1];
      const slug = season === 1 ? `${show.slug}-e${position}` : `${show.slug}-s${season}e${position}`;
      const title = perSeason.length > 1 ? seasonEpisodeTitle(season, position) : episodeTitle(position);
      // Episodes run a few minutes either side of the usual length.
      const durationSec = minutes * 60 + (hashString(slug) % 301) - 150;
      return {
        kind: 'video',
        slug,
        rating: show.rating,
        titles: episodeOf(show.titles, title),
        subtitles: show.titles,
        props: { parent: show.slug, season, position, durationSec },
      };
    }),
  );
});

/** Films anyone signed in may watch (and keep offline): kids, cooking, sport, travel and the music videos. */
const FREE_FILMS = new Set([
  'the-little-robot',
  'street-food-stories',
  'final-whistle',
  'silk-road-journey',
  'harper-quinn-paper-planes',
  'fairouz-al-sham-ya-qamar-live',
]);

/**
 * What a title plays and who may watch it (commerce §7): the free films and every series' first episode
 * are FREE (clear, downloadable); everything else is SUBSCRIPTION (ClearKey-protected, plans covering VIDEO).
 */
function watchable(item: SeedItem): SeedItem {
  const media = VIDEO_ASSETS[hashString(item.slug) % VIDEO_ASSETS.length] ?? 'trailer';
  const free =
    FREE_FILMS.has(item.slug) ||
    (item.props?.parent !== undefined && item.props.season === 1 && item.props.position === 1);
  return { ...item, props: { ...item.props, media, businessModel: free ? 'FREE' : 'SUBSCRIPTION' } };
}

/** More films, documentaries and music videos, eight series and their episodes, season by season. */
export const DEMO_VIDEO: SeedItem[] = [...films.map(watchable), ...series, ...episodes.map(watchable)];

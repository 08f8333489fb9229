import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import { slugify } from '../src/routes/structure/click-urls.ts';
import { childrenOf, trackCount } from './derive.ts';
import { ARTISTS, SONG_WORDS, type SongLang, type SongName } from './music-names.ts';
import { hashString, type Random, seededRandom } from './random.ts';
import type { AgeRating, SeedItem } from './seed-types.ts';
import { same, t } from './text.ts';

/** A name as text: the same in every language, or Arabic script for ar and the transliteration elsewhere. */
export const songText = (name: SongName): LocalizedText =>
  typeof name === 'string' ? same(name) : { ...same(name[0]), ar: name[1] };

// Every level of the rating scale appears, most albums for all ages.
const RATINGS: AgeRating[] = [0, 0, 10, 0, 20, 10, 0, 30, 10, 40, 0, 20];

/** "A and B" in each language; Arabic joins و to the next word. */
function joined(a: LocalizedText, b: LocalizedText, and: LocalizedText): LocalizedText {
  const out: LocalizedText = { en: `${a.en} ${and.en} ${b.en}` };
  for (const lang of ['ar', 'fr', 'de', 'es', 'ro'] as const) {
    const glue = and[lang] ?? and.en;
    out[lang] = glue === 'و' ? `${a[lang]} و${b[lang]}` : `${a[lang]} ${glue} ${b[lang]}`;
  }
  return out;
}

/** Distinct song titles in the artist's language: a phrase, a word, or two words joined by "and". */
function songTitles(lang: SongLang, count: number, rnd: Random): LocalizedText[] {
  const { and, words, phrases } = SONG_WORDS[lang];
  const titles = new Map<string, LocalizedText>();
  while (titles.size < count) {
    const roll = rnd.next();
    const a = songText(rnd.pick(words));
    const b = songText(rnd.pick(words));
    const title =
      roll < 0.35
        ? songText(rnd.pick(phrases))
        : roll < 0.75 || a.en === b.en
          ? a
          : joined(a, b, songText(and));
    titles.set(title.en, title);
  }
  return [...titles.values()];
}

const albums: SeedItem[] = [];
const tracks: SeedItem[] = [];
const slugs = new Set<string>();
for (const [index, artist] of ARTISTS.entries()) {
  const by = songText(artist.name);
  for (const album of artist.albums) {
    const titles = songText(album);
    const base = slugify(titles.en);
    const slug = slugs.has(base) ? `${base}-${slugify(by.en)}` : base;
    slugs.add(slug);
    const rnd = seededRandom(hashString(slug));
    const rating = RATINGS[(albums.length + index) % RATINGS.length] ?? 0;
    const released = new Date(Date.UTC(2014 + rnd.int(0, 11), rnd.int(0, 11), rnd.int(1, 28), 12));
    albums.push({
      kind: 'album',
      slug,
      rating,
      titles,
      subtitles: by,
      props: { genre: artist.genre, publishedAt: released.toISOString() },
    });
    tracks.push(...childrenOf('track', slug, rating, songTitles(artist.lang, rnd.int(6, 7), rnd), by));
  }
}

// biome-ignore format: one playlist per line
const PLAYLISTS: [slug: string, rating: AgeRating, titles: LocalizedText, only?: SongLang][] = [
  ['morning-coffee', 0, t('Morning Coffee', 'قهوة الصباح', 'Café du matin', 'Morgenkaffee', 'Café de la mañana', 'Cafeaua de dimineață')],
  ['workout', 10, t('Workout', 'تمارين رياضية', 'Séance de sport', 'Workout', 'Entrenamiento', 'Antrenament')],
  ['rainy-day', 0, t('Rainy Day', 'يوم ماطر', 'Jour de pluie', 'Regentag', 'Día de lluvia', 'Zi ploioasă')],
  ['dinner-party', 0, t('Dinner Party', 'حفلة عشاء', 'Dîner entre amis', 'Dinnerparty', 'Cena con amigos', 'Cină cu prietenii')],
  ['sunday-chill', 0, t('Sunday Chill', 'استرخاء يوم الأحد', 'Dimanche tranquille', 'Entspannter Sonntag', 'Domingo tranquilo', 'Duminică liniștită')],
  ['deep-focus', 0, t('Deep Focus', 'تركيز عميق', 'Concentration profonde', 'Volle Konzentration', 'Concentración profunda', 'Concentrare profundă')],
  ['party-starters', 20, t('Party Starters', 'بداية الحفلة', 'Ambiance soirée', 'Partystarter', 'Para empezar la fiesta', 'Început de petrecere')],
  ['eastern-nights', 10, t('Eastern Nights', 'ليالي الشرق', 'Nuits d’Orient', 'Orientalische Nächte', 'Noches de Oriente', 'Nopți orientale'), 'ar'],
  ['fresh-finds', 40, t('Fresh Finds', 'اكتشافات جديدة', 'Nouvelles pépites', 'Neuentdeckungen', 'Nuevos hallazgos', 'Descoperiri noi')],
];

const artistLang = new Map(ARTISTS.map((a) => [slugify(songText(a.name).en), a.lang]));

/** Playlists of generated tracks no stricter than the playlist itself; one of Arabic songs only. */
const playlists: SeedItem[] = PLAYLISTS.map(([slug, rating, titles, only]) => {
  const rnd = seededRandom(hashString(slug));
  const fits = tracks.filter(
    (track) => track.rating <= rating && (!only || artistLang.get(track.props?.artist ?? '') === only),
  );
  const picked = rnd.shuffle(fits).slice(0, rnd.int(12, 20));
  return {
    kind: 'playlist',
    slug,
    rating,
    titles,
    subtitles: trackCount(picked.length),
    props: { tracks: picked.map((track) => track.slug) },
  };
});

/** Thirty-three invented artists' albums and tracks (six or seven each), and playlists over them. */
export const DEMO_MUSIC_GENERATED: SeedItem[] = [...albums, ...tracks, ...playlists];

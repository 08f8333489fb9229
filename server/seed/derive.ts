import type { CatalogueKind } from '../src/db/schema/catalogue.ts';
import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import { arabicDigits } from '../src/routes/structure/builders/page-titles.ts';
import { slugify } from '../src/routes/structure/click-urls.ts';
import { GENRES } from './genres.ts';
import { playable } from './media.ts';
import type { AgeRating, SeedItem } from './seed-types.ts';
import { everywhere, t } from './text.ts';

const GENRE_KIND: Partial<Record<CatalogueKind, CatalogueKind>> = {
  album: 'music-genre',
  audiobook: 'audiobook-genre',
  video: 'video-category',
  series: 'video-category',
  game: 'game-genre',
  arcade: 'game-genre',
  article: 'article-category',
};

const genreKey = (text: LocalizedText | undefined) =>
  text ? Object.entries(GENRES).find(([, value]) => value === text)?.[0] : undefined;

/**
 * Links a seed catalogue the way an editor would: album subtitles name artists, audiobook
 * subtitles authors, genre subtitles genres; the artists, authors and genre pages are created.
 */
export function linkCatalogue(
  items: SeedItem[],
  tags: Record<string, NonNullable<SeedItem['props']>> = {},
): SeedItem[] {
  const extra = new Map<string, SeedItem>();
  const add = (kind: CatalogueKind, slug: string, titles: LocalizedText, props: SeedItem['props'] = {}) => {
    if (!extra.has(`${kind}/${slug}`)) extra.set(`${kind}/${slug}`, { kind, slug, rating: 0, titles, props });
  };
  const linked = items.map((item): SeedItem => {
    const props = { ...item.props, ...tags[item.slug] };
    if ((item.kind === 'album' || item.kind === 'audiobook') && item.subtitles) {
      const person = slugify(item.subtitles.en);
      if (item.kind === 'album') props.artist = person;
      else props.author = person;
      add(item.kind === 'album' ? 'artist' : 'author', person, everywhere(item.subtitles));
    }
    const genre = props.genre ?? genreKey(item.subtitles);
    const genreKind = GENRE_KIND[item.kind];
    if (genre && genreKind) {
      props.genre = genre;
      const titles = GENRES[genre as keyof typeof GENRES];
      if (titles)
        add(genreKind, genre, titles, genreKind === 'article-category' ? { section: 'articles' } : {});
    } else if (genre) props.genre = genre;
    if (item.kind === 'article') {
      props.premium ??= false;
      props.section ??= 'articles';
      if (props.genre && props.section === 'articles') props.category ??= props.genre;
    }
    return { ...item, props };
  });
  return [...linked, ...extra.values()];
}

/**
 * Numbered children (tracks, episodes, chapters) of one parent, each playing a generated audio file
 * and lasting exactly as long; a track's subtitle names its artist, who is linked too.
 */
export function childrenOf(
  kind: 'track' | 'episode' | 'chapter',
  parent: string,
  rating: AgeRating,
  titles: LocalizedText[],
  subtitles?: LocalizedText,
): SeedItem[] {
  const artist = kind === 'track' && subtitles ? { artist: slugify(subtitles.en) } : {};
  return titles.map((title, index) => ({
    kind,
    slug: `${parent}-${index + 1}`,
    rating,
    titles: title,
    ...(subtitles ? { subtitles } : {}),
    props: { parent, position: index + 1, ...playable(parent, index), ...artist },
  }));
}

const ar = arabicDigits;

export const episodeTitle = (n: number) =>
  t(`Episode ${n}`, `الحلقة ${ar(n)}`, `Épisode ${n}`, `Folge ${n}`, `Episodio ${n}`, `Episodul ${n}`);
export const chapterTitle = (n: number) =>
  t(`Chapter ${n}`, `الفصل ${ar(n)}`, `Chapitre ${n}`, `Kapitel ${n}`, `Capítulo ${n}`, `Capitolul ${n}`);
export const seasonEpisodeTitle = (season: number, n: number) =>
  t(
    `Season ${season}, Episode ${n}`,
    `الموسم ${ar(season)}، الحلقة ${ar(n)}`,
    `Saison ${season}, épisode ${n}`,
    `Staffel ${season}, Folge ${n}`,
    `Temporada ${season}, episodio ${n}`,
    `Sezonul ${season}, episodul ${n}`,
  );
export const numbered = (count: number, title: (n: number) => LocalizedText) =>
  Array.from({ length: count }, (_, i) => title(i + 1));

/** Arabic counts its noun by the number: 1, 2, 3–10 (plural) and 11+ (singular accusative). */
const arabicCount = (n: number) =>
  n === 1
    ? 'مقطع واحد'
    : n === 2
      ? 'مقطعان'
      : n % 100 >= 3 && n % 100 <= 10
        ? `${ar(n)} مقاطع`
        : n % 100 >= 11
          ? `${ar(n)} مقطعًا`
          : `${ar(n)} مقطع`;

/** "{n} tracks" in every language, with each one's plural rules (Romanian adds "de" from 20). */
export const trackCount = (n: number): LocalizedText =>
  t(
    n === 1 ? '1 track' : `${n} tracks`,
    arabicCount(n),
    n === 1 ? '1 titre' : `${n} titres`,
    `${n} Titel`,
    n === 1 ? '1 canción' : `${n} canciones`,
    n === 1 ? '1 piesă' : n % 100 >= 20 || (n >= 100 && n % 100 === 0) ? `${n} de piese` : `${n} piese`,
  );

/** The subtitles (for an album: its artist) of a seeded collection, which its children repeat. */
export function subtitlesOf(items: SeedItem[], slug: string): LocalizedText {
  const subtitles = items.find((item) => item.slug === slug)?.subtitles;
  if (!subtitles) throw new Error(`seed: no subtitles for ${slug}`);
  return subtitles;
}

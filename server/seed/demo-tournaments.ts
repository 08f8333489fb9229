import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import { mediaManifest } from '../src/routes/media/media-library.ts';
import { fill, markdownBody } from './article-bodies.ts';
import { TOURNAMENT_TITLES } from './article-titles.ts';
import { challengesOf } from './demo-challenges.ts';
import { gameTitleOfSlug } from './demo-games.ts';
import type { AgeRating, SeedItem } from './seed-types.ts';
import { same, t } from './text.ts';

interface Tournament {
  slug: string;
  rating: AgeRating;
  titles: LocalizedText;
  /** The game it is played in (its subtitle is the game's title). */
  gameSlug: string;
  /** The score a play must reach to count as a win. */
  winScore: number;
  startsAt: string;
  endsAt: string;
  provider: string;
  teamSize: number;
}

// biome-ignore format: one tournament per line
const TOURNAMENTS: Tournament[] = [
  { slug: 'spring-cup', rating: 0, titles: t('Spring Cup', 'كأس الربيع', 'Coupe du printemps', 'Frühlingspokal', 'Copa de primavera', 'Cupa de primăvară'), gameSlug: 'sky-racer', winScore: 600, startsAt: '2026-04-01T00:00:00Z', endsAt: '2026-06-30T23:59:59Z', provider: 'North Star Games', teamSize: 1 },
  { slug: 'word-masters', rating: 0, titles: t('Word Masters', 'أساتذة الكلمات', 'Maîtres des mots', 'Wortmeister', 'Maestros de palabras', 'Maeștrii cuvintelor'), gameSlug: 'word-garden', winScore: 800, startsAt: '2026-09-01T00:00:00Z', endsAt: '2026-09-30T23:59:59Z', provider: 'Tiny Lion Studio', teamSize: 1 },
  { slug: 'kart-mania-grand-prix', rating: 10, titles: t('Kart Mania Grand Prix', 'جائزة كارت مانيا الكبرى', 'Grand Prix Kart Mania', 'Kart-Mania-Grand-Prix', 'Gran Premio Kart Mania', 'Marele Premiu Kart Mania'), gameSlug: 'kart-mania', winScore: 600, startsAt: '2028-05-10T00:00:00Z', endsAt: '2028-07-10T23:59:59Z', provider: 'Pixel Forge', teamSize: 1 },
  { slug: 'castle-siege-league', rating: 20, titles: t('Castle Siege League', 'دوري حصار القلعة', 'Ligue Siège du château', 'Burgbelagerungs-Liga', 'Liga Asedio al castillo', 'Liga Asediul castelului'), gameSlug: 'castle-siege', winScore: 500, startsAt: '2026-09-01T00:00:00Z', endsAt: '2028-06-30T23:59:59Z', provider: 'North Star Games', teamSize: 4 },
  { slug: 'dark-realms-raid-night', rating: 30, titles: t('Dark Realms Raid Night', 'ليلة غارة العوالم المظلمة', 'Nuit de raid Royaumes obscurs', 'Raid-Nacht in Dunkle Reiche', 'Noche de asalto en Reinos oscuros', 'Noaptea raidului în Tărâmuri întunecate'), gameSlug: 'dark-realms', winScore: 500, startsAt: '2028-06-20T18:00:00Z', endsAt: '2028-06-21T06:00:00Z', provider: 'Dune Studios', teamSize: 4 },
  { slug: 'haunted-halls-fright-night', rating: 40, titles: t('Haunted Halls Fright Night', 'ليلة الرعب في القاعات المسكونة', 'Nuit de la peur des Couloirs hantés', 'Gruselnacht in den Spukenden Hallen', 'Noche de miedo en Pasillos embrujados', 'Noaptea groazei în Holurile bântuite'), gameSlug: 'haunted-halls', winScore: 400, startsAt: '2026-10-31T18:00:00Z', endsAt: '2026-11-01T06:00:00Z', provider: 'Dune Studios', teamSize: 2 },
  { slug: 'chess-masters-open', rating: 0, titles: t('Chess Masters Open', 'بطولة أساتذة الشطرنج المفتوحة', 'Open Maîtres des échecs', 'Schachmeister-Open', 'Abierto Maestros del ajedrez', 'Openul Maeștrii șahului'), gameSlug: 'chess-masters', winScore: 500, startsAt: '2026-11-01T00:00:00Z', endsAt: '2028-01-31T23:59:59Z', provider: 'Pixel Forge', teamSize: 1 },
  { slug: 'goal-rush-five-a-side', rating: 10, titles: t('Goal Rush Five-a-Side Cup', 'كأس اندفاع الأهداف الخماسية', 'Coupe à cinq Ruée vers le but', 'Torjagd-Fünferpokal', 'Copa de fútbol 5 Carrera al gol', 'Cupa de minifotbal Goana după gol'), gameSlug: 'goal-rush', winScore: 400, startsAt: '2026-11-01T00:00:00Z', endsAt: '2028-03-31T23:59:59Z', provider: 'Blue Comet Interactive', teamSize: 5 },
];

/** The generated gameplay clip every tournament video plays, with its real duration. */
const CLIP = 'gameplay';
const clipSeconds = Math.round(mediaManifest().video[CLIP]?.durationSec ?? 0);

const children = TOURNAMENTS.flatMap(({ slug, rating, titles, startsAt, endsAt }): SeedItem[] => {
  const body = markdownBody('tournament', titles, '/games/list');
  const news = (suffix: 'registration' | 'results', publishedAt: string): SeedItem => ({
    kind: 'tournament-news',
    slug: `${slug}-${suffix}`,
    rating,
    titles: fill(TOURNAMENT_TITLES[suffix], titles),
    props: { parent: slug, markdown: body, publishedAt },
  });
  const clip = {
    artworkClass: 'VIDEO_GAMEPLAY' as const,
    group: 'videos',
    width: 640,
    height: 360,
    variant: CLIP,
  };
  const video = (videoSlug: string, videoTitles: LocalizedText): SeedItem => ({
    kind: 'tournament-video',
    slug: videoSlug,
    rating,
    titles: videoTitles,
    props: { parent: slug, durationSec: clipSeconds, additionalArtworks: [clip] },
  });
  return [
    news('registration', startsAt),
    news('results', endsAt),
    slug === 'spring-cup'
      ? video(
          'spring-cup-highlights',
          t(
            'Spring Cup highlights',
            'أبرز لقطات كأس الربيع',
            'Temps forts de la Coupe du printemps',
            'Highlights des Frühlingspokals',
            'Lo mejor de la Copa de primavera',
            'Momentele Cupei de primăvară',
          ),
        )
      : video(`${slug}-highlights`, fill(TOURNAMENT_TITLES.highlights, titles)),
  ];
});

// biome-ignore format: one item per line
const earlierNews: SeedItem[] = [
  { kind: 'tournament-news', slug: 'spring-cup-final', rating: 0, titles: t('Spring Cup final this weekend', 'نهائي كأس الربيع في نهاية هذا الأسبوع', 'Finale de la Coupe du printemps ce week-end', 'Frühlingspokal-Finale an diesem Wochenende', 'Final de la Copa de primavera este fin de semana', 'Finala Cupei de primăvară în acest weekend'), props: { parent: 'spring-cup', markdown: markdownBody('tournament', TOURNAMENTS[0]?.titles ?? same('Spring Cup'), '/games/list'), publishedAt: '2026-06-26T09:00:00Z' } },
];

/** Eight tournaments of the demo games, each with its challenges, news and a highlights video. */
export const DEMO_TOURNAMENTS: SeedItem[] = [
  ...TOURNAMENTS.map(
    ({ slug, rating, titles, ...props }): SeedItem => ({
      kind: 'tournament',
      slug,
      rating,
      titles,
      subtitles: gameTitleOfSlug(props.gameSlug),
      props: { ...props, challenges: challengesOf(slug) },
    }),
  ),
  ...earlierNews,
  ...children,
];

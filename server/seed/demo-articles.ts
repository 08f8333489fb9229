import type { CatalogueProps } from '../src/db/schema/catalogue-props.ts';
import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import { slugify } from '../src/routes/structure/click-urls.ts';
import { type ArticleFamily, fill, markdownBody } from './article-bodies.ts';
import { ARTICLE_TITLES, CITIES, NESTED_POEM, NESTED_POEM_TITLE, nestedEmphasis } from './article-titles.ts';
import { gameTitle } from './demo-games.ts';
import { songText } from './demo-music-gen.ts';
import { GENRES } from './genres.ts';
import { ARTISTS } from './music-names.ts';
import type { AgeRating, SeedItem } from './seed-types.ts';
import { itemsOf, same, t } from './text.ts';

const RATINGS: AgeRating[] = [0, 10, 0, 20, 0, 30, 10, 0, 40, 0];
const DAY_MS = 86_400_000;
const LATEST = Date.parse('2026-05-30T09:00:00Z');

interface Spec {
  family: Exclude<ArticleFamily, 'tournament'>;
  subject: LocalizedText;
  link: string;
  props: CatalogueProps;
}

const artist = (en: string) => {
  const found = ARTISTS.find((a) => songText(a.name).en === en);
  if (!found) throw new Error(`demo articles: no artist ${en}`);
  return { subject: songText(found.name), genre: found.genre };
};

const news = (category: string, subcategory: string): CatalogueProps => ({
  section: 'news',
  category,
  subcategory,
});
const feature = (genre: string, subcategory?: string): CatalogueProps => ({
  section: 'articles',
  genre,
  ...(subcategory ? { subcategory } : {}),
});

// biome-ignore format: one list per line
const SPECS: Spec[] = [
  ...['Harper Quinn', 'Céleste Fournier', 'Fairouz Al-Sham', 'Lena Brückner', 'Lucía Peña', 'Ștefan Luca', 'Skylark Avenue', 'Rania Saleh'].map((en): Spec => ({ family: 'release', subject: artist(en).subject, link: '/music/albums', props: news('music-news', 'releases') })),
  ...['The Midnight Orchard', 'Théo Garnier', 'Karim Nassar', 'Die Nachtfalter', 'Los Faroles', 'Ioana Mureșan', 'Marcus Lane', 'Zoé Lefèvre'].map((en): Spec => ({ family: 'concert', subject: artist(en).subject, link: '/music/playlists', props: news('music-news', 'concerts') })),
  ...['Kart Mania', 'Castle Siege', 'Goal Rush', 'Dark Realms', 'Robot Wars', 'Tennis Ace'].map((en): Spec => ({ family: 'esports', subject: gameTitle(en), link: '/games/list', props: news('games-news', 'esports') })),
  ...([['Pixel Knights', 'blue-comet'], ['Star Colony', 'atelier-lune'], ['Farm Friends', 'tiny-lion'], ['Mahjong Garden', 'atelier-lune'], ['Ocean Explorer', 'atelier-lune'], ['Word Duel', 'tiny-lion'], ['City Builder', 'north-star-games'], ['Mystic Quest', 'north-star-games'], ['Jungle Jump', 'blue-comet'], ['Train Tycoon', 'north-star-games']] as const).map(([en, publisher]): Spec => ({ family: 'review', subject: gameTitle(en), link: `/games/publisher/${publisher}`, props: news('games-news', 'reviews') })),
  ...['Ellie Shaw', 'Blue Harbour Trio', 'Amélie Rousseau', 'Noémie Barthélemy', 'Omar Khalil', 'Samir Haddad', 'Anja Köhler', 'Inés Castaño', 'Mihai Țurcanu'].map((en): Spec => ({ family: 'interview', subject: artist(en).subject, link: `/music/genre/${artist(en).genre}`, props: feature('culture') })),
  ...CITIES.map((city): Spec => ({ family: 'travel', subject: city, link: '/articles/travel', props: feature('travel') })),
  ...CITIES.map((city, i): Spec => ({ family: 'food', subject: city, link: '/articles/food', props: feature('food', i % 2 === 0 ? 'recipes' : undefined) })),
  ...([['Studio One', 'headphones'], ['Pocket Buds', 'headphones'], ['Boom Cube', 'speakers'], ['Room One', 'speakers'], ['Soundbar S', 'speakers']] as const).map(([en, category]): Spec => ({ family: 'gadget', subject: same(en), link: `/mp/${category}`, props: feature('tech', 'gadgets') })),
];

/** Every third feature article is premium, so the premium pages have content in each category. */
const articles: SeedItem[] = SPECS.map((spec, i) => {
  const titles = fill(ARTICLE_TITLES[spec.family], spec.subject);
  const premium = spec.props.section === 'articles' && i % 3 === 0;
  return {
    kind: 'article',
    slug: slugify(titles.en),
    rating: RATINGS[i % RATINGS.length] ?? 0,
    titles,
    subtitles: spec.subject,
    props: {
      ...spec.props,
      premium,
      markdown: markdownBody(spec.family, spec.subject, spec.link),
      publishedAt: new Date(LATEST - i * 2 * DAY_MS).toISOString(),
    },
  };
});

const poem: SeedItem = {
  kind: 'article',
  slug: 'words-within-words',
  rating: 0,
  titles: NESTED_POEM_TITLE,
  subtitles: t('Poetry', 'شعر', 'Poésie', 'Lyrik', 'Poesía', 'Poezie'),
  props: {
    ...feature('culture'),
    premium: false,
    publishedAt: new Date(LATEST - DAY_MS).toISOString(),
    markdown: Object.fromEntries(
      Object.entries(NESTED_POEM).map(([lang, poem]) => [
        lang,
        `## ${NESTED_POEM_TITLE[lang as keyof typeof NESTED_POEM_TITLE]}\n\n${poem.intro}\n\n${nestedEmphasis(poem.down, poem.up)}`,
      ]),
    ) as LocalizedText,
  },
};

// biome-ignore format: one item per line
const subcategories = itemsOf('article-category', [
  ['concerts', 0, t('Concerts', 'حفلات', 'Concerts', 'Konzerte', 'Conciertos', 'Concerte'), undefined, { section: 'news', category: 'music-news' }],
  ['reviews', 0, t('Reviews', 'مراجعات', 'Critiques', 'Tests', 'Análisis', 'Recenzii'), undefined, { section: 'news', category: 'games-news' }],
  ['recipes', 0, GENRES.recipes, undefined, { section: 'articles', category: 'food' }],
  ['gadgets', 0, GENRES.gadgets, undefined, { section: 'articles', category: 'tech' }],
]);

/** Fifty-nine news and feature articles with markdown bodies, and the nested-emphasis poem. */
export const DEMO_ARTICLES: SeedItem[] = [...articles, poem, ...subcategories];

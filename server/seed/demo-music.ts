import { DEMO_ITEMS } from './demo-catalogue.ts';
import { childrenOf, subtitlesOf, trackCount } from './derive.ts';
import { GENRES as G } from './genres.ts';
import type { SeedItem } from './seed-types.ts';
import { itemsOf, name, same, t } from './text.ts';

/** Album genres and game publishers, as an editor tagged them. */
export const DEMO_TAGS: Record<string, NonNullable<SeedItem['props']>> = {
  'midnight-signals': { genre: 'electronic' },
  'golden-hour': { genre: 'pop' },
  'paper-oceans': { genre: 'pop' },
  'neon-desert': { genre: 'electronic' },
  'slow-rivers': { genre: 'world' },
  'static-hearts': { genre: 'electronic' },
  // Sold one by one too (commerce §7 one-time purchase): the album and each of its tracks.
  'northern-lights-live': { genre: 'classical', price: { amount: 6.99, currency: 'EUR' } },
  'concrete-dreams': { genre: 'hiphop' },
  'oud-and-echo': { genre: 'world' },
  'velvet-storm': { genre: 'pop' },
  'block-builder': { publisher: 'tiny-lion' },
  'sky-racer': { publisher: 'north-star-games' },
  'dungeon-depths': { publisher: 'north-star-games' },
  'word-garden': { publisher: 'tiny-lion' },
  'galaxy-defender': { publisher: 'pixel-forge' },
  'chess-masters': { publisher: 'pixel-forge' },
  'zombie-rush': { publisher: 'north-star-games' },
  'bubble-pop': { publisher: 'tiny-lion' },
};

// The artist comes from the album, so rows and header write it alike (in Arabic script where the album does).
// biome-ignore format: one album per line
const TRACKS: [album: string, rating: 0 | 10 | 20 | 30, titles: string[]][] = [
  ['midnight-signals', 0, ['Static Bloom', 'Afterglow Radio', 'Night Bus']],
  ['golden-hour', 0, ['Sun on the Stairs', 'Paper Kites', 'Late July']],
  ['paper-oceans', 0, ['Fold', 'Saltwater Letters', 'Harbour Lights']],
  ['neon-desert', 10, ['Mirage', 'Dune Runner', 'Cold Oasis']],
  ['slow-rivers', 0, ['Danube Morning', 'Stones', 'Home Again']],
  ['static-hearts', 20, ['Short Circuit', 'Feedback', 'Overload']],
  ['northern-lights-live', 0, ['Prelude in Ice', 'Polar Waltz', 'Finale']],
  ['concrete-dreams', 30, ['Block Party', 'Skyline', 'Outro']],
  ['oud-and-echo', 0, ['Desert Rose', 'Echo Valley', 'Lantern Song']],
  ['velvet-storm', 10, ['Thunder Silk', 'Rainmaker', 'Calm After']],
];

/** Albums whose tracks are sold one by one (commerce §7 one-time purchase). */
const TRACK_PRICES: Record<string, { amount: number; currency: string }> = {
  'northern-lights-live': { amount: 0.99, currency: 'EUR' },
};

const tracks = TRACKS.flatMap(([album, rating, titles]) =>
  childrenOf('track', album, rating, titles.map(same), subtitlesOf(DEMO_ITEMS, album)).map((track) => {
    const price = TRACK_PRICES[album];
    return price ? { ...track, props: { ...track.props, price } } : track;
  }),
);

// biome-ignore format: one item per line
const playlists = itemsOf('playlist', [
  ['focus-flow', 0, t('Focus Flow', 'تدفق التركيز', 'Concentration', 'Fokus-Flow', 'Concentración', 'Concentrare'), undefined, { tracks: ['midnight-signals-2', 'slow-rivers-1', 'northern-lights-live-1', 'oud-and-echo-2'] }],
  ['road-trip', 0, t('Road Trip', 'رحلة برية', 'Road trip', 'Roadtrip', 'Viaje por carretera', 'Drum lung'), undefined, { tracks: ['golden-hour-1', 'neon-desert-2', 'velvet-storm-1', 'paper-oceans-3'] }],
  ['late-night', 10, t('Late Night', 'آخر الليل', 'Tard dans la nuit', 'Spät in der Nacht', 'De madrugada', 'Noaptea târziu'), undefined, { tracks: ['midnight-signals-3', 'neon-desert-3', 'velvet-storm-3'] }],
]).map((playlist) => ({ ...playlist, subtitles: trackCount(playlist.props?.tracks?.length ?? 0) }));

// biome-ignore format: one item per line
const videos = itemsOf('video', [
  ['nora-vale-static-bloom-live', 0, t('Static Bloom (Live)', 'Static Bloom (مباشر)', 'Static Bloom (live)', 'Static Bloom (live)', 'Static Bloom (en directo)', 'Static Bloom (live)'), name('Nora Vale', 'نورا فيل'), { artist: 'nora-vale' }],
  ['the-lanterns-late-july', 0, t('Late July (Official Video)', 'Late July (الفيديو الرسمي)', 'Late July (clip officiel)', 'Late July (offizielles Video)', 'Late July (vídeo oficial)', 'Late July (videoclip oficial)'), name('The Lanterns'), { artist: 'the-lanterns' }],
  ['open-stage-reef', 0, t('Life on the Reef', 'الحياة على الشعاب', 'La Vie sur le récif', 'Leben am Riff', 'Vida en el arrecife', 'Viața pe recif'), G.documentary, { source: 'openstage' }],
  ['open-stage-peaks', 10, t('Seven Peaks', 'سبع قمم', 'Sept sommets', 'Sieben Gipfel', 'Siete cumbres', 'Șapte vârfuri'), G.documentary, { source: 'openstage' }],
]);

/** Demo's music around its albums, music and external-source videos. */
export const DEMO_MUSIC: SeedItem[] = [...tracks, ...playlists, ...videos];

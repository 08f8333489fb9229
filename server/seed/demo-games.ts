import { type CatalogueProps, GAME_ENGINES, type GameEngine } from '../src/db/schema/catalogue-props.ts';
import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import { DEMO_ITEMS } from './demo-catalogue.ts';
import { GENRES as G } from './genres.ts';
import { hashString } from './random.ts';
import type { SeedItem } from './seed-types.ts';
import { itemsOf, same, t } from './text.ts';

// biome-ignore format: one game per line
const games = itemsOf('game', [
  ['pixel-knights', 0, t('Pixel Knights', 'فرسان البكسل', 'Chevaliers pixel', 'Pixelritter', 'Caballeros píxel', 'Cavalerii pixel'), G.platformer, { publisher: 'blue-comet' }],
  ['neon-drift', 10, t('Neon Drift', 'انجراف النيون', 'Dérapage néon', 'Neon-Drift', 'Derrape de neón', 'Drift neon'), G.racing, { publisher: 'pixel-forge' }],
  ['star-colony', 0, t('Star Colony', 'مستعمرة النجوم', 'Colonie stellaire', 'Sternenkolonie', 'Colonia estelar', 'Colonia stelară'), G.simulation, { publisher: 'atelier-lune' }],
  ['castle-siege', 20, t('Castle Siege', 'حصار القلعة', 'Siège du château', 'Burgbelagerung', 'Asedio al castillo', 'Asediul castelului'), G.strategy, { publisher: 'north-star-games' }],
  ['farm-friends', 0, t('Farm Friends', 'أصدقاء المزرعة', 'Les Amis de la ferme', 'Bauernhoffreunde', 'Amigos de la granja', 'Prietenii de la fermă'), G.simulation, { publisher: 'tiny-lion' }],
  ['shadow-ninja', 30, t('Shadow Ninja', 'نينجا الظل', 'Ninja de l’ombre', 'Schattenninja', 'Ninja de las sombras', 'Ninja din umbră'), G.action, { publisher: 'dune-studios' }],
  ['solitaire-plus', 0, t('Solitaire Plus', 'سوليتير بلس', 'Solitaire Plus', 'Solitär Plus', 'Solitario Plus', 'Solitaire Plus'), G.cards, { publisher: 'tiny-lion' }],
  ['mahjong-garden', 0, t('Mahjong Garden', 'حديقة الماهجونغ', 'Jardin de mahjong', 'Mahjong-Garten', 'Jardín de mahjong', 'Grădina de mahjong'), G.puzzle, { publisher: 'atelier-lune' }],
  ['goal-rush', 0, t('Goal Rush', 'اندفاع الأهداف', 'Ruée vers le but', 'Torjagd', 'Carrera al gol', 'Goana după gol'), G.sports, { publisher: 'blue-comet' }],
  ['ocean-explorer', 0, t('Ocean Explorer', 'مستكشف المحيط', 'Explorateur des océans', 'Ozeanforscher', 'Explorador del océano', 'Exploratorul oceanului'), G.adventure, { publisher: 'atelier-lune' }],
  ['haunted-halls', 40, t('Haunted Halls', 'القاعات المسكونة', 'Couloirs hantés', 'Spukende Hallen', 'Pasillos embrujados', 'Holurile bântuite'), G.horror, { publisher: 'dune-studios' }],
  ['word-duel', 0, t('Word Duel', 'مبارزة الكلمات', 'Duel de mots', 'Wortduell', 'Duelo de palabras', 'Duel de cuvinte'), G.words, { publisher: 'tiny-lion' }],
  ['city-builder', 0, t('City Builder', 'باني المدن', 'Bâtisseur de villes', 'Städtebauer', 'Constructor de ciudades', 'Constructorul de orașe'), G.simulation, { publisher: 'north-star-games' }],
  ['space-miners', 10, t('Space Miners', 'عمال مناجم الفضاء', 'Mineurs de l’espace', 'Weltraumbergleute', 'Mineros espaciales', 'Minerii spațiali'), G.strategy, { publisher: 'pixel-forge' }],
  ['kart-mania', 0, t('Kart Mania', 'هوس الكارت', 'Kart Mania', 'Kart-Mania', 'Kart Manía', 'Kart Mania'), G.racing, { publisher: 'pixel-forge' }],
  ['mystic-quest', 20, t('Mystic Quest', 'المهمة الغامضة', 'Quête mystique', 'Mystische Suche', 'Búsqueda mística', 'Misiunea mistică'), G.rpg, { publisher: 'north-star-games' }],
  ['poker-night', 40, t('Poker Night', 'ليلة البوكر', 'Soirée poker', 'Pokerabend', 'Noche de póquer', 'Seară de poker'), G.cards, { publisher: 'dune-studios' }],
  ['jungle-jump', 0, t('Jungle Jump', 'قفزة الأدغال', 'Saut dans la jungle', 'Dschungelsprung', 'Salto en la jungla', 'Saltul din junglă'), G.platformer, { publisher: 'blue-comet' }],
  ['robot-wars', 20, t('Robot Wars', 'حرب الروبوتات', 'La Guerre des robots', 'Roboterkrieg', 'Guerra de robots', 'Războiul roboților'), G.action, { publisher: 'pixel-forge' }],
  ['daily-sudoku', 0, t('Daily Sudoku', 'سودوكو يومي', 'Sudoku du jour', 'Tägliches Sudoku', 'Sudoku diario', 'Sudoku zilnic'), G.puzzle, { publisher: 'atelier-lune' }],
  ['tennis-ace', 0, t('Tennis Ace', 'بطل التنس', 'As du tennis', 'Tennis-Ass', 'As del tenis', 'Asul tenisului'), G.sports, { publisher: 'blue-comet' }],
  ['dark-realms', 30, t('Dark Realms', 'العوالم المظلمة', 'Royaumes obscurs', 'Dunkle Reiche', 'Reinos oscuros', 'Tărâmuri întunecate'), G.rpg, { publisher: 'dune-studios' }],
  ['pet-salon', 0, t('Pet Salon', 'صالون الحيوانات الأليفة', 'Salon pour animaux', 'Tiersalon', 'Peluquería de mascotas', 'Salon pentru animale'), G.casual, { publisher: 'tiny-lion' }],
  ['train-tycoon', 10, t('Train Tycoon', 'قطب القطارات', 'Magnat du rail', 'Eisenbahnmagnat', 'Magnate del tren', 'Magnatul trenurilor'), G.simulation, { publisher: 'north-star-games' }],
]);

// biome-ignore format: one game per line
const arcade = itemsOf('arcade', [
  ['meteor-storm', 0, t('Meteor Storm', 'عاصفة النيازك', 'Tempête de météores', 'Meteoritensturm', 'Tormenta de meteoritos', 'Furtuna de meteoriți'), G.arcade, { publisher: 'pixel-forge' }],
  ['paddle-ball', 0, t('Paddle Ball', 'كرة المضرب', 'Balle et raquette', 'Paddelball', 'Pelota y pala', 'Mingea cu paletă'), G.arcade, { publisher: 'blue-comet' }],
  ['maze-muncher', 20, t('Maze Muncher', 'آكل المتاهة', 'Croqueur de labyrinthe', 'Labyrinthfresser', 'Comelaberintos', 'Devoratorul de labirint'), G.arcade, { publisher: 'tiny-lion' }],
  ['fruit-slicer', 10, t('Fruit Slicer', 'قاطع الفاكهة', 'Coupe-fruits', 'Obstschnitzer', 'Cortafrutas', 'Feliatorul de fructe'), G.casual, { publisher: 'atelier-lune' }],
  ['sky-hopper', 0, t('Sky Hopper', 'قافز السماء', 'Sauteur céleste', 'Himmelshüpfer', 'Saltador del cielo', 'Săritorul din cer'), G.platformer, { publisher: 'blue-comet' }],
  ['color-lines', 0, t('Color Lines', 'خطوط الألوان', 'Lignes de couleurs', 'Farblinien', 'Líneas de colores', 'Linii colorate'), G.puzzle, { publisher: 'tiny-lion' }],
  ['tank-battle', 30, t('Tank Battle', 'معركة الدبابات', 'Bataille de chars', 'Panzerschlacht', 'Batalla de tanques', 'Bătălia tancurilor'), G.action, { publisher: 'dune-studios' }],
]);

// biome-ignore format: one item per line
const publishers = itemsOf('publisher', [
  ['blue-comet', 0, same('Blue Comet Interactive')],
  ['atelier-lune', 0, same('Atelier Lune')],
  ['dune-studios', 0, same('Dune Studios')],
]);

const eur = (amount: number) => ({ amount, currency: 'EUR' });

/** Screenshots (3–5), a banner and a trailer or gameplay clip, as commerce §3 additionalArtworks. */
function artworks(slug: string, arcadeGame: boolean): NonNullable<CatalogueProps['additionalArtworks']> {
  const hash = hashString(slug);
  const shots = Array.from({ length: 3 + (hash % 3) }, (_, i) => ({
    artworkClass: 'SCREENSHOT' as const,
    group: 'screenshots',
    width: 1280,
    height: 720,
    variant: `screenshot-${i + 1}`,
  }));
  const clip = (artworkClass: 'VIDEO_TRAILER' | 'VIDEO_GAMEPLAY', variant: string) => ({
    artworkClass,
    group: 'videos',
    width: 640,
    height: 360,
    variant,
  });
  const videos = arcadeGame
    ? [clip('VIDEO_GAMEPLAY', 'arcade')]
    : [clip('VIDEO_TRAILER', 'trailer'), ...(hash % 2 === 0 ? [clip('VIDEO_GAMEPLAY', 'gameplay')] : [])];
  const banner = {
    artworkClass: 'BANNER' as const,
    group: 'banner',
    width: 1600,
    height: 400,
    variant: 'banner',
  };
  return [...shots, banner, ...videos];
}

/** Operating systems a downloadable game has builds for, as GET /device names them: phones, desktops or both. */
const PLATFORM_SETS: string[][] = [
  ['Android', 'iOS'],
  ['Windows'],
  ['Android'],
  ['Windows', 'macOS', 'Linux'],
  ['iOS'],
  ['Windows', 'macOS'],
  ['Android', 'iOS', 'Windows', 'macOS'],
];

/** Which demo engine a genre plays (server/games/{engine}); other genres spread by slug. */
const ENGINE_OF_GENRE: Record<string, GameEngine> = {
  Arcade: 'meteor',
  Action: 'meteor',
  Horror: 'meteor',
  Platformer: 'jumper',
  Adventure: 'jumper',
  'Role-playing': 'jumper',
  Puzzle: 'memory',
  'Card games': 'memory',
  'Word game': 'memory',
  Sports: 'breakout',
  Casual: 'breakout',
  Racing: 'snake',
  Simulation: 'snake',
  Strategy: 'snake',
};

/** Games whose name says which engine they are. */
const ENGINE_OF_SLUG: Record<string, GameEngine> = {
  'brick-breaker': 'breakout',
  'paddle-ball': 'breakout',
  'snake-classic': 'snake',
  'maze-muncher': 'snake',
  'tile-match': 'memory',
  'color-lines': 'memory',
  'sky-hopper': 'jumper',
};

/** The engine a game plays: its name's, its genre's, else one picked by its slug. */
export const engineOf = (item: SeedItem): GameEngine =>
  ENGINE_OF_SLUG[item.slug] ??
  ENGINE_OF_GENRE[item.subtitles?.en ?? ''] ??
  GAME_ENGINES[hashString(item.slug) % GAME_ENGINES.length] ??
  'meteor';

/**
 * How each game is played and sold, spread evenly: online in a frame (subscription), download to own
 * (priced), freemium (free to play, priced to own); arcade games play online in a frame.
 */
export function withGameProps(items: SeedItem[]): SeedItem[] {
  let n = 0;
  return items.map((item) => {
    if (item.kind !== 'game' && item.kind !== 'arcade') return item;
    const hash = hashString(item.slug);
    const price = eur([2.99, 4.99, 9.99, 14.99][hash % 4] ?? 4.99);
    const models: CatalogueProps[] = [
      { gameType: 'online', businessModel: 'SUBSCRIPTION', useGameFrame: n % 2 === 0 },
      {
        gameType: 'download',
        businessModel: 'DOWNLOAD_TO_OWN',
        price,
        platforms: PLATFORM_SETS[(hash >>> 4) % PLATFORM_SETS.length] ?? ['Android'],
      },
      { gameType: 'online', businessModel: 'DOWNLOAD_TO_OWN_FREEMIUM', useGameFrame: true, price },
    ];
    const model: CatalogueProps =
      item.kind === 'arcade'
        ? { gameType: 'online', businessModel: 'SUBSCRIPTION', useGameFrame: true }
        : (models[n++ % models.length] ?? {});
    const released = new Date(Date.UTC(2018 + (hash % 8), hash % 12, 1 + (hash % 28), 12)).toISOString();
    return {
      ...item,
      props: {
        ...model,
        gameEngine: engineOf(item),
        publishedAt: released,
        additionalArtworks: artworks(item.slug, item.kind === 'arcade'),
        ...item.props,
      },
    };
  });
}

/** A demo game's title in every language, by its English title. */
export function gameTitle(en: string): LocalizedText {
  const found = [...DEMO_ITEMS, ...games].find((item) => item.kind === 'game' && item.titles.en === en);
  if (!found) throw new Error(`demo seed: no game titled ${en}`);
  return found.titles;
}

/** A demo game's title in every language, by its slug (a tournament names its game by it). */
export function gameTitleOfSlug(slug: string): LocalizedText {
  const found = [...DEMO_ITEMS, ...games].find((item) => item.kind === 'game' && item.slug === slug);
  if (!found) throw new Error(`demo seed: no game ${slug}`);
  return found.titles;
}

/** Twenty-four more games, seven more arcade games and three more publishers. */
export const DEMO_GAMES: SeedItem[] = [...games, ...arcade, ...publishers];

import type { LocalizedText } from './localized-text.ts';

/** The demo's video files (server/seed/media/video/{asset}.mp4): every video title plays one of them. */
export const VIDEO_ASSETS = ['trailer', 'gameplay', 'arcade'] as const;
export type VideoAsset = (typeof VIDEO_ASSETS)[number];

/** The demo's HTML5 game engines (server/games/{engine}/): every game and arcade item plays one of them. */
export const GAME_ENGINES = ['meteor', 'breakout', 'snake', 'memory', 'jumper'] as const;
export type GameEngine = (typeof GAME_ENGINES)[number];

/**
 * Attributes of a catalogue item beyond title and rating. Links name the other item by slug
 * (slugs are unique per tenant and kind), so seed files and queries need no ids.
 */
export interface CatalogueProps {
  /** Genre or category slug (music-genre, video-category, game-genre, audiobook-genre, article-category). */
  genre?: string;
  artist?: string;
  author?: string;
  publisher?: string;
  /** Parent item: track → album, episode → podcast, chapter → audiobook, video → series (an episode), tournament news/video → tournament. */
  parent?: string;
  /** Order inside the parent (track number, episode, chapter), from 1. */
  position?: number;
  durationSec?: number;
  /** Playlist members (track slugs), in order. */
  tracks?: string[];
  /** Article: category and optional subcategory slugs; a subcategory names its category here too. */
  category?: string;
  subcategory?: string;
  premium?: boolean;
  /** Article category: which family lists it. */
  section?: 'articles' | 'news';
  /** App listing family (commerce §2 /apps/partner vs /apps/pd). */
  appType?: 'partner' | 'pd';
  partner?: string;
  /** Voucher: book and category slugs. */
  book?: string;
  /** External video source ({ex} of /video/{ex}/…). */
  source?: string;
  price?: { amount: number; currency: string };
  /** Plain-text body, paragraphs separated by a blank line (text pages, articles). */
  body?: LocalizedText;
  /** Text page: its portal path (/info/about, /services/x, /impressum …). */
  path?: string;
  startsAt?: string;
  endsAt?: string;

  /** Playable items (track, episode, chapter): name of the generated audio file in server/seed/media/audio (without extension). */
  audio?: string;
  /** Game: how it is consumed (commerce §3 prices[businessModel]; DOWNLOAD_TO_OWN_FREEMIUM is free to play for visitors). */
  businessModel?: 'DOWNLOAD_TO_OWN_FREEMIUM' | 'DOWNLOAD_TO_OWN' | 'SUBSCRIPTION' | 'FREE';
  /** Video: the demo file it plays (server/seed/media/video/{media}.mp4); FREE videos play clear, SUBSCRIPTION ones protected. */
  media?: VideoAsset;
  /** Game: online (plays in the browser), download, or cloud. Arcade items are kind 'arcade'. */
  gameType?: 'online' | 'download' | 'cloud';
  /** Game: whether the portal shows the game inside a frame (customProperties.useGameFrame). */
  useGameFrame?: boolean;
  /** Game and arcade: the HTML5 engine it plays (server/games/{gameEngine}/), online and in its download. */
  gameEngine?: GameEngine;
  /** Commerce §3 additionalArtworks; `variant` picks the generated picture (/media/artwork/{id}/{variant}.svg) or, for videos, the file in server/seed/media/video. */
  additionalArtworks?: {
    artworkClass: 'SCREENSHOT' | 'BANNER' | 'VIDEO_GAMEPLAY' | 'VIDEO_TRAILER';
    group?: string;
    width: number;
    height: number;
    variant: string;
  }[];
  /** Article/news body in markdown (commerce §9: cookie-span nesting limit 10 applies when rendering). */
  markdown?: LocalizedText;
  /** Publication or release date, ISO 8601. */
  publishedAt?: string;
  /** Vouchers: stock and discount (commerce §3 voucher cart item). */
  availableNo?: number;
  discountPercentage?: number;
  /** Subscription voucher: the slug of the subscription type its codes grant (one billing period, no renewal). */
  grantsType?: string;
  /** Tournament: game provider and team size. */
  provider?: string;
  teamSize?: number;
  /** Tournament: the slug of the game (kind game or arcade) it is played in; its sessions count for its challenges. */
  gameSlug?: string;
  /** Tournament: the score a play of its game must reach to count as a win (challenge steps of type win). */
  winScore?: number;

  /** Downloadable game: operating systems it has builds for, as GET /device names them ('Android', 'Windows' …); default ['Android']. */
  platforms?: string[];
  /** Video of a series (parent = series slug): its season, from 1; position is the episode number. */
  season?: number;
  /** Tournament: its challenges (commerce §3), ids unique per tenant; the TICKETS reward is the one shown. */
  challenges?: {
    id: string;
    titles: LocalizedText;
    chained: boolean;
    /** Each step counts events of one type (contract/challenges.ts) up to its target. */
    steps: {
      titles: LocalizedText;
      rewards: { currency: string; amount: number }[];
      event?: string;
      target?: number;
    }[];
  }[];
}

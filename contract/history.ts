import * as v from 'valibot';
import { StructureNodeSchema } from './structure.ts';

/** The endpoints are in libraryEndpoints (contract/library.ts); these are their types and rules. */

/** Commerce §3 play history and the history entries of the /history page. */
export const HISTORY_TYPES = ['PLAY', 'VIEW'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];
export const HistoryTypeSchema = v.picklist(HISTORY_TYPES, 'must be PLAY or VIEW');

export const CONTENT_TYPES = [
  'FULL_TRACK_MUSIC',
  'VIDEO',
  'PODCAST',
  'AUDIO_BOOK',
  'GAME',
  'ARTICLE',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const ContentTypeSchema = v.picklist(CONTENT_TYPES, `must be one of ${CONTENT_TYPES.join(', ')}`);

/** The content type of each kind that has a history; a body naming another one is refused. */
export const CONTENT_TYPE_OF_KIND: Readonly<Record<string, ContentType>> = {
  track: 'FULL_TRACK_MUSIC',
  album: 'FULL_TRACK_MUSIC',
  playlist: 'FULL_TRACK_MUSIC',
  artist: 'FULL_TRACK_MUSIC',
  video: 'VIDEO',
  series: 'VIDEO',
  'tournament-video': 'VIDEO',
  podcast: 'PODCAST',
  episode: 'PODCAST',
  audiobook: 'AUDIO_BOOK',
  chapter: 'AUDIO_BOOK',
  game: 'GAME',
  arcade: 'GAME',
  article: 'ARTICLE',
  'tournament-news': 'ARTICLE',
};

/** Kinds with a play position (PLAY): what the player plays. */
export const PLAYABLE_KINDS: readonly string[] = ['track', 'episode', 'chapter', 'video', 'tournament-video'];

/** A play position is in seconds, at most a day. */
export const MAX_PLAY_POSITION_SEC = 86_400;

export const PlayStateBodySchema = v.strictObject({
  userCurrentPlaying: v.pipe(
    v.number('must be a number of seconds'),
    v.minValue(0, 'must not be negative'),
    v.maxValue(MAX_PLAY_POSITION_SEC, `must be at most ${MAX_PLAY_POSITION_SEC} seconds`),
  ),
  contentType: ContentTypeSchema,
});

/** The saved play position of one item; 0 and updatedAt null when it was never played. */
export const PlayStateSchema = v.object({
  id: v.number(),
  userCurrentPlaying: v.number(),
  contentType: ContentTypeSchema,
  updatedAt: v.nullable(v.string()),
});
export type PlayState = v.InferOutput<typeof PlayStateSchema>;

export const HistoryEntrySchema = v.object({
  id: v.number(),
  type: HistoryTypeSchema,
  contentType: ContentTypeSchema,
  /** When it was last played or viewed, ISO 8601. */
  at: v.string(),
  /** PLAY entries: the saved position in seconds. */
  userCurrentPlaying: v.optional(v.number()),
  /**
   * PLAY entries of videos: the length of the media that plays (the demo files are seconds long, whatever the
   * catalogue says), so a position can be told apart as started, in progress or watched (continue watching).
   */
  durationSec: v.optional(v.number()),
  /** The item as a card. */
  node: StructureNodeSchema,
});
export type HistoryEntry = v.InferOutput<typeof HistoryEntrySchema>;

export const HistoryPageSchema = v.object({
  items: v.array(HistoryEntrySchema),
  total: v.number(),
  offset: v.number(),
  limit: v.number(),
});
export type HistoryPage = v.InferOutput<typeof HistoryPageSchema>;

export const ReadCountSchema = v.object({
  id: v.number(),
  count: v.number(),
  /** False when this read was already counted (same reader, same day) or the reader reads too fast. */
  counted: v.boolean(),
});

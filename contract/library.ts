import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import {
  ContentTypeSchema,
  HistoryEntrySchema,
  HistoryPageSchema,
  HistoryTypeSchema,
  PlayStateBodySchema,
  PlayStateSchema,
  ReadCountSchema,
} from './history.ts';
import { LIKE_TYPES } from './like-types.ts';
import { StructureNodeSchema, StructureQuerySchema, wholeNumber } from './structure.ts';
import { int32IdText, safeText } from './text.ts';

export { LIKE_TYPE_ITEMS, LIKE_TYPES, type LikeType, likeTypeOfKind } from './like-types.ts';

export const LikeTypeSchema = v.picklist(LIKE_TYPES, 'must be one of the like types');

/** Paging bounds of the library lists: an offset beyond this is a mistake, not a page anyone reaches. */
export const LIBRARY_MAX_OFFSET = 10_000;
export const LIBRARY_MAX_LIMIT = 100;
export const LIBRARY_PAGE_SIZE = 24;

/** Ids of catalogue items in paths: positive whole numbers (PostgreSQL integer range). */
export const ItemIdSchema = int32IdText('must be the id of an item');

/** A page of a library list, in the page language, within the rating bounds of the structure query (shell §6). */
export const LibraryListQuerySchema = v.strictObject({
  offset: v.optional(wholeNumber(0, LIBRARY_MAX_OFFSET), '0'),
  limit: v.optional(wholeNumber(1, LIBRARY_MAX_LIMIT), String(LIBRARY_PAGE_SIZE)),
  lang: StructureQuerySchema.entries.lang,
  minRating: StructureQuerySchema.entries.minRating,
  maxRating: StructureQuerySchema.entries.maxRating,
});
export type LibraryListQueryInput = v.InferInput<typeof LibraryListQuerySchema>;

const PageFields = { total: v.number(), offset: v.number(), limit: v.number() };

/** Liked items as cards (title, imageUrl, clickUrl, customProperties.id/kind), newest like first. */
export const LikedPageSchema = v.object({
  type: LikeTypeSchema,
  items: v.array(StructureNodeSchema),
  ...PageFields,
});
export type LikedPage = v.InferOutput<typeof LikedPageSchema>;

export const LikeStateSchema = v.object({ id: v.number(), type: LikeTypeSchema, liked: v.boolean() });
export type LikeState = v.InferOutput<typeof LikeStateSchema>;

/** Every item the user likes (any type), newest first — what the like buttons show — and how many per type. */
export const LikedIdsSchema = v.object({
  ids: v.array(v.number()),
  counts: v.array(v.object({ type: LikeTypeSchema, count: v.number() })),
});
export type LikedIds = v.InferOutput<typeof LikedIdsSchema>;
export const LIKED_IDS_MAX = 5000;

const likePath = v.object({ type: LikeTypeSchema, id: ItemIdSchema });
const historyPath = v.object({ type: HistoryTypeSchema, id: ItemIdSchema });
const playPath = v.object({ id: ItemIdSchema });

export const libraryEndpoints = defineEndpoints({
  /** Ids of everything the user likes (at most LIKED_IDS_MAX, newest first) and the count of each type. */
  likedIds: { method: 'GET', path: '/like', response: LikedIdsSchema },
  /** GET /like/playlists is this call with type playlists. */
  liked: {
    method: 'GET',
    path: '/like/:type',
    params: v.object({ type: LikeTypeSchema }),
    query: LibraryListQuerySchema,
    response: LikedPageSchema,
  },
  like: { method: 'POST', path: '/like/:type/:id', params: likePath, response: LikeStateSchema },
  unlike: { method: 'DELETE', path: '/like/:type/:id', params: likePath, response: LikeStateSchema },

  playState: { method: 'GET', path: '/user/history/PLAY/:id', params: playPath, response: PlayStateSchema },
  savePlayState: {
    method: 'PUT',
    path: '/user/history/PLAY/:id',
    params: playPath,
    body: PlayStateBodySchema,
    response: PlayStateSchema,
  },
  /** Forgets the position and the PLAY entry of the item. */
  deletePlayState: {
    method: 'DELETE',
    path: '/user/history/PLAY/:id',
    params: playPath,
    response: v.object({ id: v.number(), deleted: v.boolean() }),
  },
  addHistory: {
    method: 'POST',
    path: '/user/history/:type/:id',
    params: historyPath,
    query: v.strictObject({ lang: StructureQuerySchema.entries.lang }),
    body: v.strictObject({ contentType: ContentTypeSchema }),
    response: HistoryEntrySchema,
  },
  deleteHistory: {
    method: 'DELETE',
    path: '/user/history/:type/:id',
    params: historyPath,
    response: v.object({ id: v.number(), deleted: v.boolean() }),
  },
  /** The /history page: every entry, newest first. */
  history: {
    method: 'GET',
    path: '/user/history',
    query: LibraryListQuerySchema,
    response: HistoryPageSchema,
  },
  clearHistory: { method: 'DELETE', path: '/user/history', response: v.object({ deleted: v.number() }) },

  /** Commerce §7: counts a read of an article (once per reader and day) and answers the count. */
  countRead: {
    method: 'GET',
    path: '/concon/countread',
    query: v.strictObject({
      id: ItemIdSchema,
      category: v.optional(
        v.pipe(v.string(), safeText(), v.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be a category slug')),
      ),
    }),
    response: ReadCountSchema,
  },
});

import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { clipQuery } from './search-query.ts';

export { clipQuery, SEARCH_MAX_QUERY } from './search-query.ts';

import { StructureNodeSchema, StructureQuerySchema, wholeNumber } from './structure.ts';
import { safeText } from './text.ts';

/** The catalogue kinds search looks in: items with a page of their own. */
export const SEARCH_KINDS = [
  'artist',
  'album',
  'track',
  'playlist',
  'video',
  'series',
  'podcast',
  'episode',
  'audiobook',
  'author',
  'game',
  'arcade',
  'article',
  'app',
  'product',
  'voucher',
  'tournament',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_MAX_OFFSET = 1000;

/**
 * GET /search. `q` is required; a blank q (or one without letters or digits) answers no groups, a long
 * one is clipped. kinds: comma-separated SEARCH_KINDS (default all). limit/offset page inside each kind.
 */
export const SearchQuerySchema = v.strictObject({
  q: v.pipe(v.string('is required'), safeText(), v.transform(clipQuery)),
  kinds: v.optional(
    v.pipe(
      v.string(),
      safeText(),
      v.transform((s) => s.split(',').map((k) => k.trim())),
      v.array(v.picklist(SEARCH_KINDS, `must be a comma-separated list of ${SEARCH_KINDS.join(', ')}`)),
      v.minLength(1),
      v.maxLength(SEARCH_KINDS.length),
    ),
  ),
  limit: v.optional(wholeNumber(1, SEARCH_MAX_LIMIT), String(SEARCH_PAGE_SIZE)),
  offset: v.optional(wholeNumber(0, SEARCH_MAX_OFFSET), '0'),
  lang: StructureQuerySchema.entries.lang,
  minRating: StructureQuerySchema.entries.minRating,
  maxRating: StructureQuerySchema.entries.maxRating,
});
export type SearchQueryInput = v.InferInput<typeof SearchQuerySchema>;

export const SearchGroupSchema = v.object({
  kind: v.picklist(SEARCH_KINDS),
  /** Matches of this kind in all. */
  total: v.number(),
  offset: v.number(),
  /** Cards (title, imageUrl, clickUrl, customProperties.id/kind), best match first. */
  items: v.array(StructureNodeSchema),
});
export type SearchGroup = v.InferOutput<typeof SearchGroupSchema>;

export const SearchResultSchema = v.object({
  /** The query as searched (clipped). */
  query: v.string(),
  /** Matches over every kind. */
  total: v.number(),
  /** Kinds with matches, the kind of the best match first. */
  groups: v.array(SearchGroupSchema),
});
export type SearchResult = v.InferOutput<typeof SearchResultSchema>;

export const searchEndpoints = defineEndpoints({
  search: { method: 'GET', path: '/search', query: SearchQuerySchema, response: SearchResultSchema },
});

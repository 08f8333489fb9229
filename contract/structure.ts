import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { LocaleCodeSchema } from './locales.ts';
import { int32IdDigits, safeText } from './text.ts';

/**
 * Shell §3 content structure node. `name` is the node's kind and picks its renderer
 * (page, hero, rail, grid, card, text …); unknown kinds render their substructure.
 */
export interface StructureNode {
  name: string;
  data?: {
    params?: { query?: Record<string, string> };
    clickUrl?: string;
    customProperties?: Record<string, unknown>;
    imageUrl?: string;
    title?: string;
    subTitle?: string;
    entries?: unknown[];
  };
  substructure?: StructureNode[];
}

export const StructureNodeSchema: v.GenericSchema<StructureNode> = v.object({
  name: v.string(),
  data: v.optional(
    v.object({
      params: v.optional(v.object({ query: v.optional(v.record(v.string(), v.string())) })),
      clickUrl: v.optional(v.string()),
      customProperties: v.optional(v.record(v.string(), v.unknown())),
      imageUrl: v.optional(v.string()),
      title: v.optional(v.string()),
      subTitle: v.optional(v.string()),
      entries: v.optional(v.array(v.unknown())),
    }),
  ),
  substructure: v.optional(v.array(v.lazy(() => StructureNodeSchema))),
});

const BoolString = v.pipe(
  v.picklist(['true', 'false'], 'must be true or false'),
  v.transform((s) => s === 'true'),
);
const Rating = v.pipe(
  v.string(),
  safeText(),
  v.regex(/^\d{1,3}$/, 'must be a whole number from 0 to 100'),
  v.transform(Number),
  v.maxValue(100, 'must be a whole number from 0 to 100'),
);

/** Paging bounds: an offset beyond this is a mistake, not a page anyone scrolls to. */
export const MAX_OFFSET = 10_000;
export const MAX_LIMIT = 100;
/** A whole number from min to max, as query strings carry it (paging of every list endpoint). */
export const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return v.pipe(
    v.string(),
    safeText(),
    v.regex(/^\d{1,6}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
};
/**
 * Shell §7 structure query; values arrive as strings. Defaults (§9): minRating 0, preLive true, omitCache false.
 * Paging: lastId (keyset: items after that id) or offset (skip n), not both; limit overrides a list's page size.
 */
export const StructureQuerySchema = v.strictObject({
  forceTimeout: v.optional(BoolString),
  omitCache: v.optional(BoolString, 'false'),
  preLive: v.optional(BoolString, 'true'),
  minRating: v.optional(Rating, '0'),
  maxRating: v.optional(Rating),
  deviceId: v.optional(int32IdDigits('must be a device id')),
  lastId: v.optional(v.pipe(v.string(), safeText(), v.maxLength(64))),
  lang: v.optional(LocaleCodeSchema),
  isDesktop: v.optional(BoolString),
  os: v.optional(v.pipe(v.string(), safeText(), v.maxLength(40))),
  offset: v.optional(wholeNumber(0, MAX_OFFSET)),
  limit: v.optional(wholeNumber(1, MAX_LIMIT)),
});
export type StructureQueryInput = v.InferInput<typeof StructureQuerySchema>;
export type StructureQuery = v.InferOutput<typeof StructureQuerySchema>;

export const StructureNameSchema = v.pipe(
  v.string(),
  safeText(),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9_.~-]{0,199}$/, 'is not a structure name'),
);

export const structureEndpoints = defineEndpoints({
  structure: {
    method: 'GET',
    path: '/structure/:name',
    params: v.object({ name: StructureNameSchema }),
    query: StructureQuerySchema,
    response: StructureNodeSchema,
  },
  fragment: {
    method: 'GET',
    path: '/structure/:name/fragment/:id',
    params: v.object({ name: StructureNameSchema, id: StructureNameSchema }),
    query: StructureQuerySchema,
    response: StructureNodeSchema,
  },
});

/**
 * Structure fragments that are not pages (commerce §7), answered at GET /structure/{name}/fragment/{id}:
 *   get-articles/{categoryId}?offset=&limit=  the articles of a category, 10 a page by default
 *   get-article-details/{id}                  one item's detail node (games: artworks, prices …)
 *   get-challenge-by-id/{id}                  a tournament challenge with its steps and rewards
 */
export const FRAGMENTS = {
  articles: 'get-articles',
  articleDetails: 'get-article-details',
  challenge: 'get-challenge-by-id',
} as const;

/** Commerce §7: get-articles pages 10 at a time. */
export const ARTICLES_PAGE_SIZE = 10;

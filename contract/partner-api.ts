import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { HistoryTypeSchema } from './history.ts';
import { LIBRARY_MAX_OFFSET, LikeTypeSchema } from './library.ts';
import { StructureQuerySchema, wholeNumber } from './structure.ts';

/**
 * Shell §2 partner API: what an app's access token reads besides the profile (/oauth/userinfo), one
 * call per consent scope — library:read (what the user owns), favourites:read (what they liked),
 * history:read (what they played and viewed). Each answers the token's user in the token's tenant,
 * newest first, a page at a time, with public fields only: the item ids are the portal's own (its
 * URLs carry them), nothing names a user, a tenant or a row of another table.
 */

export const PARTNER_PAGE_SIZE = 20;
export const PARTNER_PAGE_MAX = 100;

/** offset/limit paging: offset at most LIBRARY_MAX_OFFSET, limit 1–100 (default 20); titles in `lang`. */
const PageQuery = {
  offset: v.optional(wholeNumber(0, LIBRARY_MAX_OFFSET), '0'),
  limit: v.optional(wholeNumber(1, PARTNER_PAGE_MAX), String(PARTNER_PAGE_SIZE)),
  lang: StructureQuerySchema.entries.lang,
};

/** An item as a partner sees it. */
const ItemFields = {
  /** The catalogue item's id, as in the portal's URLs. */
  id: v.number(),
  /** Its catalogue kind: track, album, video, episode, audiobook, game … */
  kind: v.string(),
  title: v.string(),
  imageUrl: v.string(),
  /** Its page on the portal (absolute), when it has one. */
  url: v.optional(v.string()),
};

const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({
    items: v.array(item),
    total: v.number(),
    offset: v.number(),
    limit: v.number(),
    /** The offset of the next page, null on the last one. */
    nextOffset: v.nullable(v.number()),
  });

export const PartnerLibraryItemSchema = v.object({ ...ItemFields, acquiredAt: v.string() });
export const PartnerFavouriteSchema = v.object({ ...ItemFields, likedAt: v.string() });
export const PartnerHistoryEntrySchema = v.object({
  ...ItemFields,
  type: HistoryTypeSchema,
  /** When it was last played (PLAY) or viewed (VIEW), ISO 8601. */
  at: v.string(),
  /** PLAY entries: the saved position in seconds. */
  positionSec: v.optional(v.number()),
});
export type PartnerLibraryItem = v.InferOutput<typeof PartnerLibraryItemSchema>;
export type PartnerFavourite = v.InferOutput<typeof PartnerFavouriteSchema>;
export type PartnerHistoryEntry = v.InferOutput<typeof PartnerHistoryEntrySchema>;

export interface PartnerPage<T> {
  items: T[];
  total: number;
  offset: number;
  limit: number;
  nextOffset: number | null;
}

export const partnerApiEndpoints = defineEndpoints({
  /** library:read: the items the user owns (bought, credited, given), newest first. */
  library: {
    method: 'GET',
    path: '/oauth/api/library',
    query: v.strictObject(PageQuery),
    response: pageOf(PartnerLibraryItemSchema),
  },
  /** favourites:read: the items the user liked, newest like first; `type` narrows to one like type. */
  favourites: {
    method: 'GET',
    path: '/oauth/api/favourites',
    query: v.strictObject({ ...PageQuery, type: v.optional(LikeTypeSchema) }),
    response: pageOf(PartnerFavouriteSchema),
  },
  /** history:read: what the user played and viewed, newest first, PLAY entries with their position. */
  history: {
    method: 'GET',
    path: '/oauth/api/history',
    query: v.strictObject(PageQuery),
    response: pageOf(PartnerHistoryEntrySchema),
  },
});

import * as v from 'valibot';
import { LIKE_TYPES } from '#contract/like-types.ts';

/** /favorites?type=: the open tab; an unknown value opens the first tab instead of failing. */
export const FavoritesParamsSchema = v.object({
  type: v.fallback(v.optional(v.picklist(LIKE_TYPES)), undefined),
});

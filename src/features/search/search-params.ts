import * as v from 'valibot';
import { clipQuery } from '#contract/search-query.ts';

/** /search?q=: the typed query; an overlong one is clipped like the server clips it. */
export const SearchPageParamsSchema = v.object({
  q: v.optional(v.pipe(v.string(), v.transform(clipQuery))),
});

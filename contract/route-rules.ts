import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { safeText } from './text.ts';

/**
 * Shell §4 step 6: route rules looked up by path. The spec does not show the call; ours is
 * GET /route-rules?path=/the/path (path without locale prefix). A rule either redirects inside
 * the portal (`to` is an app path, followed in-app under the current locale) or outside (`to`
 * is an absolute http(s) URL of another origin: full page navigation).
 */
export const RouteRuleSchema = v.object({
  redirect: v.nullable(
    v.object({
      to: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
      external: v.boolean(),
      permanent: v.boolean(),
    }),
  ),
});
export type RouteRule = v.InferOutput<typeof RouteRuleSchema>;

export const RouteRuleQuerySchema = v.strictObject({
  path: v.pipe(v.string(), safeText(), v.startsWith('/', 'must start with /'), v.maxLength(2048)),
});

export const routeRuleEndpoints = defineEndpoints({
  lookup: { method: 'GET', path: '/route-rules', query: RouteRuleQuerySchema, response: RouteRuleSchema },
});

import { queryOptions } from '@tanstack/react-query';
import { type RouteRule, routeRuleEndpoints } from '#contract/route-rules.ts';
import type { QueryScope } from '#lib/query-scope.ts';

/** Rules change rarely; caching by path keeps navigation from asking on every click. */
const ROUTE_RULE_STALE_MS = 10 * 60 * 1000;
/**
 * A page waits at most this long for its rule: a slow or hanging connection goes on without one (the service worker
 * answers a path looked up before from its cache well within it).
 */
export const ROUTE_RULE_DEADLINE_MS = 1500;

/** Route rules are per tenant, not per language: the path has no locale prefix. */
export const routeRuleQuery = (scope: Pick<QueryScope, 'api' | 'tenant'>, path: string) =>
  queryOptions({
    queryKey: [scope.tenant.name, 'route-rule', path] as const,
    queryFn: ({ signal }) =>
      scope.api.call(routeRuleEndpoints.lookup, {
        query: { path },
        signal,
        timeoutMs: ROUTE_RULE_DEADLINE_MS,
      }),
    staleTime: ROUTE_RULE_STALE_MS,
  });

/** A failed lookup (offline, server error) never blocks the page: it simply has no rule. */
export function lookupRouteRule(fetchRule: () => Promise<RouteRule>): Promise<RouteRule['redirect']> {
  return fetchRule().then(
    (rule) => rule.redirect,
    (error: unknown) => {
      console.warn('Route rules lookup failed; continuing without a rule', error);
      return null;
    },
  );
}

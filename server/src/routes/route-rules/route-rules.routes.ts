import { Hono } from 'hono';
import { routeRuleEndpoints } from '../../../../contract/route-rules.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { lookupRouteRule } from './route-rules.service.ts';

/** GET /route-rules?path=… (contract/route-rules.ts): the middleware's redirect decision. */
export function routeRuleRoutes(db: Db): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  serveEndpoint(router, routeRuleEndpoints.lookup, [], async (c, { query: { path } }) => {
    // Rules change rarely; a short shared cache keeps every navigation from reaching the database.
    c.header('cache-control', 'public, max-age=60');
    c.header('vary', 'x-tenant-id');
    return lookupRouteRule(db, c.get('tenant').name, path);
  });
  return router;
}

import { Hono } from 'hono';
import { routeRuleEndpoints } from '../../../../contract/route-rules.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { parseInput } from '../../http/validate.ts';
import { lookupRouteRule } from './route-rules.service.ts';

/** GET /route-rules?path=… (contract/route-rules.ts): the middleware's redirect decision. */
export function routeRuleRoutes(db: Db): Hono<AppEnv> {
  return new Hono<AppEnv>().get(routeRuleEndpoints.lookup.path, async (c) => {
    const { path } = parseInput(routeRuleEndpoints.lookup.query, c.req.query(), 'query');
    // Rules change rarely; a short shared cache keeps every navigation from reaching the database.
    c.header('cache-control', 'public, max-age=60');
    c.header('vary', 'x-tenant-id');
    return c.json(await lookupRouteRule(db, c.get('tenant').name, path));
  });
}

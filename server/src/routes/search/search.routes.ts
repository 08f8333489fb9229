import { Hono } from 'hono';
import { searchEndpoints } from '../../../../contract/search.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { parseInput } from '../../http/validate.ts';
import { search } from './search.service.ts';

/** GET /search?q=&kinds=&limit=&offset=&lang=&minRating=&maxRating= (contract/search.ts). */
export function searchRoutes(db: Db): Hono<AppEnv> {
  return new Hono<AppEnv>().get(searchEndpoints.search.path, async (c) => {
    const query = parseInput(searchEndpoints.search.query, c.req.query(), 'query');
    const result = await search(db, { tenant: c.get('tenant'), origin: requestOrigin(c.req.url), query });
    // The catalogue changes rarely, but answers depend on it: revalidate, never serve stale.
    c.header('cache-control', 'no-cache');
    return c.json(result);
  });
}

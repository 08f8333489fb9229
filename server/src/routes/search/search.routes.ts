import { Hono } from 'hono';
import { searchEndpoints } from '../../../../contract/search.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { parentalLimit as parentalLimitOf } from '../parental/parental-limit.ts';
import { search } from './search.service.ts';

/** GET /search?q=&kinds=&limit=&offset=&lang=&minRating=&maxRating= (contract/search.ts). */
export function searchRoutes(db: Db): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  serveEndpoint(router, searchEndpoints.search, [], async (c, { query }) => {
    const parentalLimit = await parentalLimitOf(db, c);
    const result = await search(db, {
      tenant: c.get('tenant'),
      origin: requestOrigin(c.req.url),
      query,
      ...(parentalLimit === undefined ? {} : { parentalLimit }),
    });
    // The catalogue changes rarely, but answers depend on it: revalidate, never serve stale.
    c.header('cache-control', parentalLimit === undefined ? 'no-cache' : 'private, no-store');
    return result;
  });
  return router;
}

import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { ProblemError } from '../../http/problem.ts';
import { requestHostname } from '../../http/request-origin.ts';
import { findTenantForHost } from '../tenant/tenant.service.ts';
import { artworkSvg } from './artwork-svg.ts';

const FILE = /^(\d{1,9})\.svg$/;

/** GET /media/artwork/{id}.svg: generated cover art; <img> sends no tenant header, so Host picks the tenant. */
export function artworkRoutes(db: Db, defaultTenant: string): Hono {
  return new Hono().get('/media/artwork/:file', async (c) => {
    const id = FILE.exec(c.req.param('file'))?.[1];
    const tenant = await findTenantForHost(db, requestHostname(c.req.url), defaultTenant);
    const [item] = id
      ? await db
          .select({ titles: catalogueItems.titles, hue: catalogueItems.artHue, seed: catalogueItems.artSeed })
          .from(catalogueItems)
          .where(and(eq(catalogueItems.tenantName, tenant.name), eq(catalogueItems.id, Number(id))))
      : [];
    if (!item)
      throw new ProblemError({ status: 404, code: 'ARTWORK_NOT_FOUND', detail: 'There is no such artwork.' });
    const svg = artworkSvg({ title: item.titles.en, hue: item.hue, seed: item.seed });
    const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
    // Art only changes with its title; a week fresh, then revalidated cheaply by ETag.
    const headers = {
      'cache-control': 'public, max-age=604800, stale-while-revalidate=2592000',
      etag,
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(svg, 200, { ...headers, 'content-type': 'image/svg+xml; charset=utf-8' });
  });
}

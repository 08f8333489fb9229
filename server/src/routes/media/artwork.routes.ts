import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { ProblemError } from '../../http/problem.ts';
import { requestHostname } from '../../http/request-origin.ts';
import { findTenantForHost } from '../tenant/tenant.service.ts';
import { artworkSvg } from './artwork-svg.ts';
import { avatarSvg } from './avatar-svg.ts';

const FILE = /^(\d{1,9})\.svg$/;
const AVATAR_FILE = /^([a-z0-9-]{1,40})\.svg$/;

// Generated art changes only with the code; a week fresh, then revalidated cheaply by ETag.
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=2592000';

/**
 * GET /media/artwork/{id}.svg: generated cover art; <img> sends no tenant header, so Host picks the
 * tenant. GET /media/avatar/{id}.svg: the avatar list's pictures.
 */
export function artworkRoutes(db: Db, defaultTenant: string): Hono {
  return (
    new Hono()
      .get('/media/artwork/:file', async (c) => {
        const id = FILE.exec(c.req.param('file'))?.[1];
        const tenant = await findTenantForHost(db, requestHostname(c.req.url), defaultTenant);
        const [item] = id
          ? await db
              .select({
                titles: catalogueItems.titles,
                hue: catalogueItems.artHue,
                seed: catalogueItems.artSeed,
              })
              .from(catalogueItems)
              .where(and(eq(catalogueItems.tenantName, tenant.name), eq(catalogueItems.id, Number(id))))
          : [];
        if (!item)
          throw new ProblemError({
            status: 404,
            code: 'ARTWORK_NOT_FOUND',
            detail: 'There is no such artwork.',
          });
        return svgAnswer(c, artworkSvg({ title: item.titles.en, hue: item.hue, seed: item.seed }));
      })
      // The configuration's avatar list (commerce §3): the same drawings for every tenant.
      .get('/media/avatar/:file', (c) => {
        const id = AVATAR_FILE.exec(c.req.param('file'))?.[1];
        const svg = id ? avatarSvg(id) : undefined;
        if (!svg)
          throw new ProblemError({
            status: 404,
            code: 'AVATAR_NOT_FOUND',
            detail: 'There is no such avatar.',
          });
        return svgAnswer(c, svg);
      })
  );
}

/** An SVG with an ETag; a matching If-None-Match is answered 304. */
function svgAnswer(c: Context, svg: string): Response {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  const headers = { 'cache-control': CACHE_CONTROL, etag };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(svg, 200, { ...headers, 'content-type': 'image/svg+xml; charset=utf-8' });
}

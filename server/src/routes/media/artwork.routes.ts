import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { ARTWORK_PREVIEW, ARTWORK_SQUARE_SIZES } from '../../../../contract/artwork.ts';
import { ItemIdSchema } from '../../../../contract/library.ts';
import type { Db } from '../../db/client.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { ProblemError } from '../../http/problem.ts';
import { noneMatch } from '../../http/ranged-file.ts';
import { requestHostname } from '../../http/request-origin.ts';
import { parseInput } from '../../http/validate.ts';
import { findTenantForHost } from '../tenant/tenant.service.ts';
import { pngRenderer, type RenderedPng } from './artwork-png.ts';
import { artworkSvg } from './artwork-svg.ts';
import { type AdditionalArtwork, artworkVariantSvg } from './artwork-variant-svg.ts';
import { avatarSvg } from './avatar-svg.ts';

const FILE = /^(\d{1,9})\.svg$/;
const AVATAR_FILE = /^([a-z0-9-]{1,40})\.svg$/;
const ITEM_ID = /^\d{1,9}$/;
const VARIANT_FILE = /^([a-z0-9]+(?:-[a-z0-9]+){0,5})\.svg$/;
const PreviewParamsSchema = v.object({ id: ItemIdSchema });
const SQUARE_FILE = /^(\d{2,3})\.png$/;

// Generated art changes only with the code; a week fresh, then revalidated cheaply by ETag.
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=2592000';

const artworkNotFound = () =>
  new ProblemError({ status: 404, code: 'ARTWORK_NOT_FOUND', detail: 'There is no such artwork.' });

/** The item of the Host's tenant with this id, or a 404; its artworks list only when asked (cover art is hot). */
async function tenantItem(
  db: Db,
  url: string,
  defaultTenant: string,
  id: string | undefined,
  artworks = false,
) {
  const tenant = await findTenantForHost(db, requestHostname(url), defaultTenant);
  const [item] = id
    ? await db
        .select({
          titles: catalogueItems.titles,
          hue: catalogueItems.artHue,
          seed: catalogueItems.artSeed,
          artworks: artworks
            ? sql<AdditionalArtwork[] | null>`${catalogueItems.props}->'additionalArtworks'`
            : sql<null>`null`,
        })
        .from(catalogueItems)
        .where(and(eq(catalogueItems.tenantName, tenant.name), eq(catalogueItems.id, Number(id))))
    : [];
  if (!item) throw artworkNotFound();
  return item;
}

/**
 * GET /media/artwork/{id}.svg: generated cover art; <img> sends no tenant header, so Host picks the
 * tenant. GET /media/artwork/{id}.png: the same art as a link preview (contract/artwork.ts).
 * GET /media/artwork/{id}/{variant}.svg: one of the item's additionalArtworks, drawn at its
 * size. GET /media/avatar/{id}.svg: the avatar list's pictures.
 */
export function artworkRoutes(db: Db, defaultTenant: string): Hono {
  const png = pngRenderer();
  return (
    new Hono()
      // Before the SVG route, which would take {id}.png as a file it does not know.
      .get('/media/artwork/:file{[^/]+\\.png}', async (c) => {
        const { id } = parseInput(PreviewParamsSchema, { id: c.req.param('file').slice(0, -4) }, 'path');
        const item = await tenantItem(db, c.req.url, defaultTenant, String(id));
        const svg = artworkSvg({
          title: item.titles.en,
          hue: item.hue,
          seed: item.seed,
          frame: ARTWORK_PREVIEW,
        });
        return pngAnswer(c, await png.render(svg));
      })
      .get('/media/artwork/:file', async (c) => {
        const id = FILE.exec(c.req.param('file'))?.[1];
        const item = await tenantItem(db, c.req.url, defaultTenant, id);
        return svgAnswer(c, artworkSvg({ title: item.titles.en, hue: item.hue, seed: item.seed }));
      })
      // Square PNGs for the Media Session (many lock screens show no SVG), in the sizes it is offered.
      .get('/media/artwork/:id/:file{\\d{2,3}\\.png}', async (c) => {
        const size = Number(SQUARE_FILE.exec(c.req.param('file'))?.[1]);
        if (!(ARTWORK_SQUARE_SIZES as readonly number[]).includes(size)) throw artworkNotFound();
        const { id } = parseInput(PreviewParamsSchema, { id: c.req.param('id') }, 'path');
        const item = await tenantItem(db, c.req.url, defaultTenant, String(id));
        const svg = artworkSvg({
          title: item.titles.en,
          hue: item.hue,
          seed: item.seed,
          frame: { width: size, height: size },
        });
        return pngAnswer(c, await png.render(svg));
      })
      .get('/media/artwork/:id/:file', async (c) => {
        const id = c.req.param('id');
        const variant = VARIANT_FILE.exec(c.req.param('file'))?.[1];
        const item = await tenantItem(db, c.req.url, defaultTenant, ITEM_ID.test(id) ? id : undefined, true);
        const artwork = variant && item.artworks?.find((a) => a.variant === variant);
        if (!artwork) throw artworkNotFound();
        return svgAnswer(
          c,
          artworkVariantSvg({ title: item.titles.en, hue: item.hue, seed: item.seed, artwork }),
        );
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

/** A PNG with its strong ETag; a matching If-None-Match is answered 304. */
function pngAnswer(c: Context, png: RenderedPng): Response {
  const headers = { 'cache-control': CACHE_CONTROL, etag: png.etag };
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && noneMatch(ifNoneMatch, png.etag)) return c.body(null, 304, headers);
  return c.body(png.body, 200, { ...headers, 'content-type': ARTWORK_PREVIEW.type });
}

/** An SVG with an ETag; a matching If-None-Match is answered 304. */
function svgAnswer(c: Context, svg: string): Response {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  const headers = { 'cache-control': CACHE_CONTROL, etag };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(svg, 200, { ...headers, 'content-type': 'image/svg+xml; charset=utf-8' });
}

import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { isLocaleCode, type LocaleCode } from '../../../../contract/locales.ts';
import type { Db } from '../../db/client.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';
import { noneMatch } from '../../http/ranged-file.ts';
import { requestHostname } from '../../http/request-origin.ts';
import { loadTenantTexts } from '../i18n/i18n.service.ts';
import { pngRenderer } from '../media/artwork-png.ts';
import { findTenantForHost } from '../tenant/tenant.service.ts';
import {
  accentColour,
  buildManifest,
  ICON_FILES,
  IconCache,
  type IconFile,
  themeColour,
} from './manifest.service.ts';
import { SHORTCUT_GLYPHS, type ShortcutName, screenshotSvg, shortcutIconSvg } from './manifest-art.ts';

// Icons may be re-drawn when a tenant changes colour, so they are cached for a day, not forever.
const ICON_CACHE = 'public, max-age=86400';

const isIconFile = (file: string): file is IconFile => Object.hasOwn(ICON_FILES, file);
const DRAWN_FILE = /^(?:shortcut-(search|downloads|favourites)|screenshot-(narrow|wide))\.png$/;

const etagOf = (body: string | Uint8Array) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** 304 when the client holds this version, else the body; the ETag makes a revalidation cheap. */
function answer(
  c: Context,
  body: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string>,
): Response {
  const etag = etagOf(body);
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && noneMatch(ifNoneMatch, etag)) return c.body(null, 304, { ...headers, etag });
  return c.body(body, 200, { ...headers, etag });
}

/** ?lang= picks the language; without it, the tenant's default. */
function manifestLang(c: Context, tenant: TenantRow): LocaleCode {
  const lang = c.req.query('lang');
  if (lang === undefined) return tenant.defaultLocale as LocaleCode;
  if (isLocaleCode(lang)) return lang;
  throw new ProblemError({
    status: 400,
    code: 'UNKNOWN_LANGUAGE',
    detail: 'lang must be one of the portal languages.',
    errors: [{ path: 'lang', message: 'Unknown language' }],
  });
}

/**
 * Per-tenant, per-language web app manifest and its pictures, chosen by Host like /api/envFile. The manifest's
 * address carries the language (?lang=) and its host the tenant, so each variant has its own cache entry.
 */
export function manifestRoutes(db: Db, defaultTenant: string): Hono {
  const icons = new IconCache();
  const drawings = pngRenderer({ maxEntries: 64, maxBytes: 8 * 1024 * 1024, concurrency: 1 });
  const tenantOf = (url: string): Promise<TenantRow> =>
    findTenantForHost(db, requestHostname(url), defaultTenant);

  return new Hono()
    .get('/manifest.webmanifest', async (c) => {
      const tenant = await tenantOf(c.req.url);
      const lang = manifestLang(c, tenant);
      const texts = await loadTenantTexts(db, tenant.name, lang);
      return answer(c, JSON.stringify(buildManifest(tenant, lang, texts)), {
        'content-type': 'application/manifest+json; charset=utf-8',
        'cache-control': 'no-cache',
      });
    })
    .get('/icons/favicon.svg', async (c) => {
      const svg = icons.favicon(await tenantOf(c.req.url));
      return c.body(svg, 200, {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': ICON_CACHE,
      });
    })
    .get('/icons/:file', async (c, next) => {
      const file = c.req.param('file');
      const drawn = DRAWN_FILE.exec(file);
      // Other files under /icons/ belong to the built portal.
      if (!isIconFile(file) && !drawn) return next();
      const tenant = await tenantOf(c.req.url);
      const headers = { 'content-type': 'image/png', 'cache-control': ICON_CACHE };
      if (isIconFile(file)) return answer(c, new Uint8Array(icons.png(tenant, file)), headers);
      const [, shortcut, form] = drawn ?? [];
      const svg =
        shortcut && Object.hasOwn(SHORTCUT_GLYPHS, shortcut)
          ? shortcutIconSvg(shortcut as ShortcutName, themeColour(tenant))
          : screenshotSvg(form === 'wide' ? 'wide' : 'narrow', {
              name: tenant.displayName,
              primary: themeColour(tenant),
              secondary: accentColour(tenant),
            });
      const png = await drawings.render(svg);
      return answer(c, png.body, headers);
    });
}

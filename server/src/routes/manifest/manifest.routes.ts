import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { requestHostname } from '../../http/request-origin.ts';
import { loadTenantTexts } from '../i18n/i18n.service.ts';
import { findTenantForHost } from '../tenant/tenant.service.ts';
import { buildManifest, ICON_FILES, IconCache, type IconFile } from './manifest.service.ts';

// Icons may be re-drawn when a tenant changes colour, so they are cached for a day, not forever.
const ICON_CACHE = 'public, max-age=86400';

const isIconFile = (file: string): file is IconFile => Object.hasOwn(ICON_FILES, file);

/** Per-tenant web app manifest and icons, chosen by Host like /api/envFile. */
export function manifestRoutes(db: Db, defaultTenant: string): Hono {
  const icons = new IconCache();
  const tenantOf = (url: string): Promise<TenantRow> =>
    findTenantForHost(db, requestHostname(url), defaultTenant);

  return new Hono()
    .get('/manifest.webmanifest', async (c) => {
      const tenant = await tenantOf(c.req.url);
      const texts = await loadTenantTexts(db, tenant.name, tenant.defaultLocale);
      const manifest = buildManifest(tenant, texts['tenant.tagline'] ?? tenant.displayName);
      return c.body(JSON.stringify(manifest), 200, {
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
      // Other files under /icons/ belong to the built portal.
      if (!isIconFile(file)) return next();
      const png = icons.png(await tenantOf(c.req.url), file);
      return c.body(new Uint8Array(png), 200, { 'content-type': 'image/png', 'cache-control': ICON_CACHE });
    });
}

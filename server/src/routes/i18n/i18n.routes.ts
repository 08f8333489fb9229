import { Hono } from 'hono';
import { i18nEndpoints } from '../../../../contract/i18n.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { loadTenantTexts } from './i18n.service.ts';

/** GET /i18n/{lang}: tenant texts the portal merges over its own catalogue (shell §7). */
export function i18nRoutes(db: Db): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  serveEndpoint(router, i18nEndpoints.texts, [], async (c, { params: { lang } }) => {
    c.header('cache-control', 'no-cache');
    return loadTenantTexts(db, c.get('tenant').name, lang);
  });
  return router;
}

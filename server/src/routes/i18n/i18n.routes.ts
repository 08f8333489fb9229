import { Hono } from 'hono';
import { i18nEndpoints } from '../../../../contract/i18n.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { parseInput } from '../../http/validate.ts';
import { loadTenantTexts } from './i18n.service.ts';

/** GET /i18n/{lang}: tenant texts the portal merges over its own catalogue (shell §7). */
export function i18nRoutes(db: Db): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/i18n/:lang', async (c) => {
    const { lang } = parseInput(i18nEndpoints.texts.params, c.req.param(), 'path');
    c.header('cache-control', 'no-cache');
    return c.json(await loadTenantTexts(db, c.get('tenant').name, lang));
  });
}

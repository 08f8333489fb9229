import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { requestHostname, requestOrigin } from '../../http/request-origin.ts';
import { buildEnvFile, findTenantForHost } from './tenant.service.ts';

export interface TenantRoutesDeps {
  db: Db;
  defaultTenant: string;
  stage: string;
}

/** GET /api/envFile: the start-up environment of the tenant this host serves (shell §7). */
export function tenantRoutes({ db, defaultTenant, stage }: TenantRoutesDeps): Hono {
  return new Hono().get('/envFile', async (c) => {
    const tenant = await findTenantForHost(db, requestHostname(c.req.url), defaultTenant);
    c.header('cache-control', 'no-cache');
    return c.json(buildEnvFile(tenant, requestOrigin(c.req.url), stage));
  });
}

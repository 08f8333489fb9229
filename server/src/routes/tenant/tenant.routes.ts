import { Hono } from 'hono';
import { tenantEndpoints } from '../../../../contract/tenant.ts';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { requestHostname, requestOrigin } from '../../http/request-origin.ts';
import { buildEnvFile, findTenantForHost } from './tenant.service.ts';

export interface TenantRoutesDeps {
  db: Db;
  defaultTenant: string;
  stage: string;
}

/** GET /api/envFile: the start-up environment of the tenant this host serves (shell §7). */
export function tenantRoutes({ db, defaultTenant, stage }: TenantRoutesDeps): Hono {
  const router = new Hono();
  serveEndpoint(router, tenantEndpoints.envFile, [], async (c) => {
    const tenant = await findTenantForHost(db, requestHostname(c.req.url), defaultTenant);
    c.header('cache-control', 'no-cache');
    return buildEnvFile(tenant, requestOrigin(c.req.url), stage);
  });
  return router;
}

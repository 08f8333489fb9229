import type { MiddlewareHandler } from 'hono';
import { CHANNEL_HEADER, TENANT_HEADER } from '../../../contract/tenant.ts';
import type { AppEnv } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import type { ContentVersions } from '../db/content-versions.ts';
import { TenantRows } from '../routes/tenant/tenant-rows.ts';
import { ProblemError } from './problem.ts';

const TENANT_NAME = /^[a-z0-9-]{1,40}$/;
const CHANNEL = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Resolves x-tenant-id for every backend call; no tenant, no data (spec shell §7). With content
 * versions the row is kept in memory while the tenant's version holds (a write to it raises it).
 */
export const tenantMiddleware = (db: Db, versions?: ContentVersions): MiddlewareHandler<AppEnv> => {
  const rows = new TenantRows(db, versions);
  return async (c, next) => {
    const name = c.req.header(TENANT_HEADER)?.trim();
    if (!name) {
      throw new ProblemError({
        status: 400,
        code: 'MISSING_TENANT',
        detail: `Every backend call must carry the ${TENANT_HEADER} header naming the tenant.`,
      });
    }
    const tenant = TENANT_NAME.test(name) ? await rows.byName(name) : undefined;
    if (!tenant) {
      throw new ProblemError({
        status: 400,
        code: 'UNKNOWN_TENANT',
        detail: `The ${TENANT_HEADER} header names no tenant of this backend ("${name.slice(0, 40)}").`,
      });
    }
    const channel = c.req.header(CHANNEL_HEADER)?.trim() ?? '';
    c.set('tenant', tenant);
    c.set('channel', CHANNEL.test(channel) ? channel.toUpperCase() : 'UNKNOWN');
    await next();
    // Answers differ per tenant, so shared caches must key on the header.
    c.res.headers.append('vary', TENANT_HEADER);
  };
};

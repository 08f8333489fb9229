import { eq } from 'drizzle-orm';
import type { EnvFile, Tenant } from '../../../../contract/tenant.ts';
import type { Db } from '../../db/client.ts';
import { type TenantRow, tenantHosts, tenants } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';

/** Content rating ceiling when the tenant sets none (commerce §5 global default). */
export const GLOBAL_MAX_RATING = 60;

export async function findTenantByName(db: Db, name: string): Promise<TenantRow | undefined> {
  const rows = await db.select().from(tenants).where(eq(tenants.name, name)).limit(1);
  return rows[0];
}

/** The tenant whose host list holds this host name, else the configured default tenant. */
export async function findTenantForHost(db: Db, hostname: string, defaultTenant: string): Promise<TenantRow> {
  const rows = await db
    .select({ tenant: tenants })
    .from(tenantHosts)
    .innerJoin(tenants, eq(tenants.name, tenantHosts.tenantName))
    .where(eq(tenantHosts.hostname, hostname))
    .limit(1);
  const tenant = rows[0]?.tenant ?? (await findTenantByName(db, defaultTenant));
  if (tenant) return tenant;
  throw new ProblemError({
    status: 503,
    code: 'NO_TENANT',
    detail: 'No tenant serves this host and the default tenant is not configured.',
  });
}

/** The public tenant object: everything the portal may know, nothing an operator keeps private. */
export function toPublicTenant(row: TenantRow, origin: string): Tenant {
  return {
    name: row.name,
    displayName: row.displayName,
    shortName: row.shortName,
    logoUrl: `${origin}/icons/favicon.svg`,
    default: { locale: { defaultLocale: row.defaultLocale } },
    colors: row.colors,
    ...(row.maxRating === null ? {} : { maxRating: row.maxRating }),
    ...(row.autoLoginCookie === null ? {} : { autoLoginCookie: row.autoLoginCookie }),
    features: row.features,
  };
}

/** Shell §3 start-up environment; this server is the backend of exactly the tenant it names. */
export function buildEnvFile(row: TenantRow, origin: string, stage: string): EnvFile {
  const backend = `${origin}/api`;
  return {
    tenantName: row.name,
    envConfig: {
      envFile: {
        stage,
        service: { tenantBackendUrl: { [row.name]: backend }, multiContentBackend: backend },
      },
    },
    tenant: toPublicTenant(row, origin),
  };
}

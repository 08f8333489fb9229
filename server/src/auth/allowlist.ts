import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type TenantRow, tenantHosts } from '../db/schema/tenant.ts';

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\]|::1|[a-z0-9-]+\.localhost)$/;

/** Development hosts that resolve to this machine: plain http is fine there, on any port. */
export const isLoopbackHost = (hostname: string): boolean => LOOPBACK.test(hostname.toLowerCase());

/** The tenant's configured host names (tenant_hosts). */
export async function tenantHostnames(db: Db, tenant: TenantRow): Promise<string[]> {
  const rows = await db
    .select({ hostname: tenantHosts.hostname })
    .from(tenantHosts)
    .where(eq(tenantHosts.tenantName, tenant.name));
  return rows.map((row) => row.hostname);
}

/**
 * One of the tenant's own hosts: https on the default port, or plain http on any port for loopback
 * development hosts.
 */
export async function isTenantHostUrl(db: Db, tenant: TenantRow, url: URL): Promise<boolean> {
  const loopback = LOOPBACK.test(url.hostname);
  if (!loopback && (url.protocol !== 'https:' || url.port !== '')) return false;
  if (loopback && url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return (await tenantHostnames(db, tenant)).includes(url.hostname.toLowerCase());
}

/**
 * ASVS 3.7.2: a return/redirect URL must point at an allowlisted origin: one of the tenant's own hosts
 * or an origin (scheme, host and port) the tenant lists explicitly.
 */
export async function isAllowedReturnUrl(db: Db, tenant: TenantRow, raw: string): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (tenant.redirectOrigins.includes(url.origin)) return true;
  return isTenantHostUrl(db, tenant, url);
}

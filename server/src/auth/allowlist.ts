import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type TenantRow, tenantHosts } from '../db/schema/tenant.ts';

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\]|::1|[a-z0-9-]+\.localhost)$/;

/**
 * ASVS 3.7.2: a return/redirect URL must point at an allowlisted origin: one of the tenant's own hosts
 * (https; plain http only for loopback development hosts) or an origin the tenant lists explicitly.
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
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.test(url.hostname))) return false;
  const hosts = await db
    .select({ hostname: tenantHosts.hostname })
    .from(tenantHosts)
    .where(eq(tenantHosts.tenantName, tenant.name));
  return hosts.some((h) => h.hostname === url.hostname.toLowerCase());
}

import { eq } from 'drizzle-orm';
import { familyOff, familyOfRoute, switchedOffKinds } from '../../../../contract/feature-families.ts';
import { pageByBase } from '../../../../contract/pages.ts';
import type { Db } from '../../db/client.ts';
import { tenantConfigurations } from '../../db/schema/configuration.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';

/** The configuration's enabledFeatures.flags of a tenant; only boolean entries count. */
async function readFlags(db: Db, tenantName: string): Promise<Record<string, boolean>> {
  const [row] = await db
    .select({ groups: tenantConfigurations.groups })
    .from(tenantConfigurations)
    .where(eq(tenantConfigurations.tenantName, tenantName));
  const flags = (row?.groups as { enabledFeatures?: { flags?: unknown } } | undefined)?.enabledFeatures
    ?.flags;
  if (!flags || typeof flags !== 'object') return {};
  return Object.fromEntries(Object.entries(flags).filter(([, on]) => typeof on === 'boolean'));
}

/**
 * The flags are kept a minute per database and tenant, so a structure answered from memory costs no query;
 * a changed configuration switches a family within that minute (the portal keeps its configuration an hour).
 */
export const FLAGS_TTL_MS = 60_000;
const kept = new WeakMap<Db, Map<string, { flags: Promise<Record<string, boolean>>; until: number }>>();

function featureFlags(db: Db, tenantName: string): Promise<Record<string, boolean>> {
  const tenants = kept.get(db) ?? new Map();
  kept.set(db, tenants);
  const entry = tenants.get(tenantName);
  if (entry && entry.until > Date.now()) return entry.flags;
  const flags = readFlags(db, tenantName);
  tenants.set(tenantName, { flags, until: Date.now() + FLAGS_TTL_MS });
  // A failed read is not kept: the next request asks again.
  flags.catch(() => tenants.delete(tenantName));
  return flags;
}

/**
 * Commerce §3 enabledFeatures: the structures of a family the configuration switched off (enabledFeatures.flags)
 * answer 404, as the portal's route does.
 */
export async function assertFamilyOn(
  db: Db,
  tenant: Pick<TenantRow, 'name'>,
  name: string,
  fragment?: string,
) {
  const page = pageByBase(name);
  const family = page && familyOfRoute(page, { name: fragment });
  if (!family) return;
  if (familyOff(family, {}, await featureFlags(db, tenant.name)))
    throw new ProblemError({
      status: 404,
      code: 'STRUCTURE_NOT_FOUND',
      detail: `The ${family} feature is switched off for this tenant.`,
    });
}

/**
 * The catalogue kinds of the tenant's switched-off families: their items are left out of every rail, list,
 * story and search result of the tenant's other pages (read from the same kept flags).
 */
export async function hiddenKindsOf(db: Db, tenantName: string): Promise<string[]> {
  return switchedOffKinds(await featureFlags(db, tenantName));
}

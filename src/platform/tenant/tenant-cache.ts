import * as v from 'valibot';
import { type EnvFile, EnvFileSchema, TenantSchema } from '#contract/tenant.ts';
import { kvGet, kvSet } from '#lib/kv.ts';

/** Shell §3: the tenant object is cached under tenant-obj. */
export const TENANT_KEY = 'tenant-obj';
/** The rest of the start-up environment (backend addresses), needed to start offline. */
export const ENV_CONFIG_KEY = 'env-config';

const EnvConfigSchema = v.omit(EnvFileSchema, ['tenant']);

export async function readCachedEnv(): Promise<EnvFile | undefined> {
  const [tenant, config] = await Promise.all([
    kvGet(TENANT_KEY, TenantSchema),
    kvGet(ENV_CONFIG_KEY, EnvConfigSchema),
  ]);
  if (!tenant || !config || config.tenantName !== tenant.name) return undefined;
  return { ...config, tenant };
}

export async function writeCachedEnv({ tenant, ...config }: EnvFile): Promise<void> {
  await Promise.all([kvSet(TENANT_KEY, tenant), kvSet(ENV_CONFIG_KEY, config)]);
}

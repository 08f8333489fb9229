import { type EnvFile, tenantEndpoints } from '#contract/tenant.ts';
import { createApiClient } from '#lib/api-client.ts';
import type { BootData } from './boot-data.ts';
import { readCachedEnv, writeCachedEnv } from './tenant-cache.ts';

export interface EnvSources {
  fetchEnv: () => Promise<EnvFile>;
  readCache: () => Promise<EnvFile | undefined>;
  writeCache: (env: EnvFile) => Promise<void>;
}

/** GET /api/envFile lives at the origin, not under the backend base it announces. */
export const fetchEnvFile = (): Promise<EnvFile> =>
  createApiClient({ baseUrl: window.location.origin }).call(tenantEndpoints.envFile);

const defaultSources: EnvSources = {
  fetchEnv: fetchEnvFile,
  readCache: readCachedEnv,
  writeCache: writeCachedEnv,
};

/**
 * Start-up environment, fastest source first: the server-rendered boot data; else the cached
 * tenant (starts offline; refreshed in the background for the next start); else the network.
 * Throws only when none of them has it (first visit while offline).
 */
export async function loadEnv(
  boot: BootData | undefined,
  sources: EnvSources = defaultSources,
): Promise<EnvFile> {
  if (boot) {
    void sources.writeCache(boot.envFile);
    return boot.envFile;
  }
  const cached = await sources.readCache();
  if (cached) {
    sources
      .fetchEnv()
      .then(sources.writeCache)
      .catch((error: unknown) => console.warn('Could not refresh the tenant configuration', error));
    return cached;
  }
  const fresh = await sources.fetchEnv();
  void sources.writeCache(fresh);
  return fresh;
}

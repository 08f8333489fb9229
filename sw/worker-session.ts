import { get } from 'idb-keyval';
import * as v from 'valibot';
import { backendBaseUrl, EnvFileSchema } from '../contract/tenant.ts';

/**
 * What the page leaves for the worker in idb-keyval: the tenant's access token (never the refresh
 * token; src/features/session/token-store.ts) and the start-up environment with the backend address
 * (src/platform/tenant/tenant-cache.ts). The worker never refreshes a token.
 */
export const workerSessionKey = (tenant: string) => `worker-session:${tenant}`;
export const ENV_CONFIG_KEY = 'env-config';

const MirroredSessionSchema = v.object({ accessToken: v.string(), expires: v.number() });
const EnvConfigSchema = v.omit(EnvFileSchema, ['tenant']);

export interface WorkerSession {
  accessToken: string;
  /** Epoch milliseconds. */
  expires: number;
  userId: string;
}

/** The user id (`sub`) of an access token, read without verifying it (the server verifies every call). */
export function subjectOf(accessToken: string): string | undefined {
  const payload = accessToken.split('.')[1];
  if (!payload) return undefined;
  try {
    const sub = (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub.length > 0 ? sub : undefined;
  } catch {
    return undefined;
  }
}

async function read<S extends v.GenericSchema>(
  key: string,
  schema: S,
): Promise<v.InferOutput<S> | undefined> {
  try {
    const result = v.safeParse(schema, await get(key));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}

/** The tenant's signed-in session as the page last mirrored it (expired or not), or undefined after a logout. */
export async function readWorkerSession(tenant: string): Promise<WorkerSession | undefined> {
  const stored = await read(workerSessionKey(tenant), MirroredSessionSchema);
  const userId = stored && subjectOf(stored.accessToken);
  return stored && userId ? { ...stored, userId } : undefined;
}

/** The backend base address of the tenant (shell §7), absolute; undefined before the page ever started. */
export async function readApiBase(tenant: string, origin: string): Promise<string | undefined> {
  const env = await read(ENV_CONFIG_KEY, EnvConfigSchema);
  if (!env || env.tenantName !== tenant) return undefined;
  return new URL(backendBaseUrl(env), origin).href.replace(/\/+$/, '');
}

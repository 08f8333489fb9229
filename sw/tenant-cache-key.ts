import type { WorkboxPlugin } from 'workbox-core';
import { TENANT_HEADER } from '../contract/tenant.ts';

/** Query parameter that carries the tenant in a cache key; the backend never sees it. */
export const TENANT_KEY_PARAM = '__tenant';

/** The request URL (which already holds the language) plus the tenant, so tenants never share an answer. */
export function tenantCacheKey(url: string, tenant: string | null): string {
  if (!tenant) return url;
  const key = new URL(url);
  key.searchParams.set(TENANT_KEY_PARAM, tenant);
  return key.href;
}

export const tenantCacheKeyPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => tenantCacheKey(request.url, request.headers.get(TENANT_HEADER)),
};

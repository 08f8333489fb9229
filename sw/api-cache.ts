import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { API_CACHE_RULES, apiCacheRuleFor } from './api-cache-rules.ts';
import { FreshnessWindow } from './freshness-window.ts';
import { tenantCacheKeyPlugin } from './tenant-cache-key.ts';

/** Backend answers cached per tenant and language, each family with its freshness window. */
export function registerApiCaches(): void {
  for (const rule of API_CACHE_RULES) {
    const strategy = new FreshnessWindow({
      cacheName: rule.cacheName,
      windowMs: rule.windowMs,
      deadlineMs: rule.deadlineMs,
      plugins: [
        tenantCacheKeyPlugin,
        // Bounded by count only: an age limit would delete the last offline copy of an expired answer.
        new ExpirationPlugin({ maxEntries: rule.maxEntries, purgeOnQuotaError: true }),
      ],
    });
    registerRoute(({ url, sameOrigin }) => sameOrigin && apiCacheRuleFor(url.pathname) === rule, strategy);
  }
}

import { expect, test } from 'vitest';
import { TENANT_KEY_PARAM, tenantCacheKey } from './tenant-cache-key.ts';

test('the cache key adds the tenant and keeps the language in the query', () => {
  const key = new URL(tenantCacheKey('https://p.test/api/structure/home?lang=ar&minRating=0', 'acme'));
  expect(key.pathname).toBe('/api/structure/home');
  expect(key.searchParams.get('lang')).toBe('ar');
  expect(key.searchParams.get(TENANT_KEY_PARAM)).toBe('acme');
});

test('the cache key keeps the language in the i18n path', () => {
  expect(tenantCacheKey('https://p.test/api/i18n/fr', 'demo')).toBe(
    `https://p.test/api/i18n/fr?${TENANT_KEY_PARAM}=demo`,
  );
});

test('two tenants asking the same URL get different keys', () => {
  const url = 'https://p.test/api/device';
  expect(tenantCacheKey(url, 'demo')).not.toBe(tenantCacheKey(url, 'acme'));
});

test('a request without a tenant header is keyed by its URL alone', () => {
  expect(tenantCacheKey('https://p.test/api/envFile', null)).toBe('https://p.test/api/envFile');
});

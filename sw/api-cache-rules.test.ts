import { expect, test } from 'vitest';
import { apiCacheRuleFor } from './api-cache-rules.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const windowOf = (pathname: string) => apiCacheRuleFor(pathname)?.windowMs;

test('structures and their fragments stay fresh for 2 minutes', () => {
  expect(windowOf('/api/structure/home')).toBe(2 * MINUTE);
  expect(windowOf('/api/structure/home/fragment/rail-1')).toBe(2 * MINUTE);
});

test('configuration structures stay fresh for 1 hour', () => {
  expect(windowOf('/api/structure/global-configuration')).toBe(HOUR);
  expect(windowOf('/api/structure/config/fragment/footer')).toBe(HOUR);
});

test('tenant texts stay fresh for 1 hour', () => {
  expect(windowOf('/api/i18n/ar')).toBe(HOUR);
});

test('the device lookup stays fresh for 24 hours', () => {
  expect(windowOf('/api/device')).toBe(24 * HOUR);
});

test('subscription types stay fresh for 2 hours', () => {
  expect(windowOf('/api/subscription/type')).toBe(2 * HOUR);
});

test('the start-up environment always asks the network first', () => {
  expect(windowOf('/api/envFile')).toBe(0);
});

test('other backend calls are not cached by the service worker', () => {
  expect(apiCacheRuleFor('/api/user/profile')).toBeUndefined();
  expect(apiCacheRuleFor('/api/device/extra')).toBeUndefined();
});

test('the structure cache holds at most 200 answers', () => {
  expect(apiCacheRuleFor('/api/structure/home')?.maxEntries).toBe(200);
});

test('route rules are kept per path for 10 minutes', () => {
  expect(windowOf('/api/route-rules')).toBe(10 * MINUTE);
});

test('every cached family has a deadline after which a stored answer serves (at most 1.5 s)', () => {
  for (const path of [
    '/api/structure/home',
    '/api/structure/global-configuration',
    '/api/i18n/ar',
    '/api/device',
    '/api/subscription/type',
    '/api/route-rules',
    '/api/envFile',
  ]) {
    const deadline = apiCacheRuleFor(path)?.deadlineMs ?? Number.POSITIVE_INFINITY;
    expect(deadline, path).toBeLessThanOrEqual(1500);
  }
});

import { expect, test } from 'vitest';
import { CHANNEL_HEADER, TENANT_HEADER } from '../contract/tenant.ts';
import { pageToStore, tenantNameOf, warmRequests } from './first-visit.ts';

const ORIGIN = 'https://portal.test';

test('answers loaded before the worker took control are re-asked with the tenant header', () => {
  const [request] = warmRequests([`${ORIGIN}/api/structure/home?lang=en`], ORIGIN, 'demo');
  expect(request?.url).toBe(`${ORIGIN}/api/structure/home?lang=en`);
  expect(request?.headers.get(TENANT_HEADER)).toBe('demo');
  expect(request?.headers.get(CHANNEL_HEADER)).toBe('WEB');
});

test('artwork is re-asked without API headers', () => {
  const [request] = warmRequests([`${ORIGIN}/media/artwork/7.svg`], ORIGIN, 'demo');
  expect(request?.headers.get(TENANT_HEADER)).toBeNull();
});

test('other origins, repeats and the start-up environment are not re-asked', () => {
  const urls = [
    'https://cdn.example/x.png',
    `${ORIGIN}/api/i18n/en`,
    `${ORIGIN}/api/i18n/en`,
    `${ORIGIN}/api/envFile`,
    'http://[unparseable',
  ];
  expect(warmRequests(urls, ORIGIN, 'demo').map((r) => r.url)).toEqual([`${ORIGIN}/api/i18n/en`]);
});

test('backend answers are not warmed when the tenant is unknown', () => {
  const urls = [`${ORIGIN}/api/i18n/en`, `${ORIGIN}/media/artwork/1.svg`];
  expect(warmRequests(urls, ORIGIN, undefined).map((r) => r.url)).toEqual([`${ORIGIN}/media/artwork/1.svg`]);
});

test('at most 100 URLs are warmed', () => {
  const urls = Array.from({ length: 150 }, (_, i) => `${ORIGIN}/media/artwork/${i}.svg`);
  expect(warmRequests(urls, ORIGIN, 'demo')).toHaveLength(100);
});

test('the tenant is read from the start-up environment answer', async () => {
  expect(await tenantNameOf(new Response(JSON.stringify({ tenantName: 'acme', other: 1 })))).toBe('acme');
  expect(await tenantNameOf(new Response('{}'))).toBeUndefined();
  expect(await tenantNameOf(new Response('oops', { status: 500 }))).toBeUndefined();
  expect(await tenantNameOf(undefined)).toBeUndefined();
});

test('the first page is stored when it is a portal route of this origin', () => {
  expect(pageToStore(`${ORIGIN}/ar/music/albums`, ORIGIN)?.pathname).toBe('/ar/music/albums');
  expect(pageToStore(`${ORIGIN}/api/envFile`, ORIGIN)).toBeUndefined();
  expect(pageToStore('https://elsewhere.example/', ORIGIN)).toBeUndefined();
});

import { type APIRequestContext, type BrowserContext, expect } from './fixtures.ts';

/**
 * The stored consent of a visitor who accepted every cookie of the demo tenant (ncc_c, ncc_e and
 * analytics consent ncc_a=1), for journeys that need the tracking that only runs after consent.
 */
export async function acceptAllCookies(context: BrowserContext, request: APIRequestContext, url: string) {
  const res = await request.get('/api/structure/configuration?lang=en', {
    headers: { 'x-tenant-id': 'demo' },
  });
  expect(res.ok()).toBe(true);
  const { necessary, optional } = (await res.json()).data.customProperties.cookieConsent as Record<
    'necessary' | 'optional',
    { identifier: string }[]
  >;
  const ids = [...necessary, ...optional].map((cookie) => cookie.identifier);
  await context.addCookies([
    { name: 'ncc_c', value: ids.join(''), url },
    { name: 'ncc_e', value: encodeURIComponent(ids.join(',')), url },
    { name: 'ncc_a', value: '1', url },
  ]);
}

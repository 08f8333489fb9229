import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isPortalRoute } from './navigation-paths.ts';

/** Pages as the server personalised them (tenant, language, boot data), one per URL visited. */
export const PAGES_CACHE = 'pages';

/**
 * Online the server's page wins: it carries the tenant's title, colours and the boot data. A slow
 * network gets the last copy of that page after 4 s; offline a page never stored falls back to the
 * precached index.html, and the portal then reads its data from the API caches.
 */
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 50, purgeOnQuotaError: true }),
    { handlerDidError: () => matchPrecache('/index.html') },
  ],
});

export function registerNavigation(): void {
  registerRoute(({ request, url }) => request.mode === 'navigate' && isPortalRoute(url.pathname), pages);
}

/** Stores a page the browser loaded before the worker controlled it. */
export const storePage = (url: URL, event: ExtendableEvent): Promise<Response> =>
  pages.handle({ request: new Request(url, { headers: { accept: 'text/html' } }), event });

/** Stored pages name the old build's hashed scripts, which a new build no longer serves. */
export function dropPagesOfOldBuild(event: ExtendableEvent): void {
  event.waitUntil(caches.delete(PAGES_CACHE));
}

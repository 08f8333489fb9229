import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/** Catalogue artwork; downloaded items' artwork is answered before it (sw/media.ts). */
export const ARTWORK_PREFIX = '/media/artwork/';
export const artworkStrategy = new StaleWhileRevalidate({
  cacheName: 'artwork',
  // Shell spec §9: a cache of 200 images.
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
});

/**
 * Artwork, tenant icons and the tenant's web app manifest: shown at once from the cache, refreshed
 * in the background (the HTTP cache absorbs revalidations the server marks as still fresh).
 */
export function registerStaticCaches(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(ARTWORK_PREFIX),
    artworkStrategy,
  );
  registerRoute(
    ({ url, sameOrigin }) =>
      sameOrigin && (url.pathname.startsWith('/icons/') || url.pathname === '/manifest.webmanifest'),
    new StaleWhileRevalidate({
      cacheName: 'branding',
      plugins: [okOnly, new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
    }),
  );
}

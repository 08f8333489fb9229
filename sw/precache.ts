import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

declare let self: ServiceWorkerGlobalScope;

/** The build's files (scripts, styles, the plain index.html the offline fallback needs). */
export function registerPrecache(): void {
  cleanupOutdatedCaches();
  // No '/' → index.html or '/x' → x.html mapping: every navigation belongs to the navigation route.
  precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
}

import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { Strategy, type StrategyHandler } from 'workbox-strategies';
import { isPortalRoute } from './navigation-paths.ts';
import { answerPage } from './page-answer.ts';

/** Pages as the server personalised them (tenant, language, boot data), one per URL visited. */
export const PAGES_CACHE = 'pages';

/**
 * Online the server's page wins: it carries the newest content and boot data. A page stored before serves
 * when the server has not answered within a few hundred milliseconds (an installed app restarts at once on
 * a slow or hanging connection; the server's answer, when it comes, is stored for next time). A page never
 * stored waits longer, then gets the precached shell, which renders from the API caches or says it is offline.
 */
class PageStrategy extends Strategy {
  protected override _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    return answerPage({
      cached: () => handler.cacheMatch(request),
      // Stores a 200 (the plugins decide) once it arrives, however late.
      network: () => handler.fetchAndCachePut(request),
      shell: () => matchPrecache('/index.html'),
      keepAlive: (work) => void handler.waitUntil(work),
    });
  }
}

const pages = new PageStrategy({
  cacheName: PAGES_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 50, purgeOnQuotaError: true }),
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

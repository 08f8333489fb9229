import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { registerRoute } from 'workbox-routing';
import { portalDb } from '../src/offline-store/db.ts';
import { DOWNLOAD_ARTWORK_CACHE, OFFLINE_MEDIA_PREFIX } from '../src/offline-store/offline-media.ts';
import { MediaReadAhead, STREAM_PREFIX } from './media-read-ahead.ts';
import { offlineMediaResponse } from './offline-media.ts';
import { ARTWORK_PREFIX, artworkStrategy } from './static-cache.ts';
import { readWorkerSession } from './worker-session.ts';

const userOf = async (tenant: string) => (await readWorkerSession(tenant))?.userId;

/** Downloaded files answered from IndexedDB (Range included), so playing and seeking work offline. */
function answerOfflineMedia({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  return offlineMediaResponse(request, { db: portalDb(), userOf });
}

/** A downloaded item's artwork, kept at download time, wins over the catalogue cache (which may have evicted it). */
async function answerArtwork(options: RouteHandlerCallbackOptions): Promise<Response> {
  const kept = await caches
    .open(DOWNLOAD_ARTWORK_CACHE)
    .then((cache) => cache.match(options.request, { ignoreVary: true }))
    .catch(() => undefined);
  return kept ?? artworkStrategy.handle(options);
}

/** Streamed audio is read ahead in the worker (memory only), so short network stalls are not heard. */
const readAhead = new MediaReadAhead({ fetch: (url, init) => fetch(url, init) });

function answerStream({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  return readAhead.respond(request, (work) => (event as ExtendableEvent).waitUntil(work));
}

/** Registered before the static caches: the first matching route wins. */
export function registerMedia(): void {
  const offline = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
    sameOrigin && url.pathname.startsWith(OFFLINE_MEDIA_PREFIX);
  registerRoute(offline, answerOfflineMedia, 'GET');
  registerRoute(offline, answerOfflineMedia, 'HEAD');
  // Only the player's elements: downloads fetch their own chunks (and retry them) into IndexedDB.
  registerRoute(
    ({ url, sameOrigin, request }) =>
      sameOrigin && url.pathname.startsWith(STREAM_PREFIX) && request.destination === 'audio',
    answerStream,
  );
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(ARTWORK_PREFIX),
    answerArtwork,
  );
}

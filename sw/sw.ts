import { clientsClaim } from 'workbox-core';
import { registerApiCaches } from './api-cache.ts';
import { registerMedia } from './media.ts';
import { handleMessage } from './messages.ts';
import { dropPagesOfOldBuild, registerNavigation } from './navigation.ts';
import { handleSync } from './outbox.ts';
import { registerPrecache } from './precache.ts';
import { registerStaticCaches } from './static-cache.ts';

declare let self: ServiceWorkerGlobalScope;

// A new build takes over at once; pages of the old build reload on their next chunk failure or build check.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', dropPagesOfOldBuild);
// Control the page that registered the worker, so the first visit is already offline-capable.
clientsClaim();

registerPrecache();
registerNavigation();
registerApiCaches();
// Before the static caches: downloaded items' artwork and files are answered from this device first.
registerMedia();
registerStaticCaches();

self.addEventListener('message', handleMessage);
self.addEventListener('sync', handleSync);

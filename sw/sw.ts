import { clientsClaim } from 'workbox-core';
import { registerApiCaches } from './api-cache.ts';
import { registerMedia } from './media.ts';
import { handleMessage } from './messages.ts';
import { dropPagesOfOldBuild, registerNavigation } from './navigation.ts';
import { handleSync } from './outbox.ts';
import { registerPrecache } from './precache.ts';
import { registerStaticCaches } from './static-cache.ts';

declare let self: ServiceWorkerGlobalScope;

// A new build's worker waits: the page announces it and lets it take over (SKIP_WAITING, src/lib/sw-bridge.ts)
// when the user asks or at a quiet moment. The first install has no worker to wait for and activates at once.
self.addEventListener('activate', dropPagesOfOldBuild);
// Control the page that registered the worker (first install), and every page once an update took over.
clientsClaim();

registerPrecache();
registerNavigation();
registerApiCaches();
// Before the static caches: downloaded items' artwork and files are answered from this device first.
registerMedia();
registerStaticCaches();

self.addEventListener('message', handleMessage);
self.addEventListener('sync', handleSync);

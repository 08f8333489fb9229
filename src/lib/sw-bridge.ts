import { Workbox } from 'workbox-window';
import type { WorkerReply, WorkerRequest } from '#offline-store/worker-protocol.ts';

/** The page's one link to its service worker; build-freshness checks attach to this instance. */
let workbox: Workbox | undefined;
/** A new worker is installed and waits (it never takes over by itself: sw/sw.ts). */
let updateWaiting = false;
const waitingListeners = new Set<() => void>();

const send = <R extends WorkerRequest>(target: Workbox, request: R): Promise<WorkerReply<R>> =>
  target.messageSW(request);

const FETCHED_BY = new Set(['fetch', 'xmlhttprequest', 'img']);

/** What this page loaded so far; the worker keeps the ones it has a cache route for. */
export function loadedUrls(): string[] {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => FETCHED_BY.has((entry as PerformanceResourceTiming).initiatorType))
    .map((entry) => entry.name);
}

/** Registers /sw.js for the whole origin. Dev builds serve no worker, so only production registers. */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const instance = new Workbox('/sw.js', { scope: '/' });
  instance.addEventListener('controlling', (event) => {
    // First control: this first visit bypassed the worker, so hand its page and answers over for offline use.
    if (event.isUpdate || event.isExternal) return;
    // Best effort: a page that cannot hand its answers over still works online.
    send(instance, { type: 'CACHE_FIRST_VISIT', page: location.href, urls: loadedUrls() }).catch(
      () => undefined,
    );
  });
  instance.addEventListener('waiting', () => {
    updateWaiting = true;
    for (const listener of [...waitingListeners]) listener();
  });
  try {
    await instance.register();
    workbox = instance;
  } catch (error) {
    // The portal works without a worker (online only), so a failed registration is logged, not thrown.
    console.error('Service worker registration failed', error);
  }
}

/** Sends a typed request to the worker; resolves undefined when no worker is registered. */
export async function postToWorker<R extends WorkerRequest>(request: R): Promise<WorkerReply<R> | undefined> {
  return workbox ? send(workbox, request) : undefined;
}

/** Calls `listener` once a new version waits (at once if one already does); returns the unsubscribe function. */
export function onUpdateWaiting(listener: () => void): () => void {
  waitingListeners.add(listener);
  if (updateWaiting) listener();
  return () => waitingListeners.delete(listener);
}

/** Lets the waiting worker take over (workbox-window's SKIP_WAITING), then reloads once it controls the page. */
export function applyWaitingUpdate(reload: () => void = () => window.location.reload()): boolean {
  if (!workbox || !updateWaiting) return false;
  let reloaded = false;
  workbox.addEventListener('controlling', () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  });
  workbox.messageSkipWaiting();
  return true;
}

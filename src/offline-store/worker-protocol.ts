/**
 * Page ↔ service worker messages. The page sends a request with workbox-window's messageSW,
 * which hands the worker a MessagePort; the worker answers every request on that port.
 */
export type WorkerRequest =
  | { type: 'GET_VERSION' }
  /** The first visit bypassed the worker: its page and the answers it loaded, to be stored now. */
  | { type: 'CACHE_FIRST_VISIT'; page: string; urls: string[] };

export interface WorkerReplies {
  /** The build the worker's precache belongs to; build-freshness checks compare it with builds/latest.json. */
  GET_VERSION: { buildId: string };
  /** How many of the page and URLs had a cache route and were stored or refreshed. */
  CACHE_FIRST_VISIT: { cached: number };
}

export type WorkerReply<R extends WorkerRequest> = WorkerReplies[R['type']];

export function isWorkerRequest(data: unknown): data is WorkerRequest {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { type?: unknown; page?: unknown; urls?: unknown };
  if (message.type === 'GET_VERSION') return true;
  return (
    message.type === 'CACHE_FIRST_VISIT' &&
    typeof message.page === 'string' &&
    Array.isArray(message.urls) &&
    message.urls.every((url) => typeof url === 'string')
  );
}

/** Worker → page messages that need no reply: Background Sync asks open pages to replay their outbox. */
export type WorkerBroadcast = { type: 'REPLAY_OUTBOX' };
export const REPLAY_OUTBOX: WorkerBroadcast = { type: 'REPLAY_OUTBOX' };

/** The Background Sync tag the page registers when a write waits in the outbox (src/features/outbox). */
export const OUTBOX_SYNC_TAG = 'outbox';

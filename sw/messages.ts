import {
  isWorkerRequest,
  type WorkerReplies,
  type WorkerRequest,
} from '../src/offline-store/worker-protocol.ts';
import { warmFirstVisit } from './first-visit.ts';

type AnyReply = WorkerReplies[keyof WorkerReplies];

declare let self: ServiceWorkerGlobalScope;

const isSkipWaiting = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';

export async function replyTo(request: WorkerRequest, event: ExtendableEvent): Promise<AnyReply> {
  switch (request.type) {
    case 'GET_VERSION':
      return { buildId: __BUILD_ID__ };
    case 'CACHE_FIRST_VISIT':
      return { cached: await warmFirstVisit(request.page, request.urls, event) };
  }
}

/** Answers page requests on the port messageSW provides; unknown messages are ignored. */
export function handleMessage(event: ExtendableMessageEvent): void {
  // workbox-window's messageSkipWaiting: the page decided the waiting worker takes over now.
  if (isSkipWaiting(event.data)) {
    event.ports[0]?.postMessage({ skipped: true });
    event.waitUntil(self.skipWaiting());
    return;
  }
  if (!isWorkerRequest(event.data)) return;
  const port = event.ports[0];
  event.waitUntil(replyTo(event.data, event).then((reply) => port?.postMessage(reply)));
}

import type { ApiClient } from '#lib/api-client.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import type { OutboxRow } from '#offline-store/db.ts';
import { userIdOf } from '#platform/session/token-claims.ts';
import { getToken } from '#platform/session/token-store.ts';
import type { OutboxContext, OutboxWrite, WriteResult } from './outbox.ts';

/** Page ↔ worker: the service worker's Background Sync asks open pages to replay (sw/outbox.ts). */
export const REPLAY_OUTBOX_MESSAGE = 'REPLAY_OUTBOX';
export const OUTBOX_SYNC_TAG = 'outbox';

/** Asks the worker for a Background Sync; without one (or without the API) replay waits for `online`. */
function requestSync(): void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container?.controller) return;
  void container.ready
    .then((registration) => {
      const sync = (
        registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
      ).sync;
      return sync?.register(OUTBOX_SYNC_TAG);
    })
    .catch(() => undefined);
}

/** The outbox of the signed-in user of this tenant; Dexie loads only when it is opened. */
export function outboxContext(api: ApiClient, tenant: string, userId: string): OutboxContext {
  return {
    api,
    tenant,
    userId,
    openDb: async () => (await import('#offline-store/db.ts')).portalDb(),
    requestSync,
  };
}

/** The current user's outbox, or undefined for a visitor. */
export function currentOutbox(scope: Pick<QueryScope, 'api' | 'tenant'>): OutboxContext | undefined {
  const userId = userIdOf(getToken());
  return userId ? outboxContext(scope.api, scope.tenant.name, userId) : undefined;
}

/** Sends a write now or keeps it in the outbox (outbox.ts, loaded on the first write so pages that never write do not carry it). */
export const sendOrQueue = async (ctx: OutboxContext, write: OutboxWrite): Promise<WriteResult> =>
  (await import('./outbox.ts')).sendOrQueue(ctx, write);

/** Sends a write of the signed-in user now or keeps it in the outbox; undefined for a visitor. */
export async function queueWrite(
  scope: Pick<QueryScope, 'api' | 'tenant'>,
  write: OutboxWrite,
): Promise<WriteResult | undefined> {
  const ctx = currentOutbox(scope);
  return ctx ? sendOrQueue(ctx, write) : undefined;
}

/** The writes the server refused (4xx) on replay: kept, and listed, until the user dismisses them. */
export const refusedWrites = async (ctx: OutboxContext): Promise<OutboxRow[]> =>
  (await import('./outbox.ts')).refusedWrites(ctx);

export const dismissRefused = async (ctx: OutboxContext, seq: number): Promise<void> =>
  (await import('./outbox.ts')).dismissRefused(ctx, seq);

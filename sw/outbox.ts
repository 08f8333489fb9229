import { buildPath } from '../contract/endpoint.ts';
import { IDEMPOTENCY_HEADER } from '../contract/player.ts';
import { CHANNEL_HEADER, CHANNEL_WEB, TENANT_HEADER } from '../contract/tenant.ts';
import { type OutboxRow, type PortalDb, portalDb } from '../src/offline-store/db.ts';
import { isOutboxEndpointName, OUTBOX_ENDPOINTS } from '../src/offline-store/outbox-endpoints.ts';
import { OUTBOX_SYNC_TAG, REPLAY_OUTBOX } from '../src/offline-store/worker-protocol.ts';
import { readApiBase, readWorkerSession, type WorkerSession } from './worker-session.ts';

declare let self: ServiceWorkerGlobalScope;

/** Background Sync's event (not in TypeScript's WebWorker library). */
export interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

export interface WorkerReplayDeps {
  db: PortalDb;
  fetch: typeof fetch;
  now: () => number;
  session: (tenant: string) => Promise<WorkerSession | undefined>;
  apiBase: (tenant: string) => Promise<string | undefined>;
  /** The page's replay takes the same Web Lock, so a page opening meanwhile does not send a write twice. */
  lock: (name: string, task: () => Promise<void>) => Promise<void>;
}

export interface WorkerReplayResult {
  sent: number;
  failed: number;
  /** Writes left pending: the network or the server failed (worth a later sync). */
  retryLater: boolean;
}

// As src/features/outbox/outbox.ts: a server failure, "too many / too early", or the same key still
// being handled by an earlier attempt waits.
const RETRY_LATER = new Set([408, 425, 429]);
const retryable = (status: number, code: string | undefined) =>
  status >= 500 || RETRY_LATER.has(status) || (status === 409 && code === 'IDEMPOTENCY_IN_PROGRESS');

function requestOf(row: OutboxRow, base: string, session: WorkerSession): Request | undefined {
  if (!isOutboxEndpointName(row.endpoint)) return undefined;
  const endpoint = OUTBOX_ENDPOINTS[row.endpoint];
  const url = new URL(`${base}${buildPath(endpoint.path, row.params)}`);
  for (const [key, value] of Object.entries(row.query ?? {})) url.searchParams.set(key, value);
  const headers = new Headers({
    accept: 'application/json',
    [CHANNEL_HEADER]: CHANNEL_WEB,
    [TENANT_HEADER]: row.tenant,
    authorization: `Bearer ${session.accessToken}`,
    [IDEMPOTENCY_HEADER]: row.key,
  });
  if (row.body !== undefined) headers.set('content-type', 'application/json');
  const body = row.body === undefined ? undefined : JSON.stringify(row.body);
  return new Request(url, { method: endpoint.method, headers, body });
}

async function problemCode(response: Response): Promise<string | undefined> {
  try {
    const code = ((await response.json()) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** One user's waiting writes, oldest first; the same rules as the page's replay. */
async function replayGroup(rows: OutboxRow[], base: string, session: WorkerSession, deps: WorkerReplayDeps) {
  const result: WorkerReplayResult = { sent: 0, failed: 0, retryLater: false };
  const blocked = new Set<string>();
  for (const row of rows) {
    if (row.seq === undefined || blocked.has(row.itemKey)) continue;
    const request = requestOf(row, base, session);
    // A write this worker does not know (a newer build's) is left to the page, and its item waits.
    if (!request) {
      blocked.add(row.itemKey);
      continue;
    }
    const current = await deps.db.outbox.get(row.seq);
    // The page may have sent or settled it while this replay waited for the lock.
    if (current?.state !== 'pending') continue;
    const attempts = row.attempts + 1;
    let response: Response;
    try {
      response = await deps.fetch(request);
    } catch {
      // Offline again: everything else waits too.
      await deps.db.outbox.update(row.seq, { attempts, lastStatus: 0 });
      return { ...result, retryLater: true };
    }
    if (response.ok) {
      await deps.db.outbox.delete(row.seq);
      result.sent++;
      continue;
    }
    // The token ran out meanwhile: the page renews the session and replays.
    if (response.status === 401) break;
    const code = await problemCode(response);
    if (retryable(response.status, code)) {
      await deps.db.outbox.update(row.seq, { attempts, lastStatus: response.status });
      blocked.add(row.itemKey);
      result.retryLater = true;
    } else {
      const refused = { state: 'failed' as const, attempts, lastStatus: response.status };
      await deps.db.outbox.update(row.seq, code ? { ...refused, lastCode: code } : refused);
      result.failed++;
    }
  }
  return result;
}

/**
 * Background Sync with no window open: the worker replays each user's waiting writes itself, with the
 * access token the page mirrored — only while it is unexpired (the worker never refreshes) — in order
 * per item, stopping at a network failure; a refused write (4xx) is kept as failed for the user to see.
 */
export async function replayWithoutWindows(deps: WorkerReplayDeps): Promise<WorkerReplayResult> {
  const rows = (await deps.db.outbox.orderBy('seq').toArray()).filter((r) => r.state === 'pending');
  const groups = new Map<string, OutboxRow[]>();
  for (const row of rows) {
    const name = `${row.tenant}:${row.userId}`;
    groups.set(name, [...(groups.get(name) ?? []), row]);
  }
  const total: WorkerReplayResult = { sent: 0, failed: 0, retryLater: false };
  for (const group of groups.values()) {
    const { tenant, userId } = group[0] as OutboxRow;
    const session = await deps.session(tenant);
    if (!session || session.userId !== userId || session.expires <= deps.now()) continue;
    const base = await deps.apiBase(tenant);
    if (!base) continue;
    await deps.lock(`outbox:${tenant}:${userId}`, async () => {
      const result = await replayGroup(group, base, session, deps);
      total.sent += result.sent;
      total.failed += result.failed;
      total.retryLater ||= result.retryLater;
    });
  }
  return total;
}

const workerDeps = (): WorkerReplayDeps => ({
  db: portalDb(),
  fetch: (request) => fetch(request),
  now: () => Date.now(),
  session: readWorkerSession,
  apiBase: (tenant) => readApiBase(tenant, self.location.origin),
  lock: (name, task) => (self.navigator.locks ? self.navigator.locks.request(name, task) : task()),
});

async function syncOutbox(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  if (windows.length > 0) {
    // An open page replays with its own session, which it can renew.
    for (const client of windows) client.postMessage(REPLAY_OUTBOX);
    return;
  }
  const { retryLater } = await replayWithoutWindows(workerDeps());
  // A failed sync is tried again by the browser later, with its own backoff.
  if (retryLater) throw new Error('Outbox writes still wait for the network or the server');
}

export function handleSync(event: SyncEvent): void {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(syncOutbox());
}

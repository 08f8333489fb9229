import type { Endpoint } from '#contract/endpoint.ts';
import { IDEMPOTENCY_HEADER } from '#contract/player.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { isApiError } from '#lib/api-error.ts';
import type { OutboxRow, PortalDb } from '#offline-store/db.ts';
import { OUTBOX_ENDPOINTS, type OutboxEndpointName } from '#offline-store/outbox-endpoints.ts';
import { hasPendingWrites, markerKey, setMarker } from './outbox-marker.ts';

/**
 * The offline outbox (architecture §3): a like, history write or listening report is sent at once
 * with an Idempotency-Key; when the network fails or the server answers 5xx (or 408/429) it waits in
 * IndexedDB with its key and original time and is replayed later — in order per item — so the
 * server sees it exactly once. A 4xx is final: the caller (or the replay's owner) tells the user.
 */

export interface OutboxContext {
  api: ApiClient;
  tenant: string;
  userId: string;
  /** Opens the database; a dynamic import, so Dexie loads only when something waits. */
  openDb: () => Promise<PortalDb>;
  now?: () => Date;
  newKey?: () => string;
  /** Asks the service worker for a Background Sync (when the browser has it). */
  requestSync?: () => void;
  /** How long a write may wait for its answer (default OUTBOX_WRITE_DEADLINE_MS). */
  deadlineMs?: number;
}

export interface OutboxWrite {
  endpoint: OutboxEndpointName;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Writes of one item keep their order (e.g. 'like:tracks:12'). */
  itemKey: string;
}

export type WriteResult = { sent: true; answer: unknown } | { sent: false };

const RETRY_LATER = new Set([408, 425, 429]);

/**
 * A write with no answer after this long waits in the outbox like one sent offline (a hanging connection is not
 * left holding the user's like or listening report); its Idempotency-Key makes the replay safe if it did arrive.
 */
export const OUTBOX_WRITE_DEADLINE_MS = 8000;

/**
 * Worth another try later: no answer at all, a server failure, "too many / too early", or the same
 * key still being handled by an earlier attempt (409 IDEMPOTENCY_IN_PROGRESS).
 */
export const isRetryable = (error: unknown): boolean =>
  isApiError(error) &&
  (error.kind === 'network' ||
    error.status >= 500 ||
    RETRY_LATER.has(error.status) ||
    (error.status === 409 && error.problem?.code === 'IDEMPOTENCY_IN_PROGRESS'));

const statusOf = (error: unknown): number => (isApiError(error) ? error.status : 0);

function send(
  api: ApiClient,
  write: Pick<OutboxRow, 'endpoint' | 'params' | 'query' | 'body'>,
  key: string,
  deadlineMs = OUTBOX_WRITE_DEADLINE_MS,
) {
  const endpoint: Endpoint = OUTBOX_ENDPOINTS[write.endpoint as OutboxEndpointName];
  const call = api.call as (endpoint: Endpoint, options: object) => Promise<unknown>;
  return call(endpoint, {
    params: write.params,
    query: write.query,
    body: write.body,
    headers: { [IDEMPOTENCY_HEADER]: key },
    timeoutMs: deadlineMs,
  });
}

async function enqueue(
  ctx: OutboxContext,
  db: PortalDb,
  row: Omit<OutboxRow, 'tenant' | 'userId' | 'state'>,
) {
  await db.outbox.add({ ...row, tenant: ctx.tenant, userId: ctx.userId, state: 'pending' });
  setMarker(ctx, true);
  ctx.requestSync?.();
}

const pendingOf = (db: PortalDb, ctx: OutboxContext) =>
  db.outbox.where('[tenant+userId]').equals([ctx.tenant, ctx.userId]);

/** Sends the write now, or keeps it for later when the network or server fails (or an earlier write of the item waits). */
export async function sendOrQueue(ctx: OutboxContext, write: OutboxWrite): Promise<WriteResult> {
  const key = ctx.newKey?.() ?? crypto.randomUUID();
  const createdAt = (ctx.now?.() ?? new Date()).toISOString();
  const row = { ...write, key, createdAt, attempts: 0 };
  if (hasPendingWrites(ctx)) {
    const db = await ctx.openDb();
    const earlier = await pendingOf(db, ctx)
      .filter((r) => r.state === 'pending' && r.itemKey === write.itemKey)
      .count();
    if (earlier > 0) {
      await enqueue(ctx, db, row);
      return { sent: false };
    }
  }
  try {
    return { sent: true, answer: await send(ctx.api, write, key, ctx.deadlineMs) };
  } catch (error) {
    if (!isRetryable(error)) throw error;
    await enqueue(ctx, await ctx.openDb(), { ...row, attempts: 1, lastStatus: statusOf(error) });
    return { sent: false };
  }
}

export interface ReplaySummary {
  sent: number;
  /** Writes the server refused (4xx): kept as failed for the user to see and dismiss. */
  failed: OutboxRow[];
  /** Still waiting (offline, server down, session to renew). */
  waiting: number;
}

/** Replays waiting writes in order, item by item; stops at the first network failure or a 401. */
async function replayOnce(ctx: OutboxContext): Promise<ReplaySummary> {
  const db = await ctx.openDb();
  const blocked = new Set<string>();
  const seen = new Set<number>();
  const failed: OutboxRow[] = [];
  let sent = 0;
  let stopped = false;
  // Writes queued behind a row of this run while it goes (same item) are read again and sent in this run.
  while (!stopped) {
    const rows = (await pendingOf(db, ctx).sortBy('seq')).filter(
      (r) => r.state === 'pending' && r.seq !== undefined && !seen.has(r.seq),
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      if (row.seq === undefined) continue;
      seen.add(row.seq);
      if (blocked.has(row.itemKey)) continue;
      try {
        await send(ctx.api, row, row.key, ctx.deadlineMs);
        await db.outbox.delete(row.seq);
        sent++;
      } catch (error) {
        const attempts = row.attempts + 1;
        // A session that cannot be renewed here waits for the user to log in again.
        if (isApiError(error) && error.status === 401) {
          stopped = true;
          break;
        }
        if (isRetryable(error)) {
          await db.outbox.update(row.seq, { attempts, lastStatus: statusOf(error) });
          if (isApiError(error) && error.kind === 'network') {
            stopped = true;
            break;
          }
          blocked.add(row.itemKey);
          continue;
        }
        const refused = { state: 'failed' as const, attempts, lastStatus: statusOf(error) };
        const code = isApiError(error) ? error.problem?.code : undefined;
        await db.outbox.update(row.seq, code ? { ...refused, lastCode: code } : refused);
        failed.push({ ...row, ...refused });
      }
    }
  }
  const waiting = await pendingOf(db, ctx)
    .filter((r) => r.state === 'pending')
    .count();
  setMarker(ctx, waiting > 0);
  return { sent, failed, waiting };
}

const running = new Map<string, Promise<ReplaySummary>>();

/** One replay at a time per tenant and user in this page (and across tabs where Web Locks exist). */
export function replayOutbox(ctx: OutboxContext): Promise<ReplaySummary> {
  const name = markerKey(ctx);
  const existing = running.get(name);
  if (existing) return existing;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const run = locks ? locks.request(name, () => replayOnce(ctx)) : replayOnce(ctx);
  const tracked = run.finally(() => running.delete(name));
  running.set(name, tracked);
  return tracked;
}

/** The writes the server refused, oldest first, for the user to see. */
export async function refusedWrites(ctx: OutboxContext): Promise<OutboxRow[]> {
  const db = await ctx.openDb();
  return (await pendingOf(db, ctx).sortBy('seq')).filter((r) => r.state === 'failed');
}

export async function dismissRefused(ctx: OutboxContext, seq: number): Promise<void> {
  const db = await ctx.openDb();
  await db.outbox
    .where('seq')
    .equals(seq)
    .and((r) => r.tenant === ctx.tenant && r.userId === ctx.userId)
    .delete();
}

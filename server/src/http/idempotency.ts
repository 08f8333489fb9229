import { createHash } from 'node:crypto';
import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../../contract/player.ts';
import type { AppEnv } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { JSON_BODY_LIMIT_BYTES } from './json-body.ts';
import { ProblemError } from './problem.ts';

/** How long a key's answer is kept (draft-ietf-httpapi-idempotency-key-header leaves it to the server). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
/** A running row older than this belongs to a request that died mid-way (crash, restart): it may be retaken. */
const ABANDONED_AFTER_SECONDS = 60;
// Answers that ask the client to fix something and send the same request again are not kept.
const RETRYABLE = new Set([401, 408, 425, 429]);
const KEPT_HEADERS = ['content-type', 'cache-control'];
const KEY = /^[\x20-\x7e]{1,255}$/;

const badKey = () =>
  new ProblemError({
    status: 400,
    code: 'INVALID_IDEMPOTENCY_KEY',
    detail: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
  });

/** The key, unquoted when sent as a structured-field string ("…") as the draft writes it. */
function keyOf(header: string): string {
  const quoted = /^"(.*)"$/.exec(header);
  const key = quoted ? (quoted[1] ?? '') : header;
  if (!KEY.test(key)) throw badKey();
  return key;
}

/** SHA-256 of query and body, or undefined when the body is too large to be a valid request anyway. */
async function fingerprint(c: Context): Promise<string | undefined> {
  const hash = createHash('sha256').update(new URL(c.req.url).search).update('\n');
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > JSON_BODY_LIMIT_BYTES) return undefined;
  const body = c.req.raw.clone().body;
  if (!body) return hash.digest('base64url');
  const reader = body.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > JSON_BODY_LIMIT_BYTES) {
      // Not awaited: cancelling one half of a cloned body settles only once the other half is
      // cancelled or read too, which a handler that never reads its body would never do.
      reader.cancel().catch(() => {});
      return undefined;
    }
    hash.update(value);
  }
  return hash.digest('base64url');
}

function replay(row: typeof idempotencyKeys.$inferSelect): Response {
  const headers = new Headers(row.headers ?? {});
  headers.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return new Response(row.body, { status: row.status ?? 200, headers });
}

/** The transaction of a request's Idempotency-Key while its handler runs. */
const requestTransactions = new WeakMap<Context, Db>();

/**
 * The database a handler behind `idempotent` runs every query on: the key's transaction when the request
 * carries a key (its writes then commit together with the stored answer), else `db`. On PGlite a query
 * through `db` while that transaction is open would wait for it, so a handler must never skip this.
 */
export const dbOf = (c: Context, db: Db): Db => requestTransactions.get(c) ?? db;

const refusalsKept = new WeakSet<Context>();
/**
 * Marks this request's refusal (4xx) as one whose writes must stay: a wrong PIN counts towards the lock
 * even when it is refused. Its answer is kept with the writes, so the same key replays the refusal.
 */
export const keepRefusalWrites = (c: Context): void => {
  refusalsKept.add(c);
};

/** What is kept of an answer: its status, the headers a replay needs, and its body. */
async function answerOf(c: Context) {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = c.res.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { state: 'done' as const, status: c.res.status, headers, body: await c.res.clone().text() };
}

// Thrown inside the key's transaction to roll the handler's writes back without failing the request.
const DISCARD = new Error('discard the request’s writes');

/**
 * Idempotency-Key for writes (POST/PUT/DELETE): the first request with a key runs and its answer is kept
 * per tenant, caller, method and path for 24 h; a repeat gets that answer (header idempotent-replayed)
 * without running again; the same key with another query or body is 422; a repeat while the first still
 * runs is 409. The row is inserted before the handler runs, so concurrent duplicates cannot both run. The
 * handler runs in a transaction (reach it with dbOf) that also stores the answer, so the write and its
 * answer are kept together or not at all; a refusal (4xx) keeps only its answer; a failure (5xx, thrown
 * error) keeps nothing and removes the row, so a retry runs. Mount it after the route's authentication.
 */
export const idempotent =
  (db: Db): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const header = c.req.header(IDEMPOTENCY_HEADER);
    if (header === undefined) return next();
    const key = keyOf(header.trim());
    const requestHash = await fingerprint(c);
    if (requestHash === undefined) return next();
    const userId = c.get('userId');
    const scope = {
      tenantName: c.get('tenant').name,
      principal: userId ? `user:${userId}` : 'anonymous',
      method: c.req.method,
      path: c.req.path,
      key,
    };
    const where = and(
      eq(idempotencyKeys.tenantName, scope.tenantName),
      eq(idempotencyKeys.principal, scope.principal),
      eq(idempotencyKeys.method, scope.method),
      eq(idempotencyKeys.path, scope.path),
      eq(idempotencyKeys.key, scope.key),
    );
    const expiresAt = sql`now() + make_interval(secs => ${IDEMPOTENCY_TTL_SECONDS})`;
    const locked = await db
      .insert(idempotencyKeys)
      .values({ ...scope, requestHash, state: 'running', expiresAt })
      .onConflictDoUpdate({
        target: [
          idempotencyKeys.tenantName,
          idempotencyKeys.principal,
          idempotencyKeys.method,
          idempotencyKeys.path,
          idempotencyKeys.key,
        ],
        set: {
          requestHash,
          state: 'running',
          status: null,
          headers: null,
          body: null,
          lockedAt: sql`now()`,
          expiresAt,
        },
        // Only an expired answer or an abandoned run is taken over; anything else stays as it is.
        setWhere: or(
          lte(idempotencyKeys.expiresAt, sql`now()`),
          and(
            eq(idempotencyKeys.state, 'running'),
            lte(idempotencyKeys.lockedAt, sql`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`),
          ),
        ),
      })
      .returning({ key: idempotencyKeys.key });
    if (locked.length === 0) {
      const [row] = await db.select().from(idempotencyKeys).where(where);
      if (row?.state === 'done' && row.requestHash !== requestHash)
        throw new ProblemError({
          status: 422,
          code: 'IDEMPOTENCY_KEY_REUSED',
          detail: 'This Idempotency-Key was used for a different request.',
        });
      if (row?.state === 'done') return replay(row);
      throw new ProblemError({
        status: 409,
        code: 'IDEMPOTENCY_IN_PROGRESS',
        detail: 'A request with this Idempotency-Key is still being processed; try again shortly.',
        headers: { 'retry-after': '1' },
      });
    }
    if (Math.random() < 0.01) await purgeExpired(db);

    // The handler's writes and the stored answer commit in one transaction (issue 11, finding 7): a crash
    // or a failed store in between leaves neither, and the key (running, or released) lets a retry run.
    const outcome = { kept: 'released' as 'released' | 'done' | 'refused' };
    try {
      await db.transaction(async (tx) => {
        requestTransactions.set(c, tx);
        try {
          await next();
        } finally {
          requestTransactions.delete(c);
        }
        const status = c.res.status;
        const failed = (c.error !== undefined && !(c.error instanceof ProblemError)) || status >= 500;
        if (failed || RETRYABLE.has(status)) throw DISCARD;
        // A refusal writes nothing either; its answer is kept below, on its own.
        if (status >= 400 && !refusalsKept.has(c)) {
          outcome.kept = 'refused';
          throw DISCARD;
        }
        await tx
          .update(idempotencyKeys)
          .set(await answerOf(c))
          .where(where);
        outcome.kept = 'done';
      });
    } catch (error) {
      if (error !== DISCARD) {
        // Storing or committing failed: nothing of the request stayed, so its retry must run it.
        await db.delete(idempotencyKeys).where(where);
        throw error;
      }
    }
    if (outcome.kept === 'refused')
      await db
        .update(idempotencyKeys)
        .set(await answerOf(c))
        .where(where);
    if (outcome.kept === 'released') await db.delete(idempotencyKeys).where(where);
  };

/** Keys past their 24 h, a bounded batch at a time (called now and then by new keys). */
export async function purgeExpired(db: Db): Promise<void> {
  await db.execute(
    sql`delete from idempotency_keys where ctid in (select ctid from idempotency_keys where expires_at <= now() limit 500)`,
  );
}

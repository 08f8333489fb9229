import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/auth.ts';
import { ProblemError } from '../http/problem.ts';

export interface RateRule {
  /** e.g. `login:acct:demo:ann@example.com` or `login:ip:demo:203.0.113.9`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one attempt in a fixed window (atomic upsert, shared by every server instance) and returns
 * how many seconds remain when the limit is exceeded, else 0.
 */
export async function hitRateLimit(db: Db, { key, limit, windowSeconds }: RateRule): Promise<number> {
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      remaining: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}) - now()))))::int`,
    });
  const row = rows[0];
  return row && row.count > limit ? Number(row.remaining) : 0;
}

/** Checks every rule (all are counted); throws 429 with Retry-After when any is exceeded. */
export async function enforceRateLimits(db: Db, rules: RateRule[]): Promise<void> {
  let wait = 0;
  for (const rule of rules) wait = Math.max(wait, await hitRateLimit(db, rule));
  if (wait > 0) {
    throw new ProblemError({
      status: 429,
      code: 'RATE_LIMITED',
      detail: `Too many attempts. Try again in ${wait} seconds.`,
      headers: { 'retry-after': String(wait) },
    });
  }
}

/**
 * Reserves one attempt under every rule BEFORE a password (or other secret) is checked: the atomic
 * upsert means parallel attempts cannot all find the same free slot, so at most `limit` checks run
 * per window. Answers the seconds to wait when any rule is exhausted, and then gives every
 * reservation back (a refused attempt checked nothing), else 0. A failed check keeps its slot; a
 * successful one should reset or release it, so the limits count failures in effect.
 */
export async function reserveAttempt(db: Db, rules: RateRule[]): Promise<number> {
  let wait = 0;
  for (const rule of rules) wait = Math.max(wait, await hitRateLimit(db, rule));
  if (wait > 0) for (const rule of rules) await releaseAttempt(db, rule.key);
  return wait;
}

/** Gives one reserved attempt back (a success, or a refusal that checked nothing). */
export async function releaseAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key}`);
}

/** Clears a counter (e.g. the account's failed-login count after a successful login). */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

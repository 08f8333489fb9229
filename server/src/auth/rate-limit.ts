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

/** Seconds until the rule admits another attempt (0 now), without counting one: for limits on failures only. */
export async function rateLimitWait(db: Db, { key, limit, windowSeconds }: RateRule): Promise<number> {
  const rows = await db
    .select({
      remaining: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}) - now()))))::int`,
    })
    .from(rateLimits)
    .where(
      sql`${rateLimits.key} = ${key} and ${rateLimits.count} >= ${limit} and ${rateLimits.windowStart} >= now() - make_interval(secs => ${windowSeconds})`,
    );
  return rows[0] ? Number(rows[0].remaining) : 0;
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

/** Clears a counter (e.g. the account's failed-login count after a successful login). */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

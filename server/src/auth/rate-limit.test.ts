import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema/auth.ts';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';
import {
  enforceRateLimits,
  hitRateLimit,
  releaseAttempt,
  reserveAttempt,
  resetRateLimit,
} from './rate-limit.ts';

describe.each(databaseTargets())('rate limits (%s)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  it('counts attempts in a fixed window and reports the wait once the limit is exceeded', async () => {
    const rule = { key: 'test:window', limit: 3, windowSeconds: 60 };
    expect(await hitRateLimit(t.database.db, rule)).toBe(0);
    expect(await hitRateLimit(t.database.db, rule)).toBe(0);
    expect(await hitRateLimit(t.database.db, rule)).toBe(0);
    const wait = await hitRateLimit(t.database.db, rule);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('starts a new window once the old one has passed', async () => {
    const rule = { key: 'test:expired', limit: 1, windowSeconds: 1 };
    await hitRateLimit(t.database.db, rule);
    expect(await hitRateLimit(t.database.db, rule)).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await hitRateLimit(t.database.db, rule)).toBe(0);
  });

  it('throws a 429 problem with Retry-After when any rule is exceeded, and a reset clears the counter', async () => {
    const rules = [{ key: 'test:429', limit: 1, windowSeconds: 600 }];
    await enforceRateLimits(t.database.db, rules);
    await expect(enforceRateLimits(t.database.db, rules)).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      headers: { 'retry-after': expect.stringMatching(/^\d+$/) },
    });
    await resetRateLimit(t.database.db, 'test:429');
    await expect(enforceRateLimits(t.database.db, rules)).resolves.toBeUndefined();
  });

  const countOf = async (key: string) => {
    const [row] = await t.database.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${key}`);
    return row?.count ?? 0;
  };

  it('parallel reservations admit exactly `limit` attempts; the refused ones give their slots back', async () => {
    const account = { key: 'test:reserve:acct', limit: 5, windowSeconds: 600 };
    const ip = { key: 'test:reserve:ip', limit: 100, windowSeconds: 600 };
    const waits = await Promise.all(
      Array.from({ length: 25 }, () => reserveAttempt(t.database.db, [account, ip])),
    );
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
    expect(waits.filter((w) => w > 0).every((w) => w <= 600)).toBe(true);
    expect(await countOf(account.key)).toBe(5);
    expect(await countOf(ip.key)).toBe(5);
  });

  it('a released attempt (a success) frees its slot for the next one', async () => {
    const rule = { key: 'test:release', limit: 1, windowSeconds: 600 };
    expect(await reserveAttempt(t.database.db, [rule])).toBe(0);
    expect(await reserveAttempt(t.database.db, [rule])).toBeGreaterThan(0);
    await releaseAttempt(t.database.db, rule.key);
    expect(await reserveAttempt(t.database.db, [rule])).toBe(0);
  });
});

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commerceClock } from '../../db/schema/commerce.ts';
import { rowsOf } from '../library/list-context.ts';
import { durationInterval } from './billing-cycle.ts';

/** The commerce clock's now: real time plus the demo offset (migration 0008's commerce_now()). */
export async function commerceNow(db: Db): Promise<{ now: Date; offsetSeconds: number }> {
  const [row] = rowsOf<{ now: string | Date; offset: string | number }>(
    await db.execute(
      sql`select commerce_now() as now, coalesce((select offset_seconds from commerce_clock where id = 1), 0) as offset`,
    ),
  );
  return { now: new Date(row?.now ?? Date.now()), offsetSeconds: Number(row?.offset ?? 0) };
}

/** Moves the clock forward by an ISO 8601 duration (P1D, P7D, P1M, P1Y, PT1H …), for every instance at once. */
export async function advanceClock(db: Db, duration: string): Promise<boolean> {
  const interval = durationInterval(duration);
  if (!interval) return false;
  await db.insert(commerceClock).values({ id: 1, offsetSeconds: 0 }).onConflictDoNothing();
  await db.execute(
    sql`update commerce_clock set offset_seconds = offset_seconds + extract(epoch from (commerce_now() + ${interval}::interval) - commerce_now())::bigint where id = 1`,
  );
  return true;
}

/** Back to real time. */
export async function resetClock(db: Db): Promise<void> {
  await db.update(commerceClock).set({ offsetSeconds: 0 });
}

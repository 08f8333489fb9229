import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Holds PGlite's only connection in an open transaction until released: everything else must wait. */
export async function holdDatabase(db: Db): Promise<{ release(): Promise<void> }> {
  let unblock = () => {};
  const held = new Promise<void>((done) => {
    unblock = done;
  });
  let started = () => {};
  const running = new Promise<void>((done) => {
    started = done;
  });
  const holding = db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    started();
    await held;
  });
  await running;
  return {
    async release() {
      unblock();
      await holding;
    },
  };
}

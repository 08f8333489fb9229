import type { Db } from '../../db/client.ts';
import { settleAllFinished } from './arcade-competitions.ts';

/**
 * The arcade clock: every few minutes the finished competitions' prizes are granted (reads grant them lazily
 * as well; each competition is claimed once, so the two never grant twice).
 */
export function startArcadeTimer(
  db: Db,
  seconds = 120,
  log: (line: string) => void = console.log,
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const settled = await settleAllFinished(db);
      if (settled > 0) log(`[arcade] prizes granted for ${settled} finished competitions`);
    } catch (error) {
      log(`[arcade] prize run failed: ${String((error as Error).message ?? error)}`);
    } finally {
      running = false;
    }
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

import { mkdirSync, rmdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from './fixtures.ts';

export * from './fixtures.ts';

/**
 * The server's demo clock moves commerce time for every journey at once, so the journeys that move it take
 * turns: a lock (a directory, atomic across workers) per server port, held for one test; the clock is reset
 * to real time after it, whatever happened.
 */
const LOCK = join(tmpdir(), `pw-demo-clock-${process.env.E2E_PORT ?? 8787}.lock`);
const WAIT_MS = 240_000;
/** Older than any journey that holds it: left by a killed run. */
const STALE_MS = 150_000;

async function acquire(): Promise<void> {
  for (const until = Date.now() + WAIT_MS; ; ) {
    try {
      mkdirSync(LOCK);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    try {
      if (Date.now() - statSync(LOCK).mtimeMs > STALE_MS) rmdirSync(LOCK);
    } catch {
      // Released meanwhile: the next attempt takes it.
    }
    if (Date.now() > until) throw new Error('the demo clock stayed taken by another journey');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface Renewals {
  renewed: number;
  expired: number;
  retried: number;
  settled: number;
}

export interface DemoClock {
  /** Moves commerce time on by an ISO 8601 duration; the server runs the renewal job at once. */
  advance(duration: string): Promise<Renewals>;
}

export const test = base.extend<{ demoClock: DemoClock }>({
  // Its own timeout: waiting for another journey's turn does not eat the test's time.
  demoClock: [
    async ({ request }, use) => {
      await acquire();
      const post = async (data: object) => {
        const res = await request.post('/hosted/demo-clock', { data });
        expect(res.ok(), `demo clock ${JSON.stringify(data)}`).toBe(true);
        return (await res.json()) as { renewals: Renewals };
      };
      try {
        await post({ reset: true });
        await use({ advance: async (duration) => (await post({ advance: duration })).renewals });
      } finally {
        await post({ reset: true }).catch(() => undefined);
        rmdirSync(LOCK);
      }
    },
    { timeout: WAIT_MS + 30_000 },
  ],
});

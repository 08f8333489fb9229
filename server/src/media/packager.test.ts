import { describe, expect, it } from 'vitest';
import { killPackagers, PACKAGER_CONCURRENCY, packagerRuns, runPackager } from './packager.ts';

/** A stand-in packager that runs for `seconds`. */
const sleeper = (seconds: number, timeoutMs?: number) =>
  runPackager([String(seconds)], { binary: '/bin/sleep', ...(timeoutMs ? { timeoutMs } : {}) });

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((tick) => setTimeout(tick, 10));
};

describe('packager runs', () => {
  it('a run past its timeout is killed with SIGKILL and rejects with a clear error', async () => {
    const started = Date.now();
    await expect(sleeper(30, 200)).rejects.toThrow(/timed out after 200 ms and was killed \(SIGKILL\)/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(packagerRuns().running).toBe(0);
  });

  it(`at most ${PACKAGER_CONCURRENCY} run at once; the others wait their turn`, async () => {
    const runs = Array.from({ length: PACKAGER_CONCURRENCY + 2 }, () => sleeper(0.4));
    await until(() => packagerRuns().running === PACKAGER_CONCURRENCY);
    expect(packagerRuns()).toEqual({ running: PACKAGER_CONCURRENCY, waiting: 2 });
    await Promise.all(runs);
    expect(packagerRuns()).toEqual({ running: 0, waiting: 0 });
  });

  it('server shutdown kills the children: their runs reject at once', async () => {
    const started = Date.now();
    const run = sleeper(30);
    await until(() => packagerRuns().running === 1);
    killPackagers();
    await expect(run).rejects.toThrow(/signal SIGKILL/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

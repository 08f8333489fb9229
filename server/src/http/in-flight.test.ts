import { describe, expect, it } from 'vitest';
import { trackInFlight } from './in-flight.ts';

describe('trackInFlight', () => {
  it('drains only once every started answer has settled, failures included', async () => {
    const gates: (() => void)[] = [];
    const tracked = trackInFlight(
      (fail: boolean) =>
        new Promise<string>((resolve, reject) =>
          gates.push(() => (fail ? reject(new Error('boom')) : resolve('ok'))),
        ),
    );
    const first = tracked.fetch(false);
    const second = tracked.fetch(true).catch((error: Error) => error.message);
    expect(tracked.active()).toBe(2);

    let drained = false;
    const waiting = tracked.drained().then(() => {
      drained = true;
    });
    gates[0]?.();
    expect(await first).toBe('ok');
    await Promise.resolve();
    expect(drained).toBe(false);
    gates[1]?.();
    expect(await second).toBe('boom');
    await waiting;
    expect(drained).toBe(true);
    expect(tracked.active()).toBe(0);
  });

  it('is drained at once when nothing is being answered', async () => {
    const tracked = trackInFlight(() => 'sync answer');
    expect(await tracked.fetch()).toBe('sync answer');
    await expect(tracked.drained()).resolves.toBeUndefined();
  });
});

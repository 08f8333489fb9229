// An open-loop constant-rate client for `npm run bench:api`: request i is due at start + i/rate,
// whatever happened to the ones before, and its latency counts from when it was due (so a stall
// shows in every request it delays: no coordinated omission). autocannon's --overallRate is not
// this: each connection sends its share of a second back to back, then waits for the next second.
import http from 'node:http';

export interface RateResult {
  sent: number;
  /** Answers per second over the run. */
  achieved: number;
  p50: number;
  p99: number;
  max: number;
  /** Non-2xx answers, network errors and requests without an answer after 10 s. */
  failures: number;
  /** The failures by status code or error code. */
  failed: Record<string, number>;
}

const TIMEOUT_MS = 10_000;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

export async function constantRate(
  url: string,
  headers: Record<string, string>,
  rate: number,
  seconds: number,
): Promise<RateResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  const failed: Record<string, number> = {};
  let sent = 0;
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const send = (due: number) =>
    new Promise<void>((done) => {
      let finished = false;
      const finish = (failure?: string) => {
        if (finished) return;
        finished = true;
        if (failure === undefined) latencies.push(performance.now() - due);
        else failed[failure] = (failed[failure] ?? 0) + 1;
        done();
      };
      const req = http.get(url, { agent, headers, timeout: TIMEOUT_MS }, (res) => {
        const status = res.statusCode ?? 0;
        res.resume();
        res.on('end', () => finish(status >= 200 && status < 300 ? undefined : String(status)));
        res.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
      });
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      req.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    });
  const pending: Promise<void>[] = [];
  await new Promise<void>((finished) => {
    const tick = () => {
      const now = performance.now();
      // Every request due by now goes out now, timed from when it was due.
      while (sent < total && start + (sent * 1000) / rate <= now) {
        pending.push(send(start + (sent * 1000) / rate));
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 0.5);
      else finished();
    };
    tick();
  });
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    sent,
    achieved: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    failures: Object.values(failed).reduce((sum, n) => sum + n, 0),
    failed,
  };
}

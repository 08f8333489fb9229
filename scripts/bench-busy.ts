// Back-pressure under overload: autocannon with 50 connections (default) on GET /api/structure/home
// against the real server on a fresh PGlite. Prints req/s, p50/p99/max latency of the answered (2xx)
// requests and of all answers, and the share of 503 (server busy) answers.
// Usage: npm run bench:busy [-- --seconds=10 --connections=50]
import autocannon from 'autocannon';
import { CHANNEL_HEADER, CHANNEL_WEB, TENANT_HEADER } from '../contract/tenant.ts';
import { startServer } from './bench-server.ts';

const PORT = 8795;
const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const seconds = option('seconds', 10);
const connections = option('connections', 50);
const headers = { [TENANT_HEADER]: 'demo', [CHANNEL_HEADER]: CHANNEL_WEB };

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
const ms = (n: number) => `${Math.round(n)} ms`;

function summary(label: string, latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const [p50, p99, max] = [percentile(sorted, 50), percentile(sorted, 99), sorted.at(-1) ?? 0];
  return `${label}: ${sorted.length} answers, p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(max)}`;
}

// Every request composes (no structure cache): answers kept in memory would never reach the line.
const server = await startServer(PORT, { STRUCTURE_CACHE: '0' });
try {
  const url = `${server.origin}/api/structure/home?lang=en`;
  // Warm-up (JIT, query plans) at a load the server takes without refusing anything.
  await autocannon({ url, headers, connections: 2, duration: 2 });
  const ok: number[] = [];
  const all: number[] = [];
  const statuses = new Map<number, number>();
  // Without a callback autocannon answers its tracker, which is both an event emitter and a promise.
  const instance = autocannon({
    url,
    headers,
    connections,
    duration: seconds,
    timeout: 30,
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', (_client: unknown, status: number, _bytes: number, latency: number) => {
    all.push(latency);
    if (status >= 200 && status < 300) ok.push(latency);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  const busy = statuses.get(503) ?? 0;
  console.log(`\nGET /api/structure/home on PGlite, ${connections} connections, ${seconds} s`);
  console.log(`answered (2xx): ${(ok.length / seconds).toFixed(1)} req/s`);
  console.log(summary('2xx', ok));
  console.log(summary('all', all));
  console.log(
    `503 share: ${((100 * busy) / Math.max(1, all.length)).toFixed(1)} % (${busy} of ${all.length}); ` +
      `status counts: ${JSON.stringify(Object.fromEntries(statuses))}; errors ${result.errors}, timeouts ${result.timeouts}`,
  );
} finally {
  await server.stop();
}

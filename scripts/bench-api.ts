// API throughput of the real server (autocannon, 10 connections): GET /structure/home, a details
// fragment and a search, on PGlite and on PostgreSQL (a scratch database on DATABASE_URL's server),
// each with the structure cache warm and off (STRUCTURE_CACHE=0), next to a bare Hono hello-world
// measured in the same run on the same machine; then warm /structure/home at a constant rate
// (default 1,000 req/s for 60 s, open loop: scripts/bench-rate.ts).
// Usage: npm run bench:api [-- --seconds=10 --connections=10 --rate=1000 --rate-seconds=60]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { type StructureNode, structureEndpoints } from '../contract/structure.ts';
import { CHANNEL_HEADER, CHANNEL_WEB, TENANT_HEADER } from '../contract/tenant.ts';
import { constantRate } from './bench-rate.ts';
import { startServer, stopChild, waitForAnswer } from './bench-server.ts';

const HELLO_PORT = 8797;
const SERVER_PORT = 8796;
const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const seconds = option('seconds', 10);
const connections = option('connections', 10);
const rate = option('rate', 1000);
const rateSeconds = option('rate-seconds', 60);
const headers = { [TENANT_HEADER]: 'demo', [CHANNEL_HEADER]: CHANNEL_WEB };

interface Row {
  target: string;
  cache: string;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}
const rows: Row[] = [];
const rateRows: (Row & { max: number })[] = [];
const round = (ms: number) => Math.round(ms * 10) / 10;

const failuresOf = (result: autocannon.Result) => result.non2xx + result.errors + result.timeouts;

async function load(target: string, cache: string, call: string, url: string, extra = {}): Promise<void> {
  const asked = { ...headers, ...extra };
  // A short unmeasured run first: JIT, query plans, connection pools and the cache warm up.
  await autocannon({ url, headers: asked, connections, duration: 2 });
  const result = await autocannon({ url, headers: asked, connections, duration: seconds });
  const row = { target, cache, call, rps: result.requests.average, p50: result.latency.p50 };
  rows.push({ ...row, p99: result.latency.p99, failures: failuresOf(result) });
  console.error(`  ${target} ${cache} ${call}: ${row.rps.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);
}

async function atConstantRate(target: string, call: string, url: string): Promise<void> {
  await constantRate(url, headers, rate, 2); // warm-up, not measured
  const result = await constantRate(url, headers, rate, rateSeconds);
  const row = { target, cache: 'warm', call, rps: result.achieved, p50: round(result.p50) };
  rateRows.push({ ...row, p99: round(result.p99), max: round(result.max), failures: result.failures });
  const failed = Object.entries(result.failed).map(([why, n]) => `${why} ×${n}`);
  console.error(
    `  ${target} ${rate} req/s × ${rateSeconds} s ${call}: p99 ${round(result.p99)} ms ${failed.join(', ')}`,
  );
}

const apiPath = (path: string) => `/api${path}`;

function firstCard(node: StructureNode, kind: string): StructureNode | undefined {
  if (node.name === 'card' && node.data?.customProperties?.kind === kind) return node;
  for (const child of node.substructure ?? []) {
    const found = firstCard(child, kind);
    if (found) return found;
  }
  return undefined;
}

/** The calls measured on a running server: the home page, an album's details, a search. */
async function calls(origin: string): Promise<Array<[string, string]>> {
  const albums = await fetch(`${origin}${apiPath('/structure/music-albums')}?lang=en`, { headers });
  const album = firstCard((await albums.json()) as StructureNode, 'album');
  const albumId = album?.data?.customProperties?.id;
  if (albumId === undefined) throw new Error('no album card on /structure/music-albums');
  const details = structureEndpoints.fragment.path
    .replace(':name', 'music-album')
    .replace(':id', String(albumId));
  return [
    ['GET /structure/home', `${apiPath('/structure/home')}?lang=en`],
    [`GET /structure/music-album/fragment/${albumId}`, `${apiPath(details)}?lang=en`],
    ['GET /search?q=night', `${apiPath('/search')}?q=night&lang=en`],
  ];
}

async function benchServer(target: string, env: Record<string, string>, cache: 'warm' | 'off') {
  const server = await startServer(SERVER_PORT, { ...env, STRUCTURE_CACHE: cache === 'warm' ? '1' : '0' });
  try {
    const measured = await calls(server.origin);
    for (const [call, path] of measured) {
      const check = await fetch(`${server.origin}${path}`, { headers });
      if (!check.ok) throw new Error(`${call} answered ${check.status} on ${target}`);
      await load(target, cache, call, `${server.origin}${path}`);
    }
    const [home] = measured;
    if (cache !== 'warm' || !home) return;
    // As browsers ask: the answer gzipped once and kept (the rows above ask without Accept-Encoding).
    await load(target, cache, `${home[0]} (gzip)`, `${server.origin}${home[1]}`, {
      'accept-encoding': 'gzip',
    });
    if (rateSeconds > 0) await atConstantRate(target, home[0], `${server.origin}${home[1]}`);
  } finally {
    await server.stop();
  }
}

async function benchHello(): Promise<void> {
  const child = spawn(process.execPath, ['scripts/bench-hello.ts', String(HELLO_PORT)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForAnswer(`http://localhost:${HELLO_PORT}/`, child);
    await load('Hono hello-world', '', 'GET /', `http://localhost:${HELLO_PORT}/`);
  } finally {
    await stopChild(child);
  }
}

/** A throw-away database on DATABASE_URL's server, so the benchmark never touches real data. */
async function withScratchPostgres(run: (url: string) => Promise<void>): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error('PostgreSQL: skipped (set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test)');
    return;
  }
  const name = `portal_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await benchHello();
for (const cache of ['warm', 'off'] as const) await benchServer('PGlite', {}, cache);
await withScratchPostgres(async (url) => {
  for (const cache of ['warm', 'off'] as const) await benchServer('PostgreSQL', { DATABASE_URL: url }, cache);
});

console.log(
  `\n${connections} connections, ${seconds} s per call, after a 2 s warm-up; cache off = STRUCTURE_CACHE=0\n`,
);
console.log('| server | structure cache | call | req/s | p50 ms | p99 ms | failed |');
console.log('|---|---|---|---:|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.target} | ${r.cache} | ${r.call} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.failures} |`,
  );
const hello = rows.find((r) => r.target === 'Hono hello-world')?.rps ?? 0;
console.log('');
for (const r of rows.filter((row) => row.call.startsWith('GET /structure/home') && row.cache === 'warm'))
  console.log(`${r.target}: warm ${r.call} = ${((100 * r.rps) / hello).toFixed(0)} % of hello-world`);
if (rateRows.length > 0) {
  console.log(
    `\nConstant rate: ${rate} req/s for ${rateSeconds} s (open loop, latency from when each was due), warm cache\n`,
  );
  console.log('| server | call | achieved req/s | p50 ms | p99 ms | max ms | failed |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const r of rateRows)
    console.log(
      `| ${r.target} | ${r.call} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.max} | ${r.failures} |`,
    );
}

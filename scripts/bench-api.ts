// API throughput of the real server (autocannon, 10 connections): GET /structure/home, a details
// structure and a search, on PGlite and on PostgreSQL (a scratch database on DATABASE_URL's server),
// next to a bare Hono hello-world measured in the same run on the same machine.
// Usage: npm run bench:api [-- --seconds=10 --connections=10]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { type StructureNode, structureEndpoints } from '../contract/structure.ts';
import { CHANNEL_HEADER, CHANNEL_WEB, TENANT_HEADER } from '../contract/tenant.ts';
import { startServer, stopChild, waitForAnswer } from './bench-server.ts';

const HELLO_PORT = 8797;
const SERVER_PORT = 8796;
const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const seconds = option('seconds', 10);
const connections = option('connections', 10);
const headers = { [TENANT_HEADER]: 'demo', [CHANNEL_HEADER]: CHANNEL_WEB };

interface Row {
  target: string;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}
const rows: Row[] = [];

async function load(target: string, call: string, url: string): Promise<void> {
  // A short unmeasured run first: JIT, query plans and connection pools warm up.
  await autocannon({ url, headers, connections, duration: 2 });
  const result = await autocannon({ url, headers, connections, duration: seconds });
  rows.push({
    target,
    call,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  });
  console.error(
    `  ${target} ${call}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`,
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

async function benchServer(target: string, env: Record<string, string>): Promise<void> {
  const server = await startServer(SERVER_PORT, env);
  try {
    for (const [call, path] of await calls(server.origin)) {
      const check = await fetch(`${server.origin}${path}`, { headers });
      if (!check.ok) throw new Error(`${call} answered ${check.status} on ${target}`);
      await load(target, call, `${server.origin}${path}`);
    }
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
    await load('Hono hello-world', 'GET /', `http://localhost:${HELLO_PORT}/`);
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
await benchServer('PGlite', {});
await withScratchPostgres((url) => benchServer('PostgreSQL', { DATABASE_URL: url }));

console.log(`\n${connections} connections, ${seconds} s per call, after a 2 s warm-up\n`);
console.log('| server | call | req/s | p50 ms | p99 ms | failed |');
console.log('|---|---|---:|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.target} | ${r.call} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.failures} |`);

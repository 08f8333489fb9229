import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_CONTENT_TYPE } from '../../../contract/problem.ts';
import { createApp } from '../app.ts';
import { loadProviderHosts } from '../routes/video/provider-hosts.ts';
import { holdDatabase } from '../testing/hold-database.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { AdmissionGate } from './admission.ts';

const run = promisify(execFile);

const tick = () => new Promise((done) => setTimeout(done, 0));

/** `count` simultaneous GETs of `url` sent from a child process; their statuses. */
async function statusesFromOtherProcess(url: string, count: number): Promise<number[]> {
  const script = `const answers = await Promise.all(Array.from({ length: ${count} }, async () => {
    const res = await fetch(${JSON.stringify(url)}, { headers: { 'x-tenant-id': 'demo' } });
    await res.arrayBuffer();
    return res.status;
  }));
  process.stdout.write(JSON.stringify(answers));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(stdout) as number[];
}

describe('admission gate (bounded line in front of PGlite)', () => {
  it('admits up to `concurrency` at once and the rest first come, first served', async () => {
    const gate = new AdmissionGate({ concurrency: 2, maxQueue: 10, maxWaitMs: 60_000 });
    const order: number[] = [];
    const releases = await Promise.all([gate.enter(), gate.enter()]);
    const waiting = [3, 4, 5].map((n) =>
      gate.enter().then((release) => {
        order.push(n);
        return release;
      }),
    );
    await tick();
    expect(gate.running).toBe(2);
    expect(gate.waiting).toBe(3);
    releases[0]?.();
    releases[1]?.();
    const later = await Promise.all(waiting.slice(0, 2));
    expect(order).toEqual([3, 4]);
    for (const release of later) release?.();
    (await waiting[2])?.();
    expect(order).toEqual([3, 4, 5]);
    expect(gate.running).toBe(0);
  });

  it('refuses at once when the line is full', async () => {
    const gate = new AdmissionGate({ concurrency: 1, maxQueue: 1, maxWaitMs: 60_000 });
    const first = await gate.enter();
    const second = gate.enter();
    expect(await gate.enter()).toBeUndefined();
    first?.();
    (await second)?.();
  });

  it('a request that waited the longest wait leaves the line refused', async () => {
    const gate = new AdmissionGate({ concurrency: 1, maxQueue: 5, maxWaitMs: 20 });
    const first = await gate.enter();
    expect(await gate.enter()).toBeUndefined();
    expect(gate.waiting).toBe(0);
    first?.();
  });

  it('refuses at once when the line ahead is expected to take longer than the longest wait', async () => {
    const gate = new AdmissionGate({ concurrency: 1, maxQueue: 100, maxWaitMs: 50 });
    const pause = () => new Promise((done) => setTimeout(done, 30));
    // Two requests finish ~30 ms apart while another waits: the line moves one request per ~30 ms.
    const first = await gate.enter();
    const second = gate.enter();
    await pause();
    first?.();
    const third = gate.enter();
    await pause();
    (await second)?.();
    const fourth = gate.enter(); // 1 ahead × ~30 ms: fits
    // 2 ahead × ~30 ms > 50 ms: refused before even a zero timer fires, not after waiting.
    expect(await Promise.race([gate.enter(), tick().then(() => 'waited')])).toBeUndefined();
    (await third)?.();
    (await fourth)?.();
  });

  it('a waiting request whose client went away leaves the line', async () => {
    const gate = new AdmissionGate({ concurrency: 1, maxQueue: 5, maxWaitMs: 60_000 });
    const first = await gate.enter();
    const abort = new AbortController();
    const waiting = gate.enter(abort.signal);
    abort.abort();
    expect(await waiting).toBeUndefined();
    expect(gate.waiting).toBe(0);
    first?.();
    expect(gate.running).toBe(0);
  });
});

describe('PGlite answers 503 SERVER_BUSY beyond its line instead of waiting unboundedly', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.dispose());

  it('with the database held, requests beyond the line are refused at once; the line is answered after', async () => {
    const app = createApp({
      db: t.database.db,
      defaultTenant: 'demo',
      distDir: '/nonexistent-portal-dist',
      stage: 'test',
      admission: { concurrency: 1, maxQueue: 2, maxWaitMs: 60_000 },
    });
    // A transaction that stays open holds PGlite's only connection: everything else must wait.
    const hold = await holdDatabase(t.database.db);
    const send = () =>
      app.request('http://localhost/api/structure/home?lang=en', { headers: { 'x-tenant-id': 'demo' } });
    const answers = Array.from({ length: 5 }, send);
    const [fourth, fifth] = await Promise.all([answers[3], answers[4]]);
    for (const res of [fourth, fifth]) {
      expect(res?.status).toBe(503);
      expect(res?.headers.get('content-type')).toBe(PROBLEM_CONTENT_TYPE);
      expect(Number(res?.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res?.json()).toMatchObject({ code: 'SERVER_BUSY' });
    }
    await hold.release();
    const admitted = await Promise.all(answers.slice(0, 3));
    expect(admitted.map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it('over real sockets, requests that arrive while one runs reach the line (and are refused), not the kernel queue', async () => {
    const app = createApp({
      db: t.database.db,
      defaultTenant: 'demo',
      distDir: '/nonexistent-portal-dist',
      stage: 'test',
      admission: { concurrency: 1, maxQueue: 2, maxWaitMs: 60_000 },
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((done) => server.once('listening', done));
    const { port } = server.address() as AddressInfo;
    try {
      // The client is another process, as real clients are: its requests wait in the socket buffers.
      const statuses = await statusesFromOtherProcess(
        `http://127.0.0.1:${port}/api/structure/home?lang=en`,
        20,
      );
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  it('built assets and media files never wait in line', async () => {
    const app = createApp({
      db: t.database.db,
      defaultTenant: 'demo',
      distDir: '/nonexistent-portal-dist',
      stage: 'test',
      admission: { concurrency: 1, maxQueue: 0, maxWaitMs: 60_000 },
      // Read before the server listens, as index.ts does: no request waits for them behind the database.
      providerHosts: await loadProviderHosts(t.database.db),
    });
    const hold = await holdDatabase(t.database.db);
    const occupying = app.request('http://localhost/api/structure/home', {
      headers: { 'x-tenant-id': 'demo' },
    });
    await tick();
    expect((await app.request('http://localhost/api/envFile')).status).toBe(503);
    expect((await app.request('http://localhost/media/audio/none.m4a')).status).toBe(404);
    expect((await app.request('http://localhost/assets/none.js')).status).toBe(404);
    await hold.release();
    expect((await occupying).status).toBe(200);
  });
});

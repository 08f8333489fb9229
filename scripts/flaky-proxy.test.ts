// The shaping logic of scripts/flaky-proxy.ts, and the proxy itself between node:http and a small server.
// Run: node --test scripts/flaky-proxy.test.ts (vitest's projects include no scripts/ folder).
import assert from 'node:assert/strict';
import { createServer, request, type Server } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { deliveryTime, FlakyProxy, hangs, RequestSniffer, SLOW_3G } from './flaky-proxy.ts';

// Ports of the bench's range (bench:flaky itself takes 8830 and 8831).
const PROXY_PORT = 8832;
const UPSTREAM_PORT = 8833;

describe('deliveryTime', () => {
  test('a piece is paced at the rate, then travels the one-way delay', () => {
    const first = deliveryTime(SLOW_3G, 0, 100, 1000);
    assert.equal(first.freeAt, 120); // 1000 B at 50 000 B/s
    assert.equal(first.arriveAt, 1120);
    // Handed over at the same moment, the next piece waits for the first to be sent.
    const second = deliveryTime(SLOW_3G, first.freeAt, 100, 1000);
    assert.equal(second.arriveAt, 1140);
    // An idle link sends at once.
    assert.equal(deliveryTime(SLOW_3G, first.freeAt, 5000, 500).arriveAt, 6010);
  });
});

describe('hangs', () => {
  test('lie-fi holds /api requests only; lie-fi-all holds every request; other conditions none', () => {
    assert.equal(hangs('liefi', '/api/route-rules?path=/'), true);
    assert.equal(hangs('liefi', '/api'), true);
    assert.equal(hangs('liefi', 'http://localhost:1/api/envFile'), true);
    assert.equal(hangs('liefi', '/apiary'), false);
    assert.equal(hangs('liefi', '/music/albums/x/1?api=1'), false);
    assert.equal(hangs('liefi-all', '/assets/index.js'), true);
    for (const condition of ['online', 'slow3g', 'dropping'] as const)
      assert.equal(hangs(condition, '/api/x'), false);
  });
});

describe('RequestSniffer', () => {
  test('frames heads and Content-Length bodies across chunks', () => {
    const sniffer = new RequestSniffer();
    const one = 'POST /api/a HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhel';
    const two = 'lo' + 'GET /b HTTP/1.1\r\nHost: x\r\n\r\nGET /api/c HT';
    const pieces = [...sniffer.push(Buffer.from(one)), ...sniffer.push(Buffer.from(two))];
    pieces.push(...sniffer.push(Buffer.from('TP/1.1\r\n\r\n')));
    assert.deepEqual(
      pieces.map((p) => (p.kind === 'head' ? `${p.method} ${p.target}` : `${p.kind}:${p.bytes.toString()}`)),
      ['POST /api/a', 'body:hel', 'body:lo', 'GET /b', 'GET /api/c'],
    );
    // Every byte is passed on exactly once, in order.
    assert.equal(Buffer.concat(pieces.map((p) => p.bytes)).toString(), `${one}${two}TP/1.1\r\n\r\n`);
  });

  test('a chunked body makes the rest of the connection opaque', () => {
    const sniffer = new RequestSniffer();
    const pieces = sniffer.push(
      Buffer.from('POST /x HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello'),
    );
    assert.deepEqual(
      pieces.map((p) => p.kind),
      ['head', 'opaque'],
    );
    assert.equal(sniffer.push(Buffer.from('GET /api/y HTTP/1.1\r\n\r\n'))[0]?.kind, 'opaque');
  });
});

describe('FlakyProxy', () => {
  let upstream: Server;
  let proxy: FlakyProxy;
  const body = 'x'.repeat(100_000);

  before(async () => {
    upstream = createServer((req, res) => {
      res.setHeader('content-type', 'text/plain');
      res.end(req.url === '/big' ? body : `answer of ${req.url}`);
    });
    await new Promise<void>((resolve) => upstream.listen(UPSTREAM_PORT, '127.0.0.1', resolve));
    proxy = new FlakyProxy({ port: PROXY_PORT, upstreamPort: UPSTREAM_PORT });
    await proxy.start();
  });
  after(async () => {
    await proxy.stop();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  /** The answer's text, or the error's code; `null` when nothing came within `waitMs`. */
  const get = (path: string, waitMs = 10_000) =>
    new Promise<string | null>((resolve) => {
      const req = request({ host: 'localhost', port: proxy.port, path, agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(text));
        res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      req.setTimeout(waitMs, () => {
        req.destroy();
        resolve(null);
      });
      req.end();
    });

  test('online: answers pass unchanged', async () => {
    proxy.set('online');
    assert.equal(await get('/api/a'), 'answer of /api/a');
    assert.equal((await get('/big'))?.length, body.length);
  });

  test('slow 3G: a request takes at least the round trip, a 100 KB answer at least its 2 s at 400 kbit/s', async () => {
    proxy.set('slow3g');
    let started = performance.now();
    assert.equal(await get('/small'), 'answer of /small');
    assert.ok(performance.now() - started >= 2 * SLOW_3G.oneWayDelayMs, 'no round trip added');
    started = performance.now();
    assert.equal((await get('/big'))?.length, body.length);
    const least = 2 * SLOW_3G.oneWayDelayMs + (body.length / SLOW_3G.bytesPerSecond) * 1000;
    assert.ok(performance.now() - started >= least, 'not paced');
  });

  test('lie-fi: /api requests are held open and never answered, pages are', async () => {
    proxy.set('liefi');
    const held = get('/api/route-rules?path=/', 1500);
    assert.equal(await get('/music'), 'answer of /music');
    assert.equal(await held, null);
    proxy.set('liefi-all');
    assert.equal(await get('/music', 1000), null);
  });

  test('dropping: open connections are reset at the cut, new ones work', async () => {
    proxy.set('liefi');
    const held = get('/api/a');
    await new Promise((resolve) => setTimeout(resolve, 200));
    proxy.set('dropping', { firstMs: 300, everyMs: 5000 });
    // Switching resets what was open; the held request learns of it at once.
    assert.equal(await held, 'ECONNRESET');
    const cutsBefore = proxy.stats.cuts;
    assert.equal(await get('/api/b'), 'answer of /api/b');
    await new Promise((resolve) => setTimeout(resolve, 400));
    assert.equal(proxy.stats.cuts, cutsBefore + 1);
    proxy.set('online');
  });
});

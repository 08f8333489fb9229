// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backoffMs, type ReadAheadOptions, totalSize } from './file-read-ahead.ts';
import { MediaReadAhead } from './media-read-ahead.ts';

// 1000 bytes whose value is their position modulo 251.
const FILE = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
const URL_A = 'http://localhost/media/stream/a.s';

type Behaviour = 'ok' | 'hang' | 'fail' | 'stall-after-300' | 'refuse' | 'busy';

/** A server for FILE with Range; each request behaves as the next entry of `script` (then 'ok'). */
function server(script: Behaviour[] = [], file: Uint8Array = FILE) {
  const requests: string[] = [];
  const fetch: ReadAheadOptions['fetch'] = (url, init) => {
    const range = new Headers(init.headers).get('range') ?? '';
    requests.push(`${url} ${range}`);
    const behaviour = script.shift() ?? 'ok';
    const signal = init.signal as AbortSignal;
    const aborted = () =>
      new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    if (behaviour === 'hang') return aborted();
    if (behaviour === 'fail') return Promise.reject(new TypeError('Failed to fetch'));
    if (behaviour === 'refuse')
      return Promise.resolve(
        new Response('{"code":"MEDIA_GRANT_EXPIRED"}', {
          status: 403,
          headers: { 'content-type': 'application/problem+json' },
        }),
      );
    if (behaviour === 'busy') return Promise.resolve(new Response('', { status: 503 }));
    const start = Number(/bytes=(\d+)-/.exec(range)?.[1] ?? 0);
    const part = file.subarray(start);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        if (behaviour === 'stall-after-300') {
          controller.enqueue(part.slice(0, 300));
          signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
          return;
        }
        for (let i = 0; i < part.length; i += 128) controller.enqueue(part.slice(i, i + 128));
        controller.close();
      },
    });
    return Promise.resolve(
      new Response(body, {
        status: 206,
        headers: {
          'content-type': 'audio/mp4',
          'content-range': `bytes ${start}-${file.length - 1}/${file.length}`,
          'content-length': String(part.length),
        },
      }),
    );
  };
  return { fetch, requests };
}

function readAhead(script: Behaviour[] = [], options: Partial<ReadAheadOptions> = {}, file?: Uint8Array) {
  const net = server(script, file);
  const waits: number[] = [];
  const work: Promise<unknown>[] = [];
  const store = new MediaReadAhead({
    fetch: net.fetch,
    stallMs: 40,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...options,
  });
  const ask = (range?: string, url = URL_A) =>
    store.respond(new Request(url, range ? { headers: { range } } : {}), (promise) => work.push(promise));
  return { store, net, waits, ask, settled: () => Promise.all(work) };
}

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('read-ahead of streamed audio in the worker', () => {
  it('back-off: 0.5 s, 1 s, 2 s, 4 s, then 4 s', () => {
    expect([1, 2, 3, 4, 5, 9].map(backoffMs)).toEqual([500, 1_000, 2_000, 4_000, 4_000, 4_000]);
  });

  it('the size comes from Content-Range (206) or Content-Length (200)', () => {
    expect(totalSize(new Response('', { status: 206, headers: { 'content-range': 'bytes 0-9/1000' } }))).toBe(
      1000,
    );
    expect(totalSize(new Response('x', { headers: { 'content-length': '1' } }))).toBe(1);
    expect(totalSize(new Response(null, { status: 200 }))).toBeUndefined();
  });

  it('reads the whole file once and answers the element’s ranges from it', async () => {
    const { ask, net, settled, store } = readAhead();
    const first = await ask('bytes=0-');
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe('bytes 0-999/1000');
    expect(await bytesOf(first)).toEqual(FILE);
    await settled();
    const middle = await ask('bytes=500-599');
    expect(middle.headers.get('content-range')).toBe('bytes 500-599/1000');
    expect(await bytesOf(middle)).toEqual(FILE.subarray(500, 600));
    const beyond = await ask('bytes=1000-');
    expect(beyond.status).toBe(416);
    expect(net.requests).toEqual([`${URL_A} bytes=0-`]);
    expect(store.files.get(URL_A)?.stage).toBe('done');
  });

  it('a hanging request is dropped after the stall deadline and asked again with back-off; the element just waits', async () => {
    const { ask, net, waits } = readAhead(['hang', 'fail', 'hang']);
    const response = await ask('bytes=0-');
    expect(await bytesOf(response)).toEqual(FILE);
    expect(net.requests).toHaveLength(4);
    expect(waits).toEqual([500, 1_000, 2_000]);
  });

  it('a request stalled mid-file resumes from the first missing byte', async () => {
    const { ask, net, waits } = readAhead(['stall-after-300']);
    const response = await ask('bytes=0-');
    expect(await bytesOf(response)).toEqual(FILE);
    expect(net.requests).toEqual([`${URL_A} bytes=0-`, `${URL_A} bytes=300-`]);
    // Bytes had arrived: the count started over at the first wait.
    expect(waits).toEqual([500]);
  });

  it('a busy server (503) is asked again; after the attempts run out the stream errors, and a new request resumes', async () => {
    const { ask, net, waits, settled } = readAhead(['stall-after-300', 'busy', 'busy', 'busy'], {
      maxAttempts: 3,
    });
    const response = await ask('bytes=0-');
    await expect(bytesOf(response)).rejects.toThrow();
    await settled();
    expect(waits).toEqual([500, 1_000]);
    // The page reloads the element: reading goes on from byte 300, not from the start.
    const again = await ask('bytes=0-');
    expect(await bytesOf(again)).toEqual(FILE);
    expect(net.requests.at(-1)).toBe(`${URL_A} bytes=300-`);
  });

  it('a refusal (expired grant) is answered as the server said, not retried', async () => {
    const { ask, net } = readAhead(['refuse']);
    const response = await ask('bytes=0-');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'MEDIA_GRANT_EXPIRED' });
    expect(net.requests).toHaveLength(1);
  });

  it('keeps a few files at most: the least recently used goes first', async () => {
    const { ask, store, settled } = readAhead([], { maxFiles: 2 });
    for (const name of ['a', 'b', 'c'])
      await bytesOf(await ask('bytes=0-', `http://localhost/media/stream/${name}.s`));
    await settled();
    expect([...store.files.keys()]).toEqual([
      'http://localhost/media/stream/b.s',
      'http://localhost/media/stream/c.s',
    ]);
  });

  it('keeps within the byte budget', async () => {
    const { ask, store } = readAhead([], { budgetBytes: 1500 });
    await bytesOf(await ask('bytes=0-', 'http://localhost/media/stream/a.s'));
    await bytesOf(await ask('bytes=0-', 'http://localhost/media/stream/b.s'));
    expect([...store.files.keys()]).toEqual(['http://localhost/media/stream/b.s']);
  });

  it('a file larger than the limit streams from the network as before', async () => {
    const { ask, net } = readAhead([], { maxFileBytes: 999 });
    const response = await ask('bytes=100-199');
    expect(response.headers.get('content-range')).toBe('bytes 100-999/1000');
    expect(net.requests).toEqual([`${URL_A} bytes=0-`, `${URL_A} bytes=100-199`]);
  });
});

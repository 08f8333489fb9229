import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { TENANT_HEADER } from '../contract/tenant.ts';
import { FreshnessWindow } from './freshness-window.ts';
import { tenantCacheKeyPlugin } from './tenant-cache-key.ts';

// The real Workbox strategy runs here; only the browser's Cache Storage, fetch and events are faked.
class FakeExtendableEvent extends Event {
  readonly lifetime: Promise<unknown>[] = [];
  waitUntil(promise: Promise<unknown>): void {
    this.lifetime.push(promise);
  }
}

const keyOf = (request: RequestInfo | URL) => (request instanceof Request ? request.url : String(request));

class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(request: RequestInfo) {
    return this.entries.get(keyOf(request))?.clone();
  }
  async put(request: RequestInfo, response: Response) {
    this.entries.set(keyOf(request), response);
  }
}

class FakeCacheStorage {
  readonly named = new Map<string, FakeCache>();
  async open(name: string) {
    const cache = this.named.get(name) ?? new FakeCache();
    this.named.set(name, cache);
    return cache;
  }
  async match(request: RequestInfo, options?: { cacheName?: string }) {
    return options?.cacheName ? this.named.get(options.cacheName)?.match(request) : undefined;
  }
}

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 1, 12, 0, 0);
const URL_HOME = 'https://portal.test/api/structure/home?lang=ar';

let storage: FakeCacheStorage;
let network: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;

beforeEach(() => {
  storage = new FakeCacheStorage();
  network = vi.fn(async (request: Request) => new Response(`net:${request.headers.get(TENANT_HEADER)}`));
  vi.stubGlobal('ExtendableEvent', FakeExtendableEvent);
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('fetch', network);
  vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const structures = () =>
  new FreshnessWindow({ cacheName: 'api-structure', windowMs: 2 * MINUTE, plugins: [tenantCacheKeyPlugin] });

async function ask(strategy: FreshnessWindow, url = URL_HOME, tenant = 'demo') {
  const request = new Request(url, { headers: { [TENANT_HEADER]: tenant } });
  const [answer, done] = strategy.handleAll({ request, event: new FakeExtendableEvent('fetch') as never });
  const response = await answer;
  await done;
  return response.text();
}

test('structure answer younger than 2 minutes serves from cache with no network call', async () => {
  const strategy = structures();
  expect(await ask(strategy)).toBe('net:demo');
  vi.setSystemTime(START + 119_000);
  network.mockClear();
  expect(await ask(strategy)).toBe('net:demo');
  expect(network).not.toHaveBeenCalled();
});

test('a structure answer older than 2 minutes is asked of the network again and re-stored', async () => {
  const strategy = structures();
  await ask(strategy);
  vi.setSystemTime(START + 3 * MINUTE);
  network.mockResolvedValueOnce(new Response('newer'));
  expect(await ask(strategy)).toBe('newer');
  vi.setSystemTime(START + 4 * MINUTE);
  network.mockClear();
  expect(await ask(strategy)).toBe('newer');
  expect(network).not.toHaveBeenCalled();
});

test('expired entry still serves when offline', async () => {
  const strategy = structures();
  await ask(strategy);
  vi.setSystemTime(START + 7 * 24 * 60 * MINUTE);
  network.mockRejectedValue(new TypeError('Failed to fetch'));
  expect(await ask(strategy)).toBe('net:demo');
});

test('a server error passes through and the last good answer stays stored', async () => {
  const strategy = structures();
  await ask(strategy);
  vi.setSystemTime(START + 3 * MINUTE);
  network.mockResolvedValueOnce(new Response('boom', { status: 500 }));
  expect(await ask(strategy)).toBe('boom');
  network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  expect(await ask(strategy)).toBe('net:demo');
});

test('two tenants never share a cached answer', async () => {
  const strategy = structures();
  expect(await ask(strategy, URL_HOME, 'demo')).toBe('net:demo');
  expect(await ask(strategy, URL_HOME, 'acme')).toBe('net:acme');
  expect([...(storage.named.get('api-structure')?.entries.keys() ?? [])]).toEqual([
    `${URL_HOME}&__tenant=demo`,
    `${URL_HOME}&__tenant=acme`,
  ]);
});

test('two languages never share a cached answer', async () => {
  const strategy = structures();
  await ask(strategy, 'https://portal.test/api/structure/home?lang=ar');
  network.mockResolvedValueOnce(new Response('french'));
  expect(await ask(strategy, 'https://portal.test/api/structure/home?lang=fr')).toBe('french');
});

test('the start-up environment with window 0 asks the network every time but serves offline', async () => {
  const env = new FreshnessWindow({ cacheName: 'api-env', windowMs: 0, plugins: [tenantCacheKeyPlugin] });
  const url = 'https://portal.test/api/envFile';
  await ask(env, url);
  await ask(env, url);
  expect(network).toHaveBeenCalledTimes(2);
  network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  expect(await ask(env, url)).toBe('net:demo');
});

test('omitCache=true skips a fresh cached answer', async () => {
  const strategy = structures();
  const url = `${URL_HOME}&omitCache=true`;
  await ask(strategy, url);
  await ask(strategy, url);
  expect(network).toHaveBeenCalledTimes(2);
});

test('a no-cache request (subscription types after a subscribe or cancel) replaces the stored answer within its window', async () => {
  const types = new FreshnessWindow({
    cacheName: 'api-subscription-type',
    windowMs: 120 * MINUTE,
    plugins: [tenantCacheKeyPlugin],
  });
  const url = 'https://portal.test/api/subscription/type?lang=en';
  const askTypes = async (cacheControl: string) => {
    const request = new Request(url, { headers: { [TENANT_HEADER]: 'demo', 'cache-control': cacheControl } });
    const [answer, done] = types.handleAll({ request, event: new FakeExtendableEvent('fetch') as never });
    const text = await (await answer).text();
    await done;
    return text;
  };
  network.mockResolvedValueOnce(new Response('before'));
  expect(await askTypes('max-age=0')).toBe('before');
  network.mockResolvedValueOnce(new Response('after'));
  expect(await askTypes('no-cache')).toBe('after');
  vi.setSystemTime(START + 60 * MINUTE);
  expect(await askTypes('max-age=0')).toBe('after');
  expect(network).toHaveBeenCalledTimes(2);
});

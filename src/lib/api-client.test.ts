import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { defineEndpoints } from '#contract/endpoint.ts';
import { structureEndpoints } from '#contract/structure.ts';
import {
  createApiClient,
  DeadlineError,
  READ_DEADLINE_MS,
  RETRY_STATUSES,
  retryDelayOf,
  WRITE_DEADLINE_MS,
} from './api-client.ts';
import { ApiError } from './api-error.ts';

const endpoints = defineEndpoints({
  read: {
    method: 'GET',
    path: '/thing/:id',
    params: v.object({ id: v.string() }),
    response: v.object({ ok: v.boolean() }),
  },
  peek: { method: 'HEAD', path: '/thing', response: v.undefined() },
  create: {
    method: 'POST',
    path: '/thing',
    body: v.object({ name: v.string() }),
    response: v.object({ ok: v.boolean() }),
  },
  replace: { method: 'PUT', path: '/thing', response: v.object({ ok: v.boolean() }) },
  change: { method: 'PATCH', path: '/thing', response: v.object({ ok: v.boolean() }) },
  remove: { method: 'DELETE', path: '/thing', response: v.object({ ok: v.boolean() }) },
});

const json = (body: unknown, status = 200, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
const problem = (status: number) =>
  json({ type: 'about:blank', title: 'Broken', status, code: 'BROKEN' }, status, 'application/problem+json');

function setup(...responses: Array<Response | Error>) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  for (const r of responses) {
    if (r instanceof Error) fetch.mockRejectedValueOnce(r);
    else fetch.mockResolvedValueOnce(r);
  }
  const api = createApiClient({
    baseUrl: 'https://portal.test/api/',
    tenant: 'acme',
    fetch,
    retryDelayMs: 0,
  });
  return { api, fetch };
}

const requestOf = (fetch: ReturnType<typeof setup>['fetch'], n = 0) => {
  const [url, init] = fetch.mock.calls[n] ?? [];
  return { url: String(url), init: init as RequestInit, headers: new Headers(init?.headers) };
};

describe('api client', () => {
  it('builds the URL from the base, the path parameters and the query', async () => {
    const { api, fetch } = setup(json({ name: 'page' }));
    await api.call(structureEndpoints.structure, {
      params: { name: 'main-rock' },
      query: { lang: 'ar', minRating: '0', preLive: 'true', omitCache: 'false', maxRating: undefined },
    });
    expect(requestOf(fetch).url).toBe(
      'https://portal.test/api/structure/main-rock?lang=ar&minRating=0&preLive=true&omitCache=false',
    );
  });

  it('sends x-tenant-id and x-distribution-channel WEB on every call (shell §7)', async () => {
    const { api, fetch } = setup(json({ ok: true }));
    await api.call(endpoints.read, { params: { id: '1' } });
    const { headers } = requestOf(fetch);
    expect(headers.get('x-tenant-id')).toBe('acme');
    expect(headers.get('x-distribution-channel')).toBe('WEB');
  });

  it('sends a JSON body with its content type', async () => {
    const { api, fetch } = setup(json({ ok: true }));
    await api.call(endpoints.create, { body: { name: 'x' } });
    const { init, headers } = requestOf(fetch);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"x"}');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('sends extra headers a call asks for, but never lets them replace the tenant or channel', async () => {
    const { api, fetch } = setup(json({ ok: true }));
    await api.call(endpoints.create, {
      body: { name: 'x' },
      headers: { 'idempotency-key': 'k-1', 'x-tenant-id': 'evil', 'x-distribution-channel': 'APP' },
    });
    const { headers } = requestOf(fetch);
    expect(headers.get('idempotency-key')).toBe('k-1');
    expect(headers.get('x-tenant-id')).toBe('acme');
    expect(headers.get('x-distribution-channel')).toBe('WEB');
  });

  it("hands an accepted answer's headers to the caller that asks (e.g. x-result-count)", async () => {
    const answer = json({ ok: true });
    answer.headers.set('x-result-count', '0-49/120');
    const { api } = setup(answer);
    let count: string | null = null;
    await api.call(endpoints.read, {
      params: { id: '1' },
      onHeaders: (headers) => {
        count = headers.get('x-result-count');
      },
    });
    expect(count).toBe('0-49/120');
  });

  it('parses the answer with the endpoint response schema', async () => {
    const { api } = setup(json({ ok: true, extra: 1 }));
    await expect(api.call(endpoints.read, { params: { id: '1' } })).resolves.toEqual({ ok: true });
  });

  it('an answer that breaks the contract is an invalid-response ApiError', async () => {
    const { api } = setup(json({ ok: 'yes' }));
    const error = await api.call(endpoints.read, { params: { id: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('a problem+json answer becomes an ApiError carrying the problem and the endpoint', async () => {
    const { api } = setup(problem(404));
    const error = await api.call(endpoints.read, { params: { id: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      problem: { code: 'BROKEN', status: 404 },
      endpoint: { method: 'GET', path: '/thing/:id' },
    });
  });

  it('an error answer without problem details still carries its status', async () => {
    const { api } = setup(new Response('nope', { status: 403, headers: { 'content-type': 'text/plain' } }));
    const error = await api.call(endpoints.read, { params: { id: '1' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 403, problem: undefined });
  });

  it('a network failure becomes an ApiError with status 0 and is not retried', async () => {
    const { api, fetch } = setup(new TypeError('Failed to fetch'));
    const error = await api.call(endpoints.read, { params: { id: '1' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('an abort is passed through as the abort, not as an ApiError', async () => {
    const controller = new AbortController();
    controller.abort();
    const { api } = setup(new DOMException('aborted', 'AbortError'));
    const error = await api
      .call(endpoints.read, { params: { id: '1' }, signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toBe(controller.signal.reason);
  });

  describe('deadlines: nothing waits on the network for ever', () => {
    /** A connection that accepts the request and never answers (lie-fi): only an abort ends it. */
    const hanging = vi.fn<typeof globalThis.fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const client = () =>
      createApiClient({ baseUrl: 'https://portal.test/api/', tenant: 'acme', fetch: hanging });

    it('a read with no answer within its deadline fails as a network error naming the deadline', async () => {
      const error = await client()
        .call(endpoints.read, { params: { id: '1' }, timeoutMs: 30 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'network', status: 0 });
      expect((error as ApiError).cause).toBeInstanceOf(DeadlineError);
      expect((error as ApiError).cause).toMatchObject({ deadlineMs: 30 });
    });

    it('a write with no answer fails as a network error too, so the outbox keeps it', async () => {
      const error = await client()
        .call(endpoints.create, { body: { name: 'x' }, timeoutMs: 30 })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'network', status: 0 });
    });

    it('an answer whose body stops coming fails at the deadline as well', async () => {
      const stalled = vi.fn<typeof globalThis.fetch>(async (_input, init) => {
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"ok":'));
            init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          },
        });
        return new Response(body, { headers: { 'content-type': 'application/json' } });
      });
      const api = createApiClient({ baseUrl: 'https://portal.test/api/', tenant: 'acme', fetch: stalled });
      const error = await api
        .call(endpoints.read, { params: { id: '1' }, timeoutMs: 30 })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'network', status: 0 });
    });

    it("the caller's own abort stays an abort, not a deadline", async () => {
      const controller = new AbortController();
      const pending = client().call(endpoints.read, {
        params: { id: '1' },
        signal: controller.signal,
        timeoutMs: 5_000,
      });
      controller.abort();
      const error = await pending.catch((e: unknown) => e);
      expect(error).not.toBeInstanceOf(ApiError);
    });

    it('reads and writes have a default deadline', () => {
      expect(READ_DEADLINE_MS).toBeGreaterThan(0);
      expect(WRITE_DEADLINE_MS).toBeGreaterThanOrEqual(READ_DEADLINE_MS);
    });
  });

  it.each([...RETRY_STATUSES])('GET is retried once after a %i and succeeds (shell §9)', async (status) => {
    const { api, fetch } = setup(problem(status), json({ ok: true }));
    await expect(api.call(endpoints.read, { params: { id: '1' } })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('HEAD is retried once after a 503 (shell §9)', async () => {
    const { api, fetch } = setup(new Response(null, { status: 503 }), new Response(null, { status: 200 }));
    await expect(api.call(endpoints.peek)).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('GET is retried only once: a second retryable failure is thrown', async () => {
    const { api, fetch } = setup(problem(503), problem(502));
    const error = await api.call(endpoints.read, { params: { id: '1' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([400, 401, 403, 404, 422, 501])(
    'GET is not retried after a %i (not in the shell §9 list)',
    async (status) => {
      const { api, fetch } = setup(problem(status));
      await expect(api.call(endpoints.read, { params: { id: '1' } })).rejects.toMatchObject({ status });
      expect(fetch).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    ['POST', endpoints.create],
    ['PUT', endpoints.replace],
    ['PATCH', endpoints.change],
    ['DELETE', endpoints.remove],
  ] as const)('%s is never retried, even after a 503 (shell §9)', async (_method, endpoint) => {
    const { api, fetch } = setup(problem(503), json({ ok: true }));
    await expect(api.call(endpoint, { body: { name: 'x' } } as never)).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('omits the tenant header when no tenant is known yet (start-up call)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(json({ ok: true }));
    const api = createApiClient({ baseUrl: 'https://portal.test', fetch });
    await api.call(endpoints.read, { params: { id: '1' } });
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has('x-tenant-id')).toBe(false);
  });

  it('a login-flow call fails unless the status is one it accepts (200, 201, 202: shell §8)', async () => {
    const accepted = { acceptStatus: [200, 201, 202], body: { name: 'x' } };
    const { api } = setup(json({ ok: true }, 203), json({ ok: true }, 202));
    await expect(api.call(endpoints.create, accepted)).rejects.toMatchObject({ kind: 'http', status: 203 });
    await expect(api.call(endpoints.create, accepted)).resolves.toEqual({ ok: true });
  });
});

describe('a busy server (503 SERVER_BUSY with Retry-After)', () => {
  const busy = (retryAfter: string | null) =>
    new Response('{}', { status: 503, headers: retryAfter === null ? {} : { 'retry-after': retryAfter } });

  it('is retried after its Retry-After, capped at 3 s; without one after the short default pause', () => {
    expect(retryDelayOf(busy('2'), 300)).toBe(2000);
    expect(retryDelayOf(busy('120'), 300)).toBe(3000);
    expect(retryDelayOf(busy(null), 300)).toBe(300);
    expect(retryDelayOf(busy('soon'), 300)).toBe(300);
  });
});

import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineEndpoints } from '../../../contract/endpoint.ts';
import { serveEndpoint } from './contract-route.ts';
import { handleError } from './error-handler.ts';

const table = defineEndpoints({
  item: {
    method: 'GET',
    path: '/items/:id',
    params: v.object({ id: v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)) }),
    query: v.object({ lang: v.optional(v.picklist(['en', 'ar']), 'en') }),
    response: v.object({ id: v.number(), lang: v.string() }),
  },
  rename: {
    method: 'PUT',
    path: '/items/:id',
    params: v.object({ id: v.string() }),
    body: v.strictObject({ name: v.pipe(v.string(), v.minLength(1)) }),
    response: v.object({ id: v.string(), name: v.string() }),
  },
  origin: { method: 'GET', path: '/api/origin', response: v.object({ ok: v.boolean() }) },
});

function app() {
  const router = new Hono();
  serveEndpoint(router, table.item, [], (_c, { params, query }) => ({ id: params.id, lang: query.lang }));
  serveEndpoint(router, table.rename, [], (_c, { params, body }) => ({ id: params.id, name: body.name }));
  serveEndpoint(router, table.origin, [], (c) => c.json({ ok: true }, 202));
  const root = new Hono();
  root.onError(handleError);
  root.route('/api', router);
  return root;
}

describe('serveEndpoint: a handler registered from its contract endpoint', () => {
  it('takes method and path from the contract and hands the handler parsed params and query', async () => {
    const response = await app().request('http://x/api/items/7?lang=ar');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 7, lang: 'ar' });
    expect((await app().request('http://x/api/items/7', { method: 'POST' })).status).toBe(404);
  });

  it('refuses params, query and bodies the contract refuses with a 400 problem before the handler runs', async () => {
    for (const url of ['http://x/api/items/0', 'http://x/api/items/7?lang=xx']) {
      const response = await app().request(url);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
    }
    const put = (body: string) =>
      app().request('http://x/api/items/a', {
        method: 'PUT',
        body,
        headers: { 'content-type': 'application/json' },
      });
    expect((await put('{"name":"b"}')).status).toBe(200);
    expect((await put('{"name":""}')).status).toBe(400);
    expect((await put('{"name":"b","extra":1}')).status).toBe(400);
  });

  it('serves an origin path (/api/…) under the same mount, and passes a Response through as built', async () => {
    const response = await app().request('http://x/api/origin');
    expect(response.status).toBe(202);
  });
});

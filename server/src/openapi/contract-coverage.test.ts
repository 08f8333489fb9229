import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { API, servedPath } from '../../../contract/api.ts';
import type { Endpoint } from '../../../contract/endpoint.ts';
import { createApp } from '../app.ts';
import type { Db } from '../db/client.ts';
import { ProviderHosts } from '../routes/video/provider-hosts.ts';
import { contractEndpoints } from '../testing/fuzz/endpoint-tables.ts';
import { OPENAPI_PATH } from './openapi.routes.ts';

// Handlers are registered when the app is built; no query runs, so no database is needed to list them (the
// provider hosts, read before a server listens, are given: localhost is a tenant host).
const providerHosts = new ProviderHosts(async () => ({ providers: [], tenants: ['localhost'] }));
await providerHosts.read();
const app = createApp({
  db: {} as Db,
  defaultTenant: 'demo',
  distDir: '/nonexistent',
  stage: 'test',
  providerHosts,
});
const served = new Set(
  app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path.replace(/\/+$/, '')}`),
);
const contract = Object.entries(API).flatMap(([domain, table]) =>
  Object.entries(table as Record<string, Endpoint>).map(([key, e]) => ({
    id: `${domain}.${key}`,
    route: `${e.method} ${servedPath(e.path)}`,
  })),
);

describe('server routes bound to the contract', () => {
  it('lists every endpoint table contract/ exports in contract/api.ts', async () => {
    const listed = new Set(contract.map((e) => e.route));
    const exported = (await contractEndpoints()).map((e) => `${e.method} ${e.url}`);
    expect(exported.filter((route) => !listed.has(route))).toEqual([]);
  });

  it('serves every contract endpoint', () => {
    expect(contract.filter((e) => !served.has(e.route)).map((e) => e.id)).toEqual([]);
  });

  it('serves no /api call the contract does not describe', () => {
    const described = new Set([...contract.map((e) => e.route), `GET /api${OPENAPI_PATH}`]);
    const extra = [...served].filter(
      (route) => route.split(' ')[1]?.startsWith('/api/') && !described.has(route),
    );
    expect(extra).toEqual([]);
  });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document describing every contract endpoint, with no tenant header needed', async () => {
    const response = await app.request(`http://localhost/api${OPENAPI_PATH}`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, object> };
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    for (const table of Object.values(API)) {
      for (const e of Object.values(table as Record<string, Endpoint>)) {
        const path = servedPath(e.path).replace(/:([A-Za-z0-9_]+)/g, '{$1}');
        expect(document.paths[path], path).toHaveProperty(e.method.toLowerCase());
      }
    }
  });
});

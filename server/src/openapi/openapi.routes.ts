import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { openApiDocument } from './openapi-document.ts';

export const OPENAPI_PATH = '/openapi.json';

const version = (): string => {
  const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
  return String(manifest.version ?? '0.0.0');
};

/** GET /api/openapi.json: the contract every backend of the portal implements; the same for every tenant. */
export function openApiRoutes(): Hono {
  let body: string | undefined;
  return new Hono().get(OPENAPI_PATH, (c) => {
    body ??= JSON.stringify(openApiDocument(version()));
    c.header('cache-control', 'public, max-age=3600');
    return c.body(body, 200, { 'content-type': 'application/json; charset=utf-8' });
  });
}

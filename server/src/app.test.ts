import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProblemSchema } from '../../contract/problem.ts';
import { createApp } from './app.ts';
import type { Db } from './db/client.ts';
import { databaseTargets, startTestApp, type TestApp } from './testing/test-app.ts';

const expectSecurityHeaders = (res: Response) => {
  const csp = res.headers.get('content-security-policy') ?? '';
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('permissions-policy')).toContain('camera=()');
};

describe.each(databaseTargets())('app-wide rules on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  it('every answer carries the security headers: data, problems, media and navigations', async () => {
    expectSecurityHeaders(await t.api('/structure/home'));
    expectSecurityHeaders(await t.api('/structure/home?minRating=abc'));
    expectSecurityHeaders(await t.get('/api/envFile'));
    expectSecurityHeaders(await t.get('/media/artwork/1.svg'));
    expectSecurityHeaders(await t.get('/'));
  });

  it('an unknown route under /api is a 404 problem+json, never the portal shell', async () => {
    const res = await t.api('/no-such-call');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(v.parse(ProblemSchema, await res.json())).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('large JSON answers are compressed when the client accepts gzip', async () => {
    const res = await t.api('/structure/home', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('unexpected errors', () => {
  it('become a 500 problem that leaks neither message nor stack', async () => {
    const failing = new Proxy({} as Db, {
      get() {
        throw new Error('connection refused at 10.0.0.7 (secret detail)');
      },
    });
    const app = createApp({ db: failing, defaultTenant: 'demo', distDir: '/nonexistent', stage: 'test' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await app.request('http://localhost/api/envFile');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret');
    expect(text).not.toMatch(/at .*\.ts:\d+/);
    expect(v.parse(ProblemSchema, JSON.parse(text))).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expectSecurityHeaders(res);
  });
});

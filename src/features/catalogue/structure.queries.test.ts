import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { samplePage, scope } from '../../test/fixtures.ts';
import { ensureStructure } from './ensure-structure.ts';
import { mainPageStructure, structureQuery } from './structure.queries.ts';

const endpoint = { method: 'GET', path: '/structure/:name' } as const;

describe('structure query', () => {
  it('keys start with [tenant, locale] so nothing leaks between tenants or languages', () => {
    expect(structureQuery(scope({ locale: 'ar' }), 'home').queryKey.slice(0, 4)).toEqual([
      'acme',
      'ar',
      'structure',
      'home',
    ]);
  });

  it('asks with the shell §9 defaults, the page language and the tenant rating ceiling', async () => {
    const call = vi.fn().mockResolvedValue(samplePage);
    const options = structureQuery(scope({ locale: 'ar', api: { call } }), 'home');
    await new QueryClient().fetchQuery(options);
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/structure/:name' }),
      expect.objectContaining({
        params: { name: 'home' },
        query: { lang: 'ar', minRating: '0', preLive: 'true', omitCache: 'false', maxRating: '40' },
      }),
    );
  });

  it('/{name} pages read the main-{name} structure (same page as /main/{name})', () => {
    expect(mainPageStructure('rock')).toBe('main-rock');
  });
});

describe('loading a page structure', () => {
  const failWith = (error: unknown) => scope({ api: { call: () => Promise.reject(error) } });
  const notFoundOf = (promise: Promise<unknown>) =>
    promise.then(
      () => false,
      (error: unknown) => isNotFound(error),
    );

  it('an unknown structure (server 404) shows the 404 page', async () => {
    const missing = failWith(new ApiError({ kind: 'http', status: 404, endpoint }));
    await expect(notFoundOf(ensureStructure(new QueryClient(), missing, 'main-nope'))).resolves.toBe(true);
  });

  it('a name the contract rejects shows the 404 page without asking the server', async () => {
    const call = vi.fn();
    await expect(
      notFoundOf(ensureStructure(new QueryClient(), scope({ api: { call } }), 'main-a b')),
    ).resolves.toBe(true);
    expect(call).not.toHaveBeenCalled();
  });

  it('other failures reach the error page unchanged', async () => {
    const down = new ApiError({ kind: 'http', status: 503, endpoint });
    await expect(ensureStructure(new QueryClient(), failWith(down), 'home')).rejects.toBe(down);
  });
});

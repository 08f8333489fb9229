import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageByBase } from '#contract/pages.ts';
import { ApiError } from '#lib/api-error.ts';
import { FALLBACK_DEVICE, setCurrentDevice } from '#platform/device/current-device.ts';
import { USER_DATA_KEY } from '#platform/session/session-events.ts';
import { setToken } from '#platform/session/token-store.ts';
import { samplePage, scope } from '#test/fixtures.ts';
import { ensureStructure } from './ensure-structure.ts';
import { pageStructureQuery, pageStructureRef, structureQuery } from './structure.queries.ts';

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

  afterEach(() => setCurrentDevice(FALLBACK_DEVICE));

  it('asks with the shell §9 defaults, the page language, the tenant rating ceiling and the device', async () => {
    setCurrentDevice({
      id: 42,
      deviceAttributes: { desktop: false, tablet: false, modernPhone: true, operatingSystem: 'Android' },
    });
    const call = vi.fn().mockResolvedValue(samplePage);
    const options = structureQuery(scope({ locale: 'ar', api: { call } }), 'home');
    await new QueryClient().fetchQuery(options);
    const query = {
      lang: 'ar',
      minRating: '0',
      preLive: 'true',
      omitCache: 'false',
      maxRating: '40',
      deviceId: '42',
      isDesktop: 'false',
      os: 'Android',
    };
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/structure/:name' }),
      expect.objectContaining({ params: { name: 'home' }, query }),
    );
    // The device is part of the key: the boot data primes exactly the key the page asks for.
    expect(options.queryKey.at(-1)).toEqual(query);
  });

  it('with the fallback device (lookup failed) only deviceId 1 is sent (shell §7)', async () => {
    const call = vi.fn().mockResolvedValue(samplePage);
    await new QueryClient().fetchQuery(structureQuery(scope({ api: { call } }), 'home'));
    expect(call.mock.calls[0]?.[1].query).toMatchObject({ deviceId: '1' });
    expect(call.mock.calls[0]?.[1].query).not.toHaveProperty('isDesktop');
  });

  it('without a tenant rating ceiling the global default 60 applies (commerce §5)', async () => {
    const call = vi.fn().mockResolvedValue(samplePage);
    const { maxRating: _, ...noCeiling } = scope().tenant;
    await new QueryClient().fetchQuery(structureQuery(scope({ tenant: noCeiling, api: { call } }), 'home'));
    expect(call.mock.calls[0]?.[1].query.maxRating).toBe('60');
  });

  it('article pages are keyed by viewer and always ask the network: a premium body differs for signed-in users', () => {
    const article = pageStructureQuery(scope(), { name: 'article', fragment: '12' });
    expect(article.queryKey).toContain('visitor');
    expect(article.queryKey.at(-1)).toMatchObject({ omitCache: 'true' });
    setToken({ access_token: 'a', refresh_token: 'r', expires: Date.now() + 60_000 });
    try {
      const signedIn = pageStructureQuery(scope(), { name: 'article', fragment: '12' });
      // Logout removes every query whose key holds USER_DATA_KEY.
      expect(signedIn.queryKey).toContain(USER_DATA_KEY);
      expect(signedIn.queryKey).not.toEqual(article.queryKey);
      expect(structureQuery(scope(), 'home').queryKey).not.toContain(USER_DATA_KEY);
    } finally {
      setToken(undefined);
    }
  });

  it('a cursor asks for the next page of the main list: after lastId or from an offset', async () => {
    const call = vi.fn().mockResolvedValue(samplePage);
    const ref = { name: 'audiobook-details', fragment: '7' };
    await new QueryClient().fetchQuery(pageStructureQuery(scope({ api: { call } }), ref, { lastId: '90' }));
    expect(call.mock.calls[0]?.[1]).toMatchObject({
      params: { name: 'audiobook-details', id: '7' },
      query: { lastId: '90' },
    });
    const byOffset = pageStructureQuery(scope(), ref, { offset: '10' });
    expect(byOffset.queryKey.at(-1)).toMatchObject({ offset: '10' });
  });

  it('/{name} and /main/{name} read the fragment {name} of the main structure', () => {
    const main = pageByBase('main');
    expect(main && pageStructureRef(main, { name: 'rock' })).toEqual({ name: 'main', fragment: 'rock' });
  });

  it('keyed pages join their key params with ~; slug segments are not part of the key', () => {
    const ex = pageByBase('video-ex-details');
    expect(ex && pageStructureRef(ex, { ex: 'yt', name: 'clip', id: '7' })).toEqual({
      name: 'video-ex-details',
      fragment: 'yt~7',
    });
    const home = pageByBase('home');
    expect(home && pageStructureRef(home, {})).toEqual({ name: 'home' });
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
    await expect(
      notFoundOf(ensureStructure(new QueryClient(), missing, { name: 'main', fragment: 'nope' })),
    ).resolves.toBe(true);
  });

  it('a name the contract rejects shows the 404 page without asking the server', async () => {
    const call = vi.fn();
    await expect(
      notFoundOf(
        ensureStructure(new QueryClient(), scope({ api: { call } }), { name: 'main', fragment: 'a b' }),
      ),
    ).resolves.toBe(true);
    expect(call).not.toHaveBeenCalled();
  });

  it('other failures reach the error page unchanged', async () => {
    const down = new ApiError({ kind: 'http', status: 503, endpoint });
    await expect(ensureStructure(new QueryClient(), failWith(down), 'home')).rejects.toBe(down);
  });
});

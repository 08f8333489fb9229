import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#lib/api-error.ts';
import { scope } from '#test/fixtures.ts';
import { isConfigLoaded, markConfigLoaded, resetConfigLoadedForTests } from './config-loaded.ts';
import { CONFIGURATION_STALE_MS, configurationQuery } from './configuration.queries.ts';
import { DEFAULT_CONFIGURATION, parseConfiguration } from './parse-configuration.ts';

const endpoint = { method: 'GET', path: '/structure/:name' } as const;

describe('configuration query', () => {
  it('is keyed [tenant, locale, configuration] and cached for an hour (shell §9)', () => {
    const options = configurationQuery(scope({ locale: 'de' }));
    expect(options.queryKey).toEqual(['acme', 'de', 'configuration']);
    expect(options.staleTime).toBe(CONFIGURATION_STALE_MS);
    expect(CONFIGURATION_STALE_MS).toBe(3_600_000);
  });

  it('parses the groups from data.customProperties of the configuration structure', async () => {
    const call = vi.fn().mockResolvedValue({
      name: 'configuration',
      data: { customProperties: { homeUrl: '/start', colors: ['#112233', '#445566'] } },
    });
    const config = await new QueryClient().fetchQuery(configurationQuery(scope({ api: { call } })));
    expect(call.mock.calls[0]?.[1]).toMatchObject({ params: { name: 'configuration' } });
    expect(config.homeUrl).toBe('/start');
    expect(config.colors).toEqual(['#112233', '#445566']);
    expect(config.cookieConsent.consentCookie).toBe('ncc_c');
  });

  it('a tenant without a configuration structure (404) runs on the defaults', async () => {
    const call = vi.fn().mockRejectedValue(new ApiError({ kind: 'http', status: 404, endpoint }));
    const config = await new QueryClient().fetchQuery(configurationQuery(scope({ api: { call } })));
    expect(config).toEqual(DEFAULT_CONFIGURATION);
  });

  it('other failures stay errors', async () => {
    const call = vi.fn().mockRejectedValue(new ApiError({ kind: 'http', status: 500, endpoint }));
    await expect(
      new QueryClient().fetchQuery(configurationQuery(scope({ api: { call } }))),
    ).rejects.toThrow();
  });
});

describe('parseConfiguration', () => {
  it('keeps the valid groups when one group is malformed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = parseConfiguration({
      name: 'configuration',
      data: { customProperties: { homeUrl: '/x', colors: ['not a colour'] } },
    });
    expect(config.homeUrl).toBe('/x');
    expect(config.colors).toBeUndefined();
  });

  it('defaults: cookie consent at the bottom with ncc_c / ncc_e and no cookies', () => {
    expect(DEFAULT_CONFIGURATION.cookieConsent).toEqual({
      consentCookie: 'ncc_c',
      enabledCookie: 'ncc_e',
      position: 'bottom',
      necessary: [],
      optional: [],
    });
  });
});

describe('isConfigLoaded', () => {
  beforeEach(resetConfigLoadedForTests);

  it('starts false, is set once, and never flips back', () => {
    expect(isConfigLoaded()).toBe(false);
    markConfigLoaded();
    expect(isConfigLoaded()).toBe(true);
    markConfigLoaded();
    expect(isConfigLoaded()).toBe(true);
  });
});

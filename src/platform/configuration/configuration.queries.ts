import { queryOptions } from '@tanstack/react-query';
import { CONFIGURATION_STRUCTURE, type Configuration } from '#contract/configuration.ts';
import { structureEndpoints } from '#contract/structure.ts';
import { ApiError } from '#lib/api-error.ts';
import { type QueryScope, scopeKey } from '#lib/query-scope.ts';
import { structureParams } from '../structure-params.ts';
import { DEFAULT_CONFIGURATION, parseConfiguration } from './parse-configuration.ts';

/** Shell §9: configurations are cached for an hour. */
export const CONFIGURATION_STALE_MS = 60 * 60 * 1000;

/** The global configuration structure, parsed; a tenant without one (404) runs on the defaults. */
export const configurationQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...scopeKey(scope), 'configuration'] as const,
    queryFn: async ({ signal }): Promise<Configuration> => {
      try {
        const node = await scope.api.call(structureEndpoints.structure, {
          params: { name: CONFIGURATION_STRUCTURE },
          query: structureParams(scope),
          signal,
        });
        return parseConfiguration(node);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return DEFAULT_CONFIGURATION;
        throw error;
      }
    },
    staleTime: CONFIGURATION_STALE_MS,
  });

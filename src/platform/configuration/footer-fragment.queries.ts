import { queryOptions } from '@tanstack/react-query';
import { CONFIGURATION_STRUCTURE } from '#contract/configuration.ts';
import { structureEndpoints } from '#contract/structure.ts';
import { type QueryScope, scopeKey } from '#lib/query-scope.ts';
import { structureParams } from '../structure-params.ts';
import { CONFIGURATION_STALE_MS } from './configuration.queries.ts';

/** The external footer (shell §2): a fragment of the configuration structure, cached like it. */
export const footerFragmentQuery = (scope: QueryScope, name: string) =>
  queryOptions({
    queryKey: [...scopeKey(scope), 'configuration', 'fragment', name] as const,
    queryFn: ({ signal }) =>
      scope.api.call(structureEndpoints.fragment, {
        params: { name: CONFIGURATION_STRUCTURE, id: name },
        query: structureParams(scope),
        signal,
      }),
    staleTime: CONFIGURATION_STALE_MS,
  });

import { queryOptions } from '@tanstack/react-query';
import { type StructureQueryInput, structureEndpoints } from '../../../contract/structure.ts';
import { type QueryScope, scopeKey } from '../../lib/query-scope.ts';

/** Shell §9: structures are cached for 2 minutes. */
const STRUCTURE_STALE_MS = 2 * 60 * 1000;

/** The home page's structure. */
export const HOME_STRUCTURE = 'home';

/** /{name} is the same page as /main/{name} (shell §2): structure main-{name}. */
export const mainPageStructure = (name: string) => `main-${name}`;

/** Shell §9 default query (minRating 0, preLive, cached), in the page language, capped at the tenant's rating. */
export function structureParams({ tenant, locale }: QueryScope): StructureQueryInput {
  return {
    lang: locale,
    minRating: '0',
    preLive: 'true',
    omitCache: 'false',
    maxRating: tenant.maxRating === undefined ? undefined : String(tenant.maxRating),
  };
}

export const structureQuery = (scope: QueryScope, name: string) => {
  const query = structureParams(scope);
  return queryOptions({
    queryKey: [...scopeKey(scope), 'structure', name, query] as const,
    queryFn: ({ signal }) =>
      scope.api.call(structureEndpoints.structure, { params: { name }, query, signal }),
    staleTime: STRUCTURE_STALE_MS,
  });
};

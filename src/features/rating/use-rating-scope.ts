import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { QueryScope } from '#lib/query-scope.ts';

/** The page's query scope (tenant, language, API) for the rating calls. */
export function useRatingScope(): QueryScope {
  const { api, tenant, locale } = useRouteContext({ from: '__root__' });
  return useMemo(() => ({ api, tenant, locale }), [api, tenant, locale]);
}

import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { QueryScope } from '#lib/query-scope.ts';

/** The page's query scope (API client, tenant, language) from the root route context, stable between renders. */
export function usePageScope(): QueryScope {
  const { api, tenant, locale } = useRouteContext({ from: '__root__' });
  return useMemo(() => ({ api, tenant, locale }), [api, tenant, locale]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { QueryScope } from '#lib/query-scope.ts';

/** The query scope of the page (tenant, language, API) and the query client, for commerce calls. */
export function useCommerceScope(): { scope: QueryScope; queryClient: ReturnType<typeof useQueryClient> } {
  const { api, tenant, locale } = useRouteContext({ from: '__root__' });
  const scope = useMemo(() => ({ api, tenant, locale }), [api, tenant, locale]);
  return { scope, queryClient: useQueryClient() };
}

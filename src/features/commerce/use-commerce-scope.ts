import { useQueryClient } from '@tanstack/react-query';
import type { QueryScope } from '#lib/query-scope.ts';
import { usePageScope } from '#platform/use-page-scope.ts';

/** The query scope of the page (tenant, language, API) and the query client, for commerce calls. */
export function useCommerceScope(): { scope: QueryScope; queryClient: ReturnType<typeof useQueryClient> } {
  const scope = usePageScope();
  return { scope, queryClient: useQueryClient() };
}

import { queryOptions } from '@tanstack/react-query';
import { i18nEndpoints } from '#contract/i18n.ts';
import { type QueryScope, scopeKey } from '#lib/query-scope.ts';

/** Shell §9: configurations are cached for an hour. */
const TENANT_TEXTS_STALE_MS = 60 * 60 * 1000;

export const tenantTextsQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...scopeKey(scope), 'i18n'] as const,
    queryFn: ({ signal }) => scope.api.call(i18nEndpoints.texts, { params: { lang: scope.locale }, signal }),
    staleTime: TENANT_TEXTS_STALE_MS,
  });

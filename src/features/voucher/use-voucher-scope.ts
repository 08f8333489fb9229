import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { QueryScope } from '#lib/query-scope.ts';

/** The page's query scope (API client, tenant, language), stable between renders, for the voucher calls. */
export function useVoucherScope(): QueryScope {
  const { api, tenant, locale } = useRouteContext({ from: '__root__' });
  return useMemo(() => ({ api, tenant, locale }), [api, tenant, locale]);
}

import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { QueryScope } from '#lib/query-scope.ts';

/**
 * The page's query scope (API client, tenant, language and, on the server, the visitor's device) from the root
 * route context, stable between renders. Without the device the server would key structures by the fallback
 * device while the browser keys them by its own, and the page would not hydrate as rendered.
 */
export function usePageScope(): QueryScope {
  const { api, tenant, locale, device } = useRouteContext({ from: '__root__' });
  return useMemo(
    () => ({ api, tenant, locale, ...(device ? { device } : {}) }),
    [api, tenant, locale, device],
  );
}

import { queryOptions } from '@tanstack/react-query';
import { commerceEndpoints } from '#contract/commerce.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { userCommerceKey } from './commerce.queries.ts';

const LISTS = {
  all: commerceEndpoints.infoServices,
  daily: commerceEndpoints.infoServicesDaily,
  'daily-abo': commerceEndpoints.infoServicesDailyAbo,
} as const;

/** GET /info-service/subscriptions, /daily or /daily-abo (role user); reloaded with the rest after a subscribe. */
export const infoServicesQuery = (scope: QueryScope, which: keyof typeof LISTS) =>
  queryOptions({
    queryKey: [...userCommerceKey(scope), 'info-services', which] as const,
    queryFn: ({ signal }) => scope.api.call(LISTS[which], { signal }),
    staleTime: 30_000,
  });

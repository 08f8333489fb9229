import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { COMMERCE_TIME_HEADER, commerceEndpoints } from '#contract/commerce.ts';
import { type QueryScope, scopeKey } from '#lib/query-scope.ts';
import { USER_DATA_KEY } from '#platform/session/session-events.ts';
import { noteCommerceTime } from './commerce-clock.ts';

/** Commerce §9: subscription types stay good for 2 hours (the service worker keeps them as long). */
export const SUBSCRIPTION_TYPES_STALE_MS = 2 * 60 * 60_000;
const COMMERCE = 'commerce';

export const subscriptionTypesKey = (scope: QueryScope) =>
  [...scopeKey(scope), COMMERCE, 'subscription-types'] as const;
/** The user's own commerce answers: logout removes them with the rest of their data. */
export const userCommerceKey = (scope: QueryScope) => [...scopeKey(scope), USER_DATA_KEY, COMMERCE] as const;

// Tenants whose next commerce answers must not come from the service worker's 2 h copy (a subscribe or cancel
// changed them): the next fetch says Cache-Control: no-cache, which the worker honours and stores over the old copy.
const revalidate = new Set<string>();
const headersFor = (scope: QueryScope): Record<string, string> | undefined =>
  revalidate.delete(scope.tenant.name) ? { 'cache-control': 'no-cache' } : undefined;

/** GET /subscription/type: every plan of the tenant (commerce §3), cached 2 hours. */
export const subscriptionTypesQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: subscriptionTypesKey(scope),
    queryFn: ({ signal }) =>
      scope.api.call(commerceEndpoints.subscriptionTypes, {
        query: { lang: scope.locale },
        signal,
        headers: headersFor(scope),
      }),
    staleTime: SUBSCRIPTION_TYPES_STALE_MS,
  });

/** GET /subscription with canceled ones and their types (commerce §4 lists); role user only (§6). */
export const userSubscriptionsQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...userCommerceKey(scope), 'subscriptions'] as const,
    queryFn: ({ signal }) =>
      scope.api.call(commerceEndpoints.userSubscriptions, {
        query: { inclCancelled: 'true', inclSubscriptionType: 'true' },
        signal,
        onHeaders: (headers) => noteCommerceTime(scope.tenant.name, headers.get(COMMERCE_TIME_HEADER)),
      }),
    staleTime: 60_000,
  });

/** GET /subscription/isFreeTrialEligible (role user only, commerce §6). */
export const freeTrialEligibilityQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...userCommerceKey(scope), 'free-trial'] as const,
    queryFn: ({ signal }) => scope.api.call(commerceEndpoints.freeTrialEligible, { signal }),
    staleTime: 60_000,
  });

/**
 * After any subscribe or cancel: subscription types (every language of the tenant), the user's subscriptions
 * and trial eligibility are asked again, the types past the service worker's copy.
 */
export async function refreshCommerce(queryClient: QueryClient, scope: QueryScope): Promise<void> {
  revalidate.add(scope.tenant.name);
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === scope.tenant.name && queryKey.includes(COMMERCE),
  });
}

import { queryOptions } from '@tanstack/react-query';
import { purchaseEndpoints } from '#contract/purchase.ts';
import { type QueryScope, scopeKey } from '#lib/query-scope.ts';
import { currentDevice } from '#platform/device/current-device.ts';
import { USER_DATA_KEY } from '#platform/session/session-events.ts';

/** The user's purchases and purchase options: logout removes them with the rest of their data. */
export const purchaseKey = (scope: QueryScope) => [...scopeKey(scope), USER_DATA_KEY, 'purchases'] as const;

/** GET /purchase/ArticlePurchaseOptions/{id}: what the signed-in user may do with the article. */
export const purchaseOptionsQuery = (scope: QueryScope, articleId: number) =>
  queryOptions({
    queryKey: [...purchaseKey(scope), 'options', articleId] as const,
    queryFn: ({ signal }) =>
      scope.api.call(purchaseEndpoints.articlePurchaseOptions, {
        params: { id: String(articleId) },
        query: { isDTO: 'true', deviceId: String(currentDevice().id), lang: scope.locale },
        signal,
      }),
    staleTime: 30_000,
    retry: false,
  });

/** GET /purchase/user/purchases: the order history of /myPurchases, newest first. */
export const myPurchasesQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...purchaseKey(scope), 'history'] as const,
    queryFn: ({ signal }) =>
      scope.api.call(purchaseEndpoints.myPurchases, { query: { lang: scope.locale }, signal }),
    staleTime: 30_000,
  });

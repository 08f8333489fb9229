import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { voucherEndpoints } from '#contract/voucher.ts';
import { type QueryScope, scopeKey } from '#lib/query-scope.ts';
import { USER_DATA_KEY } from '#platform/session/session-events.ts';

const VOUCHER = 'voucher';

/** GET /voucher/catalogue: the vouchers on sale with their live stock, and the tenant's maxQuantity. */
export const voucherCatalogueQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...scopeKey(scope), VOUCHER, 'catalogue'] as const,
    queryFn: ({ signal }) =>
      scope.api.call(voucherEndpoints.catalogue, { query: { lang: scope.locale }, signal }),
    // Stock is live: the cart asks again when it is shown, not more than once in 30 s otherwise.
    staleTime: 30_000,
  });

/** GET /voucher/user/vouchers: the codes the user bought (role user; logout removes them). */
export const myVouchersQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...scopeKey(scope), USER_DATA_KEY, VOUCHER, 'mine'] as const,
    queryFn: ({ signal }) =>
      scope.api.call(voucherEndpoints.myVouchers, { query: { lang: scope.locale }, signal }),
    staleTime: 30_000,
  });

/** After a purchase or a redemption: stock and the user's codes load again (every language of the tenant). */
export async function refreshVouchers(queryClient: QueryClient, scope: QueryScope): Promise<void> {
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === scope.tenant.name && queryKey.includes(VOUCHER),
  });
}

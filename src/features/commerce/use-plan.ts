import { useQuery } from '@tanstack/react-query';
import type { SubscriptionType } from '#contract/commerce-types.ts';
import { subscriptionTypesQuery } from './commerce.queries.ts';
import { type PlanView, planView } from './plan-view.ts';
import { useCommerceScope } from './use-commerce-scope.ts';

/** Plans by id from the cached subscription types (loaded when missing). */
export function usePlans(ids?: readonly number[]): {
  plans: PlanView[];
  types: SubscriptionType[];
  loading: boolean;
  failed: boolean;
} {
  const { scope } = useCommerceScope();
  const query = useQuery(subscriptionTypesQuery(scope));
  const types = (query.data ?? []).filter((type) => !ids || ids.includes(type.id));
  return {
    plans: types.map((type) => planView(type, scope.locale)),
    types,
    loading: query.isPending,
    failed: query.isError && !query.data,
  };
}

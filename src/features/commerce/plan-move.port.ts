import { useCallback } from 'react';
import { subscriptionTypesQuery, userSubscriptionsQuery } from './commerce.queries.ts';
import { currentInGroup, groupsOf } from './plan-groups.ts';
import { UPGRADE_TO_KEY } from './subscribe-request.ts';
import { useCommerceScope } from './use-commerce-scope.ts';
import { useSubscribe } from './use-subscribe.ts';

export interface PlanMove {
  /** The plan a purchase option's upgradeTo or downgradeTo names (its toSubscriptionType). */
  typeId: number;
  direction: 'upgrade' | 'downgrade';
}

/**
 * Commerce §4/§7: a purchase option's upgradeTo / downgradeTo taken through the subscribe flow: the plan's
 * confirmation as a move of the plan the user holds in its group (migrateSubId), upgradeTo kept in session
 * storage for the subscribe. Without the lists (offline) the server still finds the held plan itself.
 */
export function usePlanMove(): (move: PlanMove) => Promise<void> {
  const { scope, queryClient } = useCommerceScope();
  const { choose } = useSubscribe();
  return useCallback(
    async ({ typeId, direction }: PlanMove) => {
      const [types, subscriptions] = await Promise.all([
        queryClient.fetchQuery(subscriptionTypesQuery(scope)).catch(() => []),
        queryClient.fetchQuery({ ...userSubscriptionsQuery(scope), staleTime: 0 }).catch(() => []),
      ]);
      const group = groupsOf(types).find((g) => g.levels.some((level) => level.typeIds.includes(typeId)));
      const current = group ? currentInGroup(group, subscriptions) : undefined;
      try {
        sessionStorage.setItem(UPGRADE_TO_KEY, String(typeId));
      } catch {
        // The subscribe goes on without upgradeTo; migrateSubId still names the plan moved from.
      }
      choose({ typeId, direction, ...(current ? { migrateSubId: current.subscription.id } : {}) });
    },
    [queryClient, scope, choose],
  );
}

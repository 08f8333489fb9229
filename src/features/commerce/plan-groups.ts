import type { SubscriptionType, UserSubscription } from '#contract/commerce-types.ts';
import { isActive, isPending } from './subscription-state.ts';

export interface PlanLevel {
  order: number;
  typeIds: number[];
}

export interface PlanGroup {
  id: number;
  name: string;
  /** Levels by order (0 first, the entry level). */
  levels: PlanLevel[];
}

/** Every group the types name (each type repeats the groups it belongs to), levels sorted by order. */
export function groupsOf(types: readonly SubscriptionType[]): PlanGroup[] {
  const groups = new Map<number, PlanGroup>();
  for (const type of types) {
    for (const group of type.subscriptionTypeGroupList) {
      if (groups.has(group.id)) continue;
      const levels = group.levels
        .map((level) => ({ order: level.order, typeIds: [...level.subscriptionTypeIds] }))
        .sort((a, b) => a.order - b.order);
      groups.set(group.id, { id: group.id, name: group.name, levels });
    }
  }
  return [...groups.values()];
}

/** Types in no group, in the order given. */
export const ungroupedTypes = (types: readonly SubscriptionType[]) =>
  types.filter((type) => type.subscriptionTypeGroupList.length === 0);

export type ChangeDirection = 'upgrade' | 'downgrade' | 'change';

/** The user's active or pending subscription in this group, with its level. */
export function currentInGroup(
  group: PlanGroup,
  subscriptions: readonly UserSubscription[],
): { subscription: UserSubscription; level: PlanLevel } | undefined {
  for (const subscription of subscriptions) {
    if (!isActive(subscription) && !isPending(subscription)) continue;
    const level = group.levels.find((l) => l.typeIds.includes(subscription.typeId));
    if (level) return { subscription, level };
  }
  return undefined;
}

/**
 * Commerce §4 upgrade direction per group: the current level's order 0 means upgrade, the last level means
 * downgrade, any other level means change.
 */
export function changeDirection(group: PlanGroup, current: PlanLevel): ChangeDirection {
  if (current.order === 0) return 'upgrade';
  if (current.order === group.levels.at(-1)?.order) return 'downgrade';
  return 'change';
}

import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type SubscriptionTypeRow,
  subscriptionTypes,
  userSubscriptions,
} from '../../db/schema/entitlement.ts';

/** Where the user stands in a group: a plan they hold now, on a level of that group. */
export interface HeldLevel {
  typeId: number;
  groupId: number;
  levelOrder: number;
}

/**
 * The levels of the user's active subscriptions (ACTIVE, no subState, not past the end date on the commerce
 * clock) whose types belong to a group. A canceled or pending plan is no base for a move: subscribing from it
 * is a new subscription (commerce subscribe-rules decideMove).
 */
export async function heldLevels(
  db: Db,
  scope: { tenantName: string; userId: string | undefined },
): Promise<HeldLevel[]> {
  if (!scope.userId) return [];
  const rows = await db
    .select({
      typeId: userSubscriptions.typeId,
      groupId: subscriptionTypes.groupId,
      levelOrder: subscriptionTypes.levelOrder,
    })
    .from(userSubscriptions)
    .innerJoin(
      subscriptionTypes,
      and(
        eq(subscriptionTypes.id, userSubscriptions.typeId),
        eq(subscriptionTypes.tenantName, userSubscriptions.tenantName),
      ),
    )
    .where(
      and(
        eq(userSubscriptions.tenantName, scope.tenantName),
        eq(userSubscriptions.userId, scope.userId),
        eq(userSubscriptions.state, 'ACTIVE'),
        isNull(userSubscriptions.subState),
        or(isNull(userSubscriptions.endDate), gt(userSubscriptions.endDate, sql`commerce_now()`)),
        isNotNull(subscriptionTypes.groupId),
        isNotNull(subscriptionTypes.levelOrder),
      ),
    );
  return rows.flatMap((row) =>
    row.groupId !== null && row.levelOrder !== null
      ? [{ typeId: row.typeId, groupId: row.groupId, levelOrder: row.levelOrder }]
      : [],
  );
}

export interface SplitTypes {
  /** Covering types subscribed to as new plans (no group the user holds a level of, or the same level). */
  subscribe: SubscriptionTypeRow[];
  /** Covering types of a group the user holds, on a higher level: an upgrade of the held plan (commerce §4). */
  upgradeTo: SubscriptionTypeRow[];
  /** Covering types of a group the user holds, on a lower level: a downgrade that still unlocks the item. */
  downgradeTo: SubscriptionTypeRow[];
}

/**
 * Commerce §4 upgrade direction applied to the types that cover an item: in a group where the user holds a
 * level, a higher level is an upgrade and a lower one a downgrade (what POST /subscription then does with
 * the held plan); types the user holds already are offered nowhere. The covering order (ment_sort) is kept.
 */
export function splitByLevel(
  covering: readonly SubscriptionTypeRow[],
  held: readonly HeldLevel[],
): SplitTypes {
  const split: SplitTypes = { subscribe: [], upgradeTo: [], downgradeTo: [] };
  const heldIds = new Set(held.map((level) => level.typeId));
  for (const type of covering) {
    if (heldIds.has(type.id)) continue;
    const base = held.find((level) => level.groupId === type.groupId);
    const to = type.levelOrder;
    if (!base || to === null || to === base.levelOrder) split.subscribe.push(type);
    else if (to > base.levelOrder) split.upgradeTo.push(type);
    else split.downgradeTo.push(type);
  }
  return split;
}

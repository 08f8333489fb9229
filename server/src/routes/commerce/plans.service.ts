import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { SubscriptionType } from '../../../../contract/commerce-types.ts';
import type { Db } from '../../db/client.ts';
import {
  type SubscriptionTypeRow,
  subscriptionGroups,
  subscriptionTypes,
  userSubscriptions,
} from '../../db/schema/entitlement.ts';
import { ProblemError } from '../../http/problem.ts';
import { isDoubleOptIn } from './consent-rules.ts';
import { paymentOptionsOf } from './payment-options.ts';

type Group = { id: number; name: string };

const typeNotFound = () =>
  new ProblemError({
    status: 404,
    code: 'SUBSCRIPTION_TYPE_NOT_FOUND',
    detail: 'There is no such subscription type.',
  });

/** Ids of types the user holds now: active or pending (REQUESTED, or PENDING while ACTIVE/INACTIVE). */
async function heldTypeIds(db: Db, tenantName: string, userId: string | undefined): Promise<Set<number>> {
  if (!userId) return new Set();
  const rows = await db
    .select({ typeId: userSubscriptions.typeId })
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.tenantName, tenantName),
        eq(userSubscriptions.userId, userId),
        or(
          eq(userSubscriptions.state, 'REQUESTED'),
          and(
            eq(userSubscriptions.state, 'ACTIVE'),
            sql`(${userSubscriptions.endDate} is null or ${userSubscriptions.endDate} > commerce_now())`,
          ),
          eq(userSubscriptions.subState, 'PENDING'),
        ),
      ),
    );
  return new Set(rows.map((row) => row.typeId));
}

/** Commerce §3 subscriptionTypeGroupList of one type: its group, levels ordered from 0 (entry). */
function groupListOf(
  type: SubscriptionTypeRow,
  all: SubscriptionTypeRow[],
  groups: Group[],
  held: Set<number>,
) {
  const group = groups.find((g) => g.id === type.groupId);
  if (!group) return [];
  const members = all.filter((t) => t.groupId === group.id && t.levelOrder !== null);
  const orders = [...new Set(members.map((t) => t.levelOrder as number))].sort((a, b) => a - b);
  return [
    {
      id: group.id,
      name: group.name,
      levels: orders.map((order) => {
        const ids = members.filter((t) => t.levelOrder === order).map((t) => t.id);
        return { order, currentSubscriptionExist: ids.some((id) => held.has(id)), subscriptionTypeIds: ids };
      }),
    },
  ];
}

export function presentType(
  type: SubscriptionTypeRow,
  all: SubscriptionTypeRow[] = [type],
  groups: Group[] = [],
  held: Set<number> = new Set(),
): SubscriptionType {
  return {
    id: type.id,
    name: type.name,
    kind: type.kind,
    attributes: type.attributes,
    billingCycle: type.billingCycle as SubscriptionType['billingCycle'],
    subscriptionTypePrice: type.price,
    subscriptionTypePromotionPrice: type.promotionPrice,
    maxTrialDuration: type.maxTrialDuration,
    contingents: type.contingents,
    subscriptionTypeGroupList: groupListOf(type, all, groups, held),
    accumulateContingent: type.accumulateContingent,
    paymentOptions: paymentOptionsOf(type),
    doubleOptIn: isDoubleOptIn(type),
    consents: type.consents,
    partner: type.partner,
  };
}

/** GET /subscription/type: the tenant's types on sale, with the caller's levels marked. */
export async function typesOnSale(db: Db, tenantName: string, userId: string | undefined) {
  const rows = await db
    .select()
    .from(subscriptionTypes)
    .where(and(eq(subscriptionTypes.tenantName, tenantName), eq(subscriptionTypes.enabled, true)))
    .orderBy(asc(subscriptionTypes.id));
  const groupIds = [...new Set(rows.flatMap((row) => (row.groupId ? [row.groupId] : [])))];
  const groups =
    groupIds.length > 0
      ? await db
          .select({ id: subscriptionGroups.id, name: subscriptionGroups.name })
          .from(subscriptionGroups)
          .where(and(eq(subscriptionGroups.tenantName, tenantName), inArray(subscriptionGroups.id, groupIds)))
      : [];
  const held = await heldTypeIds(db, tenantName, userId);
  return rows.map((row) => presentType(row, rows, groups, held));
}

/** One of the tenant's types (another tenant's id is simply not found); `enabled` limits it to those on sale. */
export async function typeOf(
  db: Db,
  tenantName: string,
  id: number,
  enabled = true,
): Promise<SubscriptionTypeRow> {
  const [row] = await db
    .select()
    .from(subscriptionTypes)
    .where(
      and(
        eq(subscriptionTypes.tenantName, tenantName),
        eq(subscriptionTypes.id, id),
        ...(enabled ? [eq(subscriptionTypes.enabled, true)] : []),
      ),
    );
  if (!row) throw typeNotFound();
  return row;
}

/** GET /subscription/enabled/{id}: the type when it is on sale, with its group. */
export async function enabledType(db: Db, tenantName: string, id: number, userId: string | undefined) {
  await typeOf(db, tenantName, id);
  const all = await typesOnSale(db, tenantName, userId);
  const found = all.find((type) => type.id === id);
  if (!found) throw typeNotFound();
  return found;
}

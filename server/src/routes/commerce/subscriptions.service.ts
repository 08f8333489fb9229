import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { UserSubscription } from '../../../../contract/commerce-types.ts';
import type { Db } from '../../db/client.ts';
import { type UserSubscriptionRow, userSubscriptions } from '../../db/schema/entitlement.ts';
import { ProblemError } from '../../http/problem.ts';
import { grantsAccess } from '../player/subscription-access.ts';
import { typesOnSale } from './plans.service.ts';

export const CANCELED_LIST_MAX = 5;

export interface UserScope {
  tenantName: string;
  userId: string;
}

/**
 * `active`: access now on the commerce clock, ACTIVE without subState PENDING and not past endDate (commerce
 * §4), or CANCELED until the end of the period it was paid for.
 */
const activeSql = sql<boolean>`(${grantsAccess()})`;

type Row = UserSubscriptionRow & { active: boolean };

export function presentSubscription(row: Row): UserSubscription {
  return {
    id: row.id,
    typeId: row.typeId,
    state: row.state,
    subState: row.subState,
    active: row.active,
    contingents: row.contingents,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    nextRenewalDate: row.nextRenewalDate?.toISOString() ?? null,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    trial: row.trial,
    partnerMetadata: row.partnerMetadata,
    consents: row.consents,
  };
}

/** The user's subscriptions with `active` computed on the commerce clock, newest first. */
export async function subscriptionRows(db: Db, scope: UserScope, ids?: number[]): Promise<Row[]> {
  return db
    .select({ row: userSubscriptions, active: activeSql })
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.tenantName, scope.tenantName),
        eq(userSubscriptions.userId, scope.userId),
        ...(ids ? [inArray(userSubscriptions.id, ids)] : []),
      ),
    )
    .orderBy(desc(userSubscriptions.createdAt), desc(userSubscriptions.id))
    .then((rows) => rows.map(({ row, active }) => ({ ...row, active })));
}

/** One of the user's own subscriptions (id > 0); somebody else's is not found. */
export async function ownSubscription(db: Db, scope: UserScope, id: number): Promise<Row> {
  const [row] = await subscriptionRows(db, scope, [id]);
  if (!row)
    throw new ProblemError({
      status: 404,
      code: 'NO_SUBSCRIPTION_FOUND',
      detail: 'You have no such subscription.',
    });
  return row;
}

/** Canceled by the user (or replaced): CANCELED, or INACTIVE once a canceled period has ended. */
const wasCanceled = (row: Row) =>
  row.state === 'CANCELED' || (row.state === 'INACTIVE' && row.canceledAt !== null);

/**
 * GET /subscription: current and pending subscriptions; with inclCancelled the latest canceled one per
 * type too, newest first, at most 5 (commerce §4); with inclSubscriptionType each carries its type.
 */
export async function listSubscriptions(
  db: Db,
  scope: UserScope,
  options: { inclCancelled: boolean; inclSubscriptionType: boolean },
): Promise<UserSubscription[]> {
  const rows = await subscriptionRows(db, scope);
  const current = rows.filter((row) => !wasCanceled(row));
  const seen = new Set<number>();
  const canceled = rows
    .filter(wasCanceled)
    .filter((row) => {
      if (seen.has(row.typeId)) return false;
      seen.add(row.typeId);
      return true;
    })
    .slice(0, CANCELED_LIST_MAX);
  const chosen = options.inclCancelled ? [...current, ...canceled] : current;
  const types = options.inclSubscriptionType ? await typesOnSale(db, scope.tenantName, scope.userId) : [];
  return chosen.map((row) => {
    const type = types.find((t) => t.id === row.typeId);
    return { ...presentSubscription(row), ...(type ? { subscriptionType: type } : {}) };
  });
}

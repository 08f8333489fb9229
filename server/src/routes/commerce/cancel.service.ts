import { and, eq, sql } from 'drizzle-orm';
import { CANCELLATION_FLOW_PARAM } from '../../../../contract/commerce.ts';
import type { Db } from '../../db/client.ts';
import { userSubscriptions } from '../../db/schema/entitlement.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';
import { refuseUnlistedReturn } from './subscribe.service.ts';
import { ownSubscription, type UserScope } from './subscriptions.service.ts';

const alreadyCanceled = () =>
  new ProblemError({
    status: 409,
    code: 'SUBSCRIPTION_ALREADY_CANCELED',
    detail: 'This subscription is already canceled.',
  });

/**
 * DELETE /subscription/{id}: the user's own subscription (id > 0) is CANCELED at the end of its paid period:
 * it is never charged again, keeps access until then (endDate = the next renewal date, or the trial's end)
 * and the renewal job turns it INACTIVE when that date passes. A subscription without access now (pending,
 * inactive) ends at once. The answer's redirectionUrl is the vetted one with cancellationFlow=true (§7).
 */
export async function cancelSubscription(
  db: Db,
  tenant: TenantRow,
  scope: UserScope,
  id: number,
  redirectionUrl: string,
) {
  await refuseUnlistedReturn(db, tenant, redirectionUrl);
  const row = await ownSubscription(db, scope, id);
  if (row.state === 'CANCELED') throw alreadyCanceled();
  // LEAST ignores nulls: the earlier of the renewal date and a fixed end, else now.
  const end = row.active
    ? sql`coalesce(least(${userSubscriptions.nextRenewalDate}, ${userSubscriptions.endDate}), commerce_now())`
    : sql`commerce_now()`;
  const changed = await db
    .update(userSubscriptions)
    .set({
      state: 'CANCELED',
      subState: null,
      canceledAt: sql`commerce_now()`,
      endDate: end,
      nextRenewalDate: null,
      renewalRetryAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(userSubscriptions.id, row.id), sql`${userSubscriptions.state} <> 'CANCELED'`))
    .returning({ id: userSubscriptions.id });
  if (changed.length === 0) throw alreadyCanceled();
  const url = new URL(redirectionUrl);
  url.searchParams.set(CANCELLATION_FLOW_PARAM, 'true');
  return { status: 200, redirectionUrl: url.toString() };
}

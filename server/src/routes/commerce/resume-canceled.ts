import { and, eq, gt, sql } from 'drizzle-orm';
import type { SubscribeAnswer } from '../../../../contract/commerce-types.ts';
import type { Db } from '../../db/client.ts';
import { type SubscriptionTypeRow, userSubscriptions } from '../../db/schema/entitlement.ts';
import { paymentOptionsOf } from './payment-options.ts';
import { isCanceledRunning } from './subscribe-rules.ts';
import { presentSubscription, subscriptionRows, type UserScope } from './subscriptions.service.ts';

type Held = Awaited<ReturnType<typeof subscriptionRows>>[number];

/**
 * Subscribing again to a type canceled while its period still runs resumes that subscription: ACTIVE again,
 * renewing (and charged) on the date it would have ended; nothing is charged now (201 with the subscription).
 */
export async function resumeCanceled(
  db: Db,
  scope: UserScope,
  held: Held[],
  type: SubscriptionTypeRow,
  cardId: number | undefined,
): Promise<{ status: number; answer: SubscribeAnswer } | undefined> {
  const running = held.find((row) => row.typeId === type.id && isCanceledRunning(row));
  if (!running) return undefined;
  const resumed = await db
    .update(userSubscriptions)
    .set({
      state: 'ACTIVE',
      subState: null,
      nextRenewalDate: sql`${userSubscriptions.endDate}`,
      endDate: null,
      canceledAt: null,
      renewalFailures: 0,
      ...(cardId === undefined ? {} : { cardId }),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(userSubscriptions.id, running.id),
        eq(userSubscriptions.state, 'CANCELED'),
        gt(userSubscriptions.endDate, sql`commerce_now()`),
      ),
    )
    .returning({ id: userSubscriptions.id });
  if (resumed.length === 0) return undefined;
  const [row] = await subscriptionRows(db, scope, [running.id]);
  return {
    status: 201,
    answer: {
      status: 201,
      data: { type: 'onclick', options: paymentOptionsOf(type) },
      ...(row ? { subscription: presentSubscription(row) } : {}),
    },
  };
}

import { and, eq, sql } from 'drizzle-orm';
import { COMMERCE_ERRORS } from '../../../../contract/commerce-types.ts';
import type { ContentType } from '../../../../contract/history.ts';
import type { Db } from '../../db/client.ts';
import { creditSpends } from '../../db/schema/commerce.ts';
import { userSubscriptions } from '../../db/schema/entitlement.ts';
import { ProblemError } from '../../http/problem.ts';
import { grantsAccess } from './subscription-access.ts';

/** Content types a credit contingent buys (commerce §3: FULL_TRACK_MUSIC is a credit type; VIDEO too, per title, for /video/streaming). */
export const CREDIT_TYPES: readonly ContentType[] = ['FULL_TRACK_MUSIC', 'VIDEO'];

export type CreditGrant =
  | { kind: 'none' }
  | { kind: 'empty' }
  | { kind: 'credit'; subscriptionId: number; periodStart: Date; validUntil: Date | null; spent: boolean };

/**
 * The user's credit subscription for the item: one granting access now (active, or canceled with its period
 * still running) whose contingent for the type is counted
 * (not -1). A credit spent on this article in the current period covers it again without spending
 * (once per article per billing period); otherwise a credit left covers it, to be spent on delivery.
 */
export async function creditGrant(
  db: Db,
  scope: { tenantName: string; userId: string },
  itemId: number,
  contentType: ContentType,
): Promise<CreditGrant> {
  if (!CREDIT_TYPES.includes(contentType)) return { kind: 'none' };
  const subs = await db
    .select({
      id: userSubscriptions.id,
      contingents: userSubscriptions.contingents,
      periodStart: userSubscriptions.periodStart,
      // A canceled plan keeps its credits until its period ends (endDate), then renews no more.
      next: sql<Date | null>`coalesce(${userSubscriptions.nextRenewalDate}, ${userSubscriptions.endDate})`.mapWith(
        userSubscriptions.endDate,
      ),
    })
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.tenantName, scope.tenantName),
        eq(userSubscriptions.userId, scope.userId),
        grantsAccess(),
        sql`jsonb_path_exists(${userSubscriptions.contingents}, '$[*] ? (@.amount >= 0 && @.contentTypes[*] == $t)', jsonb_build_object('t', ${contentType}::text))`,
      ),
    );
  if (subs.length === 0) return { kind: 'none' };
  for (const sub of subs) {
    const [spent] = await db
      .select({ itemId: creditSpends.itemId })
      .from(creditSpends)
      .where(
        and(
          eq(creditSpends.subscriptionId, sub.id),
          eq(creditSpends.itemId, itemId),
          eq(creditSpends.periodStart, sub.periodStart),
        ),
      );
    if (spent)
      return {
        kind: 'credit',
        subscriptionId: sub.id,
        periodStart: sub.periodStart,
        validUntil: sub.next,
        spent: true,
      };
  }
  const left = subs.find((sub) =>
    sub.contingents.some((c) => c.amount > 0 && c.contentTypes.includes(contentType)),
  );
  if (!left) return { kind: 'empty' };
  return {
    kind: 'credit',
    subscriptionId: left.id,
    periodStart: left.periodStart,
    validUntil: left.next,
    spent: false,
  };
}

export const noCreditsLeft = (data: unknown) =>
  new ProblemError({
    status: 402,
    code: COMMERCE_ERRORS.noCredits,
    detail: 'No credits are left in this period.',
    data,
  });

/**
 * Spends one credit for the article in the subscription's current period, once: the spend row and the
 * count move together under the subscription's row lock (402 when the last credit went meanwhile).
 */
export async function spendCredit(
  db: Db,
  tenantName: string,
  grant: Extract<CreditGrant, { kind: 'credit' }>,
  itemId: number,
  contentType: ContentType,
): Promise<void> {
  if (grant.spent) return;
  await db.transaction(async (tx) => {
    const [sub] = await tx
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.id, grant.subscriptionId))
      .for('update');
    if (!sub) throw noCreditsLeft(undefined);
    const inserted = await tx
      .insert(creditSpends)
      .values({ subscriptionId: sub.id, itemId, periodStart: sub.periodStart, tenantName })
      .onConflictDoNothing()
      .returning({ itemId: creditSpends.itemId });
    if (inserted.length === 0) return;
    const index = sub.contingents.findIndex((c) => c.amount > 0 && c.contentTypes.includes(contentType));
    if (index < 0) throw noCreditsLeft(undefined);
    const contingents = sub.contingents.map((c, i) => (i === index ? { ...c, amount: c.amount - 1 } : c));
    await tx
      .update(userSubscriptions)
      .set({ contingents, updatedAt: sql`now()` })
      .where(eq(userSubscriptions.id, sub.id));
  });
}

import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { LocaleCode } from '../../../../contract/locales.ts';
import type { RewardCurrency, RewardHistory, RewardSource } from '../../../../contract/rewards.ts';
import type { Db } from '../../db/client.ts';
import { type LocalizedText, pickText } from '../../db/schema/localized-text.ts';
import { rewardGrants } from '../../db/schema/tournaments.ts';

export interface RewardGrant {
  tenantName: string;
  userId: string;
  currency: RewardCurrency;
  amount: number;
  sourceKind: RewardSource;
  /** Unique within its kind, e.g. "{challengeId}#{step}" or an arcade competition's id. */
  sourceId: string;
  /** What earned it, in every language (the history shows it in the caller's). */
  label: LocalizedText;
}

/**
 * Grants a reward once: the ledger's unique key (tenant, user, source, currency) makes a repeat a no-op, so
 * callers may grant whenever they find a reward due. Answers whether this call granted it. Runs on the
 * caller's transaction, so the reward commits with what earned it.
 */
export async function grantReward(tx: Db, grant: RewardGrant): Promise<boolean> {
  if (!Number.isInteger(grant.amount) || grant.amount <= 0) return false;
  const rows = await tx
    .insert(rewardGrants)
    .values(grant)
    .onConflictDoNothing({
      target: [
        rewardGrants.tenantName,
        rewardGrants.userId,
        rewardGrants.sourceKind,
        rewardGrants.sourceId,
        rewardGrants.currency,
      ],
    })
    .returning({ id: rewardGrants.id });
  return rows.length > 0;
}

type Scope = { tenantName: string; userId: string };
const mine = (scope: Scope) =>
  and(eq(rewardGrants.tenantName, scope.tenantName), eq(rewardGrants.userId, scope.userId));

/** GET /reward/balance: the sums of the user's tickets and coins. */
export async function rewardBalance(db: Db, scope: Scope) {
  const [row] = await db
    .select({
      tickets: sql<string>`coalesce(sum(${rewardGrants.amount}) filter (where ${rewardGrants.currency} = 'TICKETS'), 0)`,
      coins: sql<string>`coalesce(sum(${rewardGrants.amount}) filter (where ${rewardGrants.currency} = 'COINS'), 0)`,
    })
    .from(rewardGrants)
    .where(mine(scope));
  return { tickets: Number(row?.tickets ?? 0), coins: Number(row?.coins ?? 0) };
}

/** GET /reward/history: newest first, each row's label in the caller's language. */
export async function rewardHistory(
  db: Db,
  scope: Scope,
  page: { offset: number; limit: number; lang: LocaleCode },
): Promise<RewardHistory> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(rewardGrants)
      .where(mine(scope))
      .orderBy(desc(rewardGrants.createdAt), desc(rewardGrants.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(rewardGrants).where(mine(scope)),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      currency: row.currency,
      amount: row.amount,
      sourceKind: row.sourceKind,
      sourceId: row.sourceId,
      label: pickText(row.label, page.lang),
      createdAt: row.createdAt.toISOString(),
    })),
    offset: page.offset,
    total: Number(total?.n ?? 0),
  };
}

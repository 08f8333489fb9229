import { and, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PURCHASE_ERRORS } from '../../../../contract/purchase.ts';
import type { Db } from '../../db/client.ts';
import { type CatalogueItemRow, catalogueItems } from '../../db/schema/catalogue.ts';
import { payments } from '../../db/schema/commerce.ts';
import { walletItems } from '../../db/schema/entitlement.ts';
import { ProblemError } from '../../http/problem.ts';
import { PARENT_KIND } from '../player/playable.ts';

export interface OwnerScope {
  tenantName: string;
  userId: string;
}

/** Whether the wallet holds the article or the collection (album, audiobook, podcast) it belongs to. */
export async function ownsArticle(db: Db, scope: OwnerScope, item: CatalogueItemRow): Promise<boolean> {
  const parentKind = (PARENT_KIND as Partial<Record<string, string>>)[item.kind];
  const rows = await db
    .select({ id: walletItems.id })
    .from(walletItems)
    .innerJoin(catalogueItems, eq(catalogueItems.id, walletItems.itemId))
    .where(
      and(
        eq(walletItems.tenantName, scope.tenantName),
        eq(walletItems.userId, scope.userId),
        parentKind && item.props.parent
          ? sql`(${catalogueItems.id} = ${item.id} or (${catalogueItems.kind} = ${parentKind} and ${catalogueItems.slug} = ${item.props.parent}))`
          : eq(catalogueItems.id, item.id),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The collection kind an article kind belongs to, as SQL (track → album, chapter → audiobook, episode → podcast). */
const parentKindOf = (kind: SQL) =>
  sql`case ${kind} ${sql.join(
    Object.entries(PARENT_KIND).map(([child, parent]) => sql`when ${child} then ${parent}`),
    sql` `,
  )} end`;

/**
 * Of these article ids, the ones the user's wallet covers (owned, or inside an owned collection), in one
 * statement: what isWalletItem says on answers that list many articles (search).
 */
export async function ownedAmong(db: Db, scope: OwnerScope, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const owner = alias(catalogueItems, 'owner');
  const rows = await db
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, scope.tenantName),
        inArray(catalogueItems.id, [...ids]),
        exists(
          db
            .select({ one: sql`1` })
            .from(walletItems)
            .innerJoin(owner, eq(owner.id, walletItems.itemId))
            .where(
              and(
                eq(walletItems.tenantName, scope.tenantName),
                eq(walletItems.userId, scope.userId),
                or(
                  eq(owner.id, catalogueItems.id),
                  and(
                    sql`${owner.slug} = ${catalogueItems.props}->>'parent'`,
                    sql`${owner.kind} = ${parentKindOf(sql`${catalogueItems.kind}`)}`,
                  ),
                ),
              ),
            ),
        ),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Whether a one-time payment of the user for the article is PENDING (paid, settling later). */
async function settlingFor(db: Db, scope: OwnerScope, articleId: number): Promise<boolean> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.tenantName, scope.tenantName),
        eq(payments.userId, scope.userId),
        eq(payments.purpose, 'ONE_TIME'),
        eq(payments.status, 'PENDING'),
        sql`${payments.intent}->>'articleId' = ${String(articleId)}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Why the user may not pay for the article now, if so: it is in their wallet already, or a payment for it still
 * settles (it becomes theirs when that one goes through; a second would charge twice). Asked when a purchase
 * opens and again at the checkout, just before the card is charged (two checkouts opened side by side).
 */
export async function paidAlready(
  db: Db,
  scope: OwnerScope,
  item: CatalogueItemRow,
): Promise<ProblemError | undefined> {
  if (await ownsArticle(db, scope, item))
    return new ProblemError({
      status: 409,
      code: PURCHASE_ERRORS.alreadyOwned,
      detail: `Article ${item.id} is already in your wallet.`,
    });
  if (await settlingFor(db, scope, item.id))
    return new ProblemError({
      status: 409,
      code: PURCHASE_ERRORS.purchasePending,
      detail: `A payment for article ${item.id} is still settling.`,
    });
  return undefined;
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CatalogueItemRow, catalogueItems } from '../../db/schema/catalogue.ts';
import { walletItems } from '../../db/schema/entitlement.ts';
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

/** Of these article ids, the ones the user's wallet covers (owned, or inside an owned collection). */
export async function ownedAmong(db: Db, scope: OwnerScope, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const items = await db
    .select()
    .from(catalogueItems)
    .where(and(eq(catalogueItems.tenantName, scope.tenantName), inArray(catalogueItems.id, ids)));
  const owned = new Set<number>();
  for (const item of items) if (await ownsArticle(db, scope, item)) owned.add(item.id);
  return owned;
}

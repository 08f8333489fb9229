import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { type CatalogueItemRow, catalogueItems } from '../../db/schema/catalogue.ts';
import type { StructureSectionRow } from '../../db/schema/structure.ts';

export interface ItemFilter {
  tenantName: string;
  minRating: number;
  maxRating: number;
  /** Keyset cursor: items after this id in the section's order. */
  lastId?: number;
}

export interface ItemPage {
  items: CatalogueItemRow[];
  hasMore: boolean;
}

/** One section's items in its order, rating-filtered and scoped to the tenant. */
export async function loadSectionItems(
  db: Db,
  section: Pick<StructureSectionRow, 'itemKinds' | 'orderBy' | 'itemLimit'>,
  filter: ItemFilter,
): Promise<ItemPage> {
  const sortColumn = section.orderBy === 'popular' ? catalogueItems.popularity : catalogueItems.createdAt;
  const conditions: SQL[] = [
    eq(catalogueItems.tenantName, filter.tenantName),
    inArray(catalogueItems.kind, section.itemKinds),
    gte(catalogueItems.ageRating, filter.minRating),
    lte(catalogueItems.ageRating, filter.maxRating),
  ];
  if (filter.lastId !== undefined) {
    // Row comparison against the cursor row keeps paging stable when sort values tie.
    const cursor = alias(catalogueItems, 'cursor');
    const cursorSort = section.orderBy === 'popular' ? cursor.popularity : cursor.createdAt;
    const cursorRow = db
      .select({ sort: cursorSort, id: cursor.id })
      .from(cursor)
      .where(and(eq(cursor.tenantName, filter.tenantName), eq(cursor.id, filter.lastId)));
    conditions.push(sql`(${sortColumn}, ${catalogueItems.id}) < (${cursorRow})`);
  }
  const rows = await db
    .select()
    .from(catalogueItems)
    .where(and(...conditions))
    .orderBy(desc(sortColumn), desc(catalogueItems.id))
    .limit(section.itemLimit + 1);
  return { items: rows.slice(0, section.itemLimit), hasMore: rows.length > section.itemLimit };
}

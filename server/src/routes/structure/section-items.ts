import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type CatalogueItemRow, type CatalogueKind, catalogueItems } from '../../db/schema/catalogue.ts';
import type { CatalogueProps } from '../../db/schema/catalogue-props.ts';
import type { QueryBatch } from './query-batch.ts';

export interface ItemFilter {
  tenantName: string;
  minRating: number;
  maxRating: number;
  /** Keyset cursor: items after this id in the list's order. */
  lastId?: number;
  /** Offset paging (never together with lastId): skip this many items. */
  offset?: number;
  /** Page size asked by the caller; replaces the list's own. */
  limit?: number;
}

export interface ItemPage {
  items: CatalogueItemRow[];
  hasMore: boolean;
  /** Position of the first item in the whole list, when the page was asked by offset. */
  offset?: number;
  /** This list follows the request's paging (lastId/offset/limit): the page's main list. */
  paged?: boolean;
}

export type ItemOrder = 'newest' | 'popular' | 'position';

export interface ItemQuery {
  itemKinds: CatalogueKind[];
  orderBy: ItemOrder;
  itemLimit: number;
  /** Items whose props contain these values (jsonb containment, served by the GIN index). */
  props?: CatalogueProps;
  slugs?: string[];
}

type SortSource = Pick<typeof catalogueItems, 'popularity' | 'createdAt' | 'props'>;

function sortOf(table: SortSource, order: ItemOrder): SQL {
  if (order === 'popular') return sql`${table.popularity}`;
  if (order === 'position') return sql`coalesce((${table.props}->>'position')::int, 0)`;
  return sql`${table.createdAt}`;
}

/** Which items a list holds: tenant, kinds, rating window, props and slugs. */
function listConditions(query: Omit<ItemQuery, 'orderBy' | 'itemLimit'>, filter: ItemFilter): SQL[] {
  const conditions: SQL[] = [
    eq(catalogueItems.tenantName, filter.tenantName),
    inArray(catalogueItems.kind, query.itemKinds),
    gte(catalogueItems.ageRating, filter.minRating),
    lte(catalogueItems.ageRating, filter.maxRating),
  ];
  if (query.props) conditions.push(sql`${catalogueItems.props} @> ${JSON.stringify(query.props)}::jsonb`);
  if (query.slugs) conditions.push(inArray(catalogueItems.slug, query.slugs.length ? query.slugs : ['']));
  return conditions;
}

/** How many items a whole list holds and their summed duration (an album's tracks, a book's chapters). */
export async function summarizeItems(
  db: QueryBatch,
  query: Omit<ItemQuery, 'orderBy' | 'itemLimit'>,
  filter: ItemFilter,
): Promise<{ count: number; totalDurationSec: number }> {
  const [row] = await db.all(
    db
      .select({
        count: sql<number>`count(*)::int`.as('count'),
        total: sql<number>`coalesce(sum((${catalogueItems.props}->>'durationSec')::int), 0)::int`.as('total'),
      })
      .from(catalogueItems)
      .where(and(...listConditions(query, filter))),
  );
  return { count: Number(row?.count ?? 0), totalDurationSec: Number(row?.total ?? 0) };
}

/** One list of items in its order, rating-filtered and scoped to the tenant, one page after lastId. */
export async function loadSectionItems(
  db: QueryBatch,
  query: ItemQuery,
  filter: ItemFilter,
): Promise<ItemPage> {
  const sortColumn = sortOf(catalogueItems, query.orderBy);
  const conditions = listConditions(query, filter);
  const ascending = query.orderBy === 'position';
  if (filter.lastId !== undefined) {
    // Row comparison against the cursor row keeps paging stable when sort values tie.
    const cursor = alias(catalogueItems, 'cursor');
    const cursorRow = db
      .select({ sort: sortOf(cursor as unknown as SortSource, query.orderBy), id: cursor.id })
      .from(cursor)
      .where(and(eq(cursor.tenantName, filter.tenantName), eq(cursor.id, filter.lastId)));
    conditions.push(
      ascending
        ? sql`(${sortColumn}, ${catalogueItems.id}) > (${cursorRow})`
        : sql`(${sortColumn}, ${catalogueItems.id}) < (${cursorRow})`,
    );
  }
  const order = ascending
    ? [asc(sortColumn), asc(catalogueItems.id)]
    : [desc(sortColumn), desc(catalogueItems.id)];
  const limit = filter.limit ?? query.itemLimit;
  const offset = filter.lastId === undefined ? (filter.offset ?? 0) : 0;
  const rows = await db.all(
    db
      .select()
      .from(catalogueItems)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(limit + 1)
      .offset(offset),
  );
  return {
    items: rows.slice(0, limit),
    hasMore: rows.length > limit,
    ...(filter.lastId === undefined ? { offset } : {}),
  };
}

/** The same filter without the request's paging: rails and short lists always start at the top. */
export const unpaged = ({ lastId: _l, offset: _o, limit: _n, ...rest }: ItemFilter): ItemFilter => rest;

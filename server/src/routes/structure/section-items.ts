import {
  and,
  asc,
  eq,
  gte,
  inArray,
  lte,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type CatalogueItemRow, type CatalogueKind, catalogueItems } from '../../db/schema/catalogue.ts';
import type { CatalogueProps } from '../../db/schema/catalogue-props.ts';
import type { LocalizedText } from '../../db/schema/localized-text.ts';
import type { Ph } from './batch-statement.ts';
import type { QueryBatch } from './query-batch.ts';

export interface ItemFilter {
  tenantName: string;
  /** The answer's language: list items carry their texts in it and in English only. */
  lang: string;
  minRating: number;
  maxRating: number;
  /**
   * Set when parental control lowered maxRating: the ceiling the request would have had. An item
   * between the two is hidden from lists, and a details link to it is 403 PARENTAL_LOCKED.
   */
  lockedAbove?: number;
  /**
   * The kinds of the tenant's switched-off families (enabledFeatures.flags): no list shows their items, and a
   * list of only such kinds is empty.
   */
  hiddenKinds?: readonly string[];
  /** Keyset cursor: items after this id in the list's order. */
  lastId?: number;
  /** Offset paging (never together with lastId): skip this many items. */
  offset?: number;
  /** Page size asked by the caller; replaces the list's own. */
  limit?: number;
}

/** An item as a list shows it (a card): no tenant or sort columns, no detail-only properties. */
export type ListedItem = Pick<
  CatalogueItemRow,
  'id' | 'kind' | 'slug' | 'titles' | 'subtitles' | 'ageRating' | 'props'
>;

export interface ItemPage {
  items: ListedItem[];
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

type ListScope = Omit<ItemQuery, 'orderBy' | 'itemLimit'>;

/** A text in the asked language and English (the fallback), not in all six: lists read half the bytes. */
const inLanguage = (text: SQLWrapper, lang: Placeholder) =>
  sql`jsonb_strip_nulls(jsonb_build_object('en', ${text}->'en', ${lang}::text, ${text}->${lang}::text))`;

type ListedSource = Pick<
  typeof catalogueItems,
  'id' | 'kind' | 'slug' | 'titles' | 'subtitles' | 'ageRating' | 'props'
>;

/** What a card needs of a row; bodies, challenges and artworks are for details pages. */
const listedFields = (row: ListedSource, ph: Ph) => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  titles: sql<LocalizedText>`${inLanguage(row.titles, ph('lang'))}`.as('titles'),
  subtitles:
    sql<LocalizedText | null>`case when ${row.subtitles} is null then null else ${inLanguage(row.subtitles, ph('lang'))} end`.as(
      'subtitles',
    ),
  ageRating: row.ageRating,
  props: sql<CatalogueProps>`${row.props} - 'body' - 'markdown' - 'challenges' - 'additionalArtworks'`.as(
    'props',
  ),
});

/** What the SQL text of a list depends on (never a value): a statement shape, compiled once. */
const scopeShape = (query: ListScope) =>
  `${query.itemKinds.length}:${query.props ? 'p' : ''}:${query.slugs ? Math.max(query.slugs.length, 1) : '-'}`;

/** The values of a list's conditions, by placeholder name. */
function scopeValues(query: ListScope, filter: ItemFilter): Record<string, unknown> {
  const values: Record<string, unknown> = {
    tenant: filter.tenantName,
    min: filter.minRating,
    max: filter.maxRating,
  };
  query.itemKinds.forEach((kind, i) => {
    values[`k${i}`] = kind;
  });
  if (query.props) values.props = JSON.stringify(query.props);
  // No slugs asks for slug '' (nothing), so the list stays a valid IN (…).
  if (query.slugs)
    (query.slugs.length ? query.slugs : ['']).forEach((slug, i) => {
      values[`s${i}`] = slug;
    });
  return values;
}

/** Which items a list holds: tenant, kinds, rating window, props and slugs (as placeholders). */
function listConditions(query: ListScope, ph: Ph): SQL[] {
  const conditions: SQL[] = [
    eq(catalogueItems.tenantName, ph('tenant')),
    inArray(
      catalogueItems.kind,
      query.itemKinds.map((_, i) => ph(`k${i}`)),
    ),
    gte(catalogueItems.ageRating, ph('min')),
    lte(catalogueItems.ageRating, ph('max')),
  ];
  if (query.props) conditions.push(sql`${catalogueItems.props} @> ${ph('props')}::jsonb`);
  if (query.slugs)
    conditions.push(
      inArray(
        catalogueItems.slug,
        Array.from({ length: Math.max(query.slugs.length, 1) }, (_, i) => ph(`s${i}`)),
      ),
    );
  return conditions;
}

/** The list without the kinds of switched-off families; null when none of its kinds is left. */
function visibleScope<Q extends ListScope>(query: Q, filter: ItemFilter): Q | null {
  const hidden = filter.hiddenKinds;
  if (!hidden?.length) return query;
  const itemKinds = query.itemKinds.filter((kind) => !hidden.includes(kind));
  return itemKinds.length ? { ...query, itemKinds } : null;
}

/** How many items a whole list holds and their summed duration (an album's tracks, a book's chapters). */
export async function summarizeItems(
  db: QueryBatch,
  scope: ListScope,
  filter: ItemFilter,
): Promise<{ count: number; totalDurationSec: number }> {
  const query = visibleScope(scope, filter);
  if (!query) return { count: 0, totalDurationSec: 0 };
  const [row] = await db.all({
    shape: `summary:${scopeShape(query)}`,
    values: scopeValues(query, filter),
    build: (from, ph) =>
      from
        .select({
          count: sql<number>`count(*)::int`.as('count'),
          total: sql<number>`coalesce(sum((${catalogueItems.props}->>'durationSec')::int), 0)::int`.as(
            'total',
          ),
        })
        .from(catalogueItems)
        .where(and(...listConditions(query, ph))),
  });
  return { count: Number(row?.count ?? 0), totalDurationSec: Number(row?.total ?? 0) };
}

/** One list of items in its order, rating-filtered and scoped to the tenant, one page after lastId. */
export async function loadSectionItems(
  db: QueryBatch,
  listed: ItemQuery,
  filter: ItemFilter,
): Promise<ItemPage> {
  const query = visibleScope(listed, filter);
  if (!query) return { items: [], hasMore: false, ...(filter.lastId === undefined ? { offset: 0 } : {}) };
  const ascending = query.orderBy === 'position';
  const afterCursor = filter.lastId !== undefined;
  const limit = filter.limit ?? query.itemLimit;
  const offset = afterCursor ? 0 : (filter.offset ?? 0);
  const rows = await db.all({
    shape: `items:${query.orderBy}:${scopeShape(query)}:${afterCursor ? 'after' : ''}`,
    values: {
      ...scopeValues(query, filter),
      lang: filter.lang,
      limit: limit + 1,
      offset,
      lastId: filter.lastId ?? 0,
    },
    build: (from, ph) => {
      const sortColumn = sortOf(catalogueItems, query.orderBy);
      const conditions = listConditions(query, ph);
      if (afterCursor) {
        // Row comparison against the cursor row keeps paging stable when sort values tie.
        const cursor = alias(catalogueItems, 'cursor');
        const cursorRow = from
          .select({ sort: sortOf(cursor as unknown as SortSource, query.orderBy), id: cursor.id })
          .from(cursor)
          .where(and(eq(cursor.tenantName, ph('tenant')), eq(cursor.id, ph('lastId'))));
        conditions.push(
          ascending
            ? sql`(${sortColumn}, ${catalogueItems.id}) > (${cursorRow})`
            : sql`(${sortColumn}, ${catalogueItems.id}) < (${cursorRow})`,
        );
      }
      // NULLS LAST as the newest/popular indexes are built (the columns are NOT NULL): the index gives the order.
      const order = ascending
        ? [asc(sortColumn), asc(catalogueItems.id)]
        : [sql`${sortColumn} desc nulls last`, sql`${catalogueItems.id} desc nulls last`];
      // Trimmed after the limit: only the page's rows pay for it, not every row the sort looked at.
      const page = from
        .select()
        .from(catalogueItems)
        .where(and(...conditions))
        .orderBy(...order)
        .limit(ph('limit'))
        .offset(ph('offset'))
        .as('page');
      return from.select(listedFields(page as unknown as ListedSource, ph)).from(page);
    },
  });
  return {
    items: rows.slice(0, limit),
    hasMore: rows.length > limit,
    ...(afterCursor ? {} : { offset }),
  };
}

/** The same filter without the request's paging: rails and short lists always start at the top. */
export const unpaged = ({ lastId: _l, offset: _o, limit: _n, ...rest }: ItemFilter): ItemFilter => rest;

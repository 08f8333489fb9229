import { and, between, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import {
  LIKE_TYPE_ITEMS,
  LIKE_TYPES,
  LIKED_IDS_MAX,
  type LikedIds,
  type LikedPage,
  type LikeState,
  type LikeType,
} from '../../../../contract/library.ts';
import type { LocaleCode } from '../../../../contract/locales.ts';
import type { Db } from '../../db/client.ts';
import { type CatalogueItemRow, type CatalogueKind, catalogueItems } from '../../db/schema/catalogue.ts';
import { likes } from '../../db/schema/library.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';
import { cardNode } from '../structure/structure-nodes.ts';
import type { RatingBounds } from '../tenant/rating-bounds.ts';
import { nodeContext } from './list-context.ts';

export interface UserScope {
  tenant: TenantRow;
  userId: string;
}

/** The catalogue rows a like type holds (commerce §3), as a condition on catalogue_items. */
function typeCondition(type: LikeType): SQL | undefined {
  const { kinds, gameType } = LIKE_TYPE_ITEMS[type];
  return and(
    inArray(catalogueItems.kind, kinds as CatalogueKind[]),
    gameType === undefined ? undefined : sql`${catalogueItems.props}->>'gameType' = ${gameType}`,
  );
}

/** The tenant's item of that type; another tenant's id, an unknown id or another kind is 404. */
async function likeableItem(
  db: Db,
  tenantName: string,
  type: LikeType,
  id: number,
): Promise<CatalogueItemRow> {
  const [item] = await db
    .select()
    .from(catalogueItems)
    .where(and(eq(catalogueItems.tenantName, tenantName), eq(catalogueItems.id, id), typeCondition(type)));
  if (!item) {
    throw new ProblemError({
      status: 404,
      code: 'ITEM_NOT_FOUND',
      detail: `There is no item ${id} that can be liked as ${type}.`,
    });
  }
  return item;
}

/** POST /like/{type}/{id}: idempotent, liking twice is one like (the first one's time stays). */
export async function like(
  db: Db,
  { tenant, userId }: UserScope,
  type: LikeType,
  id: number,
): Promise<LikeState> {
  await likeableItem(db, tenant.name, type, id);
  await db.insert(likes).values({ tenantName: tenant.name, userId, itemId: id }).onConflictDoNothing();
  return { id, type, liked: true };
}

/** DELETE /like/{type}/{id}: unliking an item that is not liked is fine. */
export async function unlike(
  db: Db,
  { tenant, userId }: UserScope,
  type: LikeType,
  id: number,
): Promise<LikeState> {
  await likeableItem(db, tenant.name, type, id);
  await db
    .delete(likes)
    .where(and(eq(likes.tenantName, tenant.name), eq(likes.userId, userId), eq(likes.itemId, id)));
  return { id, type, liked: false };
}

/** GET /like: ids of everything liked, newest first, and how many items each type holds. */
export async function likedIds(db: Db, { tenant, userId }: UserScope): Promise<LikedIds> {
  const own = and(eq(likes.tenantName, tenant.name), eq(likes.userId, userId));
  const perType = Object.fromEntries(
    LIKE_TYPES.map((type) => [type, sql<number>`(count(*) filter (where ${typeCondition(type)}))::int`]),
  ) as Record<LikeType, SQL<number>>;
  const [rows, [counts]] = await Promise.all([
    db
      .select({ id: likes.itemId })
      .from(likes)
      .where(own)
      .orderBy(desc(likes.createdAt), desc(likes.itemId))
      .limit(LIKED_IDS_MAX),
    db.select(perType).from(likes).innerJoin(catalogueItems, eq(catalogueItems.id, likes.itemId)).where(own),
  ]);
  return {
    ids: rows.map((row) => row.id),
    counts: LIKE_TYPES.map((type) => ({ type, count: Number(counts?.[type] ?? 0) })).filter(
      (c) => c.count > 0,
    ),
  };
}

export interface PageRequest {
  offset: number;
  limit: number;
  lang: LocaleCode | undefined;
  bounds: RatingBounds;
  origin: string;
  /** The kinds of the tenant's switched-off families: their items are left out of the user's lists. */
  hiddenKinds?: readonly string[];
}

/** Not an item of a switched-off family (commerce §3 enabledFeatures), when the tenant switched one off. */
export const visibleKind = (page: Pick<PageRequest, 'hiddenKinds'>): SQL | undefined =>
  page.hiddenKinds?.length ? notInArray(catalogueItems.kind, page.hiddenKinds as CatalogueKind[]) : undefined;

/**
 * A page of liked items with their like time, newest like first, within the rating bounds and without the
 * items of switched-off families; every type when none is given.
 */
export async function likedRows(
  db: Db,
  scope: UserScope,
  type: LikeType | undefined,
  page: Pick<PageRequest, 'offset' | 'limit' | 'bounds' | 'hiddenKinds'>,
): Promise<{ rows: { item: CatalogueItemRow; likedAt: Date }[]; total: number }> {
  const where = and(
    eq(likes.tenantName, scope.tenant.name),
    eq(likes.userId, scope.userId),
    eq(catalogueItems.tenantName, scope.tenant.name),
    type === undefined ? undefined : typeCondition(type),
    between(catalogueItems.ageRating, page.bounds.minRating, page.bounds.maxRating),
    visibleKind(page),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ item: catalogueItems, likedAt: likes.createdAt })
      .from(likes)
      .innerJoin(catalogueItems, eq(catalogueItems.id, likes.itemId))
      .where(where)
      .orderBy(desc(likes.createdAt), desc(likes.itemId))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: count() })
      .from(likes)
      .innerJoin(catalogueItems, eq(catalogueItems.id, likes.itemId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** GET /like/{type}: one page of liked items as cards, newest like first, within the rating bounds. */
export async function likedPage(
  db: Db,
  scope: UserScope,
  type: LikeType,
  page: PageRequest,
): Promise<LikedPage> {
  const { rows, total } = await likedRows(db, scope, type, page);
  const ctx = nodeContext(scope.tenant, page.lang, page.origin);
  return {
    type,
    items: rows.map((row) => cardNode(row.item, ctx)),
    total,
    offset: page.offset,
    limit: page.limit,
  };
}

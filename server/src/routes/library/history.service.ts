import { and, between, count, desc, eq, sql } from 'drizzle-orm';
import {
  CONTENT_TYPE_OF_KIND,
  type ContentType,
  type HistoryEntry,
  type HistoryPage,
  type HistoryType,
  PLAYABLE_KINDS,
  type PlayState,
} from '../../../../contract/history.ts';
import type { Db } from '../../db/client.ts';
import { type CatalogueItemRow, catalogueItems } from '../../db/schema/catalogue.ts';
import { historyEntries, playStates } from '../../db/schema/library.ts';
import { ProblemError } from '../../http/problem.ts';
import { mediaManifest } from '../media/media-library.ts';
import { cardNode, type NodeContext } from '../structure/structure-nodes.ts';
import { type PageRequest, type UserScope, visibleKind } from './likes.service.ts';
import { itemNotFound, nodeContext } from './list-context.ts';

/** The tenant's item with a history of that type (PLAY: something the player plays); else 404. */
async function historyItem(db: Db, tenantName: string, type: HistoryType, id: number) {
  const [item] = await db
    .select()
    .from(catalogueItems)
    .where(and(eq(catalogueItems.tenantName, tenantName), eq(catalogueItems.id, id)));
  const contentType = item ? CONTENT_TYPE_OF_KIND[item.kind] : undefined;
  if (!item || !contentType || (type === 'PLAY' && !PLAYABLE_KINDS.includes(item.kind)))
    throw itemNotFound(id);
  return { item, contentType };
}

function expectContentType(expected: ContentType, given: ContentType): void {
  if (given === expected) return;
  const message = `must be ${expected} for this item`;
  throw new ProblemError({
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: `The request body is invalid: body.contentType ${message}.`,
    errors: [{ path: 'body.contentType', message }],
  });
}

const ownEntry = ({ tenant, userId }: UserScope, itemId: number) =>
  and(
    eq(historyEntries.tenantName, tenant.name),
    eq(historyEntries.userId, userId),
    eq(historyEntries.itemId, itemId),
  );
const ownState = ({ tenant, userId }: UserScope, itemId: number) =>
  and(eq(playStates.tenantName, tenant.name), eq(playStates.userId, userId), eq(playStates.itemId, itemId));

async function touchEntry(
  db: Db,
  scope: UserScope,
  itemId: number,
  type: HistoryType,
  contentType: ContentType,
) {
  const [row] = await db
    .insert(historyEntries)
    .values({ tenantName: scope.tenant.name, userId: scope.userId, itemId, type, contentType })
    .onConflictDoUpdate({
      target: [historyEntries.userId, historyEntries.itemId, historyEntries.type],
      set: { contentType, updatedAt: sql`now()` },
    })
    .returning({ at: historyEntries.updatedAt });
  return row?.at ?? new Date();
}

/** GET /user/history/PLAY/{id}: the saved position, 0 when the item was never played. */
export async function playState(db: Db, scope: UserScope, id: number): Promise<PlayState> {
  const { contentType } = await historyItem(db, scope.tenant.name, 'PLAY', id);
  const [row] = await db.select().from(playStates).where(ownState(scope, id));
  return {
    id,
    userCurrentPlaying: row?.position ?? 0,
    contentType: row?.contentType ?? contentType,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** PUT /user/history/PLAY/{id}: saves the position (at most the item's length) and moves its entry to the top. */
export async function savePlayState(
  db: Db,
  scope: UserScope,
  id: number,
  body: { userCurrentPlaying: number; contentType: ContentType },
): Promise<PlayState> {
  const { item, contentType } = await historyItem(db, scope.tenant.name, 'PLAY', id);
  expectContentType(contentType, body.contentType);
  const duration = item.props.durationSec;
  const position =
    duration === undefined ? body.userCurrentPlaying : Math.min(body.userCurrentPlaying, duration);
  // The position and the history entry are saved together or not at all.
  const row = await db.transaction(async (tx) => {
    const [state] = await tx
      .insert(playStates)
      .values({ tenantName: scope.tenant.name, userId: scope.userId, itemId: id, position, contentType })
      .onConflictDoUpdate({
        target: [playStates.userId, playStates.itemId],
        set: { position, contentType, updatedAt: sql`now()` },
      })
      .returning({ updatedAt: playStates.updatedAt });
    await touchEntry(tx, scope, id, 'PLAY', contentType);
    return state;
  });
  return {
    id,
    userCurrentPlaying: position,
    contentType,
    updatedAt: (row?.updatedAt ?? new Date()).toISOString(),
  };
}

/** The real length of the file a video plays (its packaged renditions), when it has one. */
function mediaDurationOf(item: CatalogueItemRow): number | undefined {
  const asset = item.kind === 'video' ? item.props.media : undefined;
  const renditions = asset ? mediaManifest().renditions : undefined;
  return asset && renditions && Object.hasOwn(renditions, asset) ? renditions[asset]?.durationSec : undefined;
}

function entryOf(
  item: CatalogueItemRow,
  fields: { type: HistoryType; contentType: ContentType; at: Date; position: number | null },
  ctx: NodeContext,
): HistoryEntry {
  return {
    id: item.id,
    type: fields.type,
    contentType: fields.contentType,
    at: fields.at.toISOString(),
    ...(fields.type === 'PLAY' ? { userCurrentPlaying: fields.position ?? 0 } : {}),
    ...(fields.type === 'PLAY' && mediaDurationOf(item) !== undefined
      ? { durationSec: mediaDurationOf(item) }
      : {}),
    node: cardNode(item, ctx),
  };
}

/** POST /user/history/{type}/{id}: records that the user played or viewed the item now. */
export async function addHistory(
  db: Db,
  scope: UserScope,
  type: HistoryType,
  id: number,
  body: { contentType: ContentType },
  page: Pick<PageRequest, 'lang' | 'origin'>,
): Promise<HistoryEntry> {
  const { item, contentType } = await historyItem(db, scope.tenant.name, type, id);
  expectContentType(contentType, body.contentType);
  const at = await touchEntry(db, scope, id, type, contentType);
  const [state] = type === 'PLAY' ? await db.select().from(playStates).where(ownState(scope, id)) : [];
  const ctx = nodeContext(scope.tenant, page.lang, page.origin);
  return entryOf(item, { type, contentType, at, position: state?.position ?? null }, ctx);
}

/** DELETE /user/history/{type}/{id}; for PLAY the saved position goes too. Deleting nothing is fine. */
export async function deleteHistory(db: Db, scope: UserScope, type: HistoryType, id: number) {
  await historyItem(db, scope.tenant.name, type, id);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(historyEntries)
      .where(and(ownEntry(scope, id), eq(historyEntries.type, type)))
      .returning({ id: historyEntries.itemId });
    const states =
      type === 'PLAY'
        ? await tx.delete(playStates).where(ownState(scope, id)).returning({ id: playStates.itemId })
        : [];
    return { id, deleted: removed.length + states.length > 0 };
  });
}

/** DELETE /user/history: the whole history and every saved position. */
export async function clearHistory(db: Db, { tenant, userId }: UserScope) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(historyEntries)
      .where(and(eq(historyEntries.tenantName, tenant.name), eq(historyEntries.userId, userId)))
      .returning({ id: historyEntries.itemId });
    await tx
      .delete(playStates)
      .where(and(eq(playStates.tenantName, tenant.name), eq(playStates.userId, userId)));
    return { deleted: removed.length };
  });
}

/**
 * A page of history rows (entry, item, PLAY position), newest first, within the rating bounds and without
 * switched-off families' items, and their total.
 */
export async function historyRows(
  db: Db,
  scope: UserScope,
  page: Pick<PageRequest, 'offset' | 'limit' | 'bounds' | 'hiddenKinds'>,
) {
  const where = and(
    eq(historyEntries.tenantName, scope.tenant.name),
    eq(historyEntries.userId, scope.userId),
    between(catalogueItems.ageRating, page.bounds.minRating, page.bounds.maxRating),
    visibleKind(page),
  );
  const joinItems = eq(catalogueItems.id, historyEntries.itemId);
  const [rows, totals] = await Promise.all([
    db
      .select({ entry: historyEntries, item: catalogueItems, position: playStates.position })
      .from(historyEntries)
      .innerJoin(catalogueItems, joinItems)
      .leftJoin(
        playStates,
        and(
          eq(historyEntries.type, 'PLAY'),
          eq(playStates.userId, historyEntries.userId),
          eq(playStates.itemId, historyEntries.itemId),
        ),
      )
      .where(where)
      .orderBy(desc(historyEntries.updatedAt), desc(historyEntries.itemId), historyEntries.type)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(historyEntries).innerJoin(catalogueItems, joinItems).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** GET /user/history: newest first, within the rating bounds, PLAY entries with their position. */
export async function historyPage(db: Db, scope: UserScope, page: PageRequest): Promise<HistoryPage> {
  const { rows, total } = await historyRows(db, scope, page);
  const ctx = nodeContext(scope.tenant, page.lang, page.origin);
  return {
    items: rows.map(({ entry, item, position }) =>
      entryOf(item, { type: entry.type, contentType: entry.contentType, at: entry.updatedAt, position }, ctx),
    ),
    total,
    offset: page.offset,
    limit: page.limit,
  };
}

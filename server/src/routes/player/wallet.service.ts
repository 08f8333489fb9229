import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { CONTENT_TYPE_OF_KIND, CONTENT_TYPES, type ContentType } from '../../../../contract/history.ts';
import type { WalletItem } from '../../../../contract/player.ts';
import type { Db } from '../../db/client.ts';
import { type CatalogueItemRow, type CatalogueKind, catalogueItems } from '../../db/schema/catalogue.ts';
import { walletItems } from '../../db/schema/entitlement.ts';
import { pickText } from '../../db/schema/localized-text.ts';
import { ProblemError } from '../../http/problem.ts';
import { rowsOf } from '../library/list-context.ts';
import { articlePurchaseOptions } from '../purchase/options.service.ts';
import { artworkUrl, itemClickUrl } from '../structure/click-urls.ts';
import type { NodeContext } from '../structure/structure-nodes.ts';
import { PARENT_KIND } from './playable.ts';

export interface WalletScope {
  tenantName: string;
  userId: string;
}

/** Collections own their children: an album its tracks, an audiobook its chapters, a podcast its episodes. */
const CHILD_KIND: Partial<Record<CatalogueKind, CatalogueKind>> = Object.fromEntries(
  Object.entries(PARENT_KIND).map(([child, parent]) => [parent, child]),
);

/** inclContTypes: a comma-separated list of content types; anything else is a 400. */
export function parseContentTypes(value: string): ContentType[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !(CONTENT_TYPES as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    const message = `must list content types of ${CONTENT_TYPES.join(', ')}`;
    throw new ProblemError({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: `The request query is invalid: query.inclContTypes ${message}.`,
      errors: [{ path: 'query.inclContTypes', message }],
    });
  }
  return names as ContentType[];
}

const kindsOf = (types: ContentType[]): CatalogueKind[] =>
  Object.entries(CONTENT_TYPE_OF_KIND)
    .filter(([, type]) => types.includes(type))
    .map(([kind]) => kind as CatalogueKind);

const owned = (scope: WalletScope, extra?: SQL) =>
  and(eq(walletItems.tenantName, scope.tenantName), eq(walletItems.userId, scope.userId), extra);

/** The children of each collection, in their order, by collection id. */
async function childrenOf(db: Db, tenantName: string, collections: CatalogueItemRow[]) {
  const byId = new Map<number, number[]>();
  const parents = collections.filter((item) => CHILD_KIND[item.kind]);
  if (parents.length === 0) return byId;
  const children = await db
    .select({
      id: catalogueItems.id,
      kind: catalogueItems.kind,
      parent: sql<string>`${catalogueItems.props}->>'parent'`,
    })
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, tenantName),
        inArray(catalogueItems.kind, [...new Set(parents.map((p) => CHILD_KIND[p.kind] as CatalogueKind))]),
        inArray(
          sql`${catalogueItems.props}->>'parent'`,
          parents.map((p) => p.slug),
        ),
      ),
    )
    .orderBy(sql`(${catalogueItems.props}->>'position')::int`, catalogueItems.id);
  for (const parent of parents) {
    const kind = CHILD_KIND[parent.kind];
    byId.set(
      parent.id,
      children.filter((c) => c.kind === kind && c.parent === parent.slug).map((c) => c.id),
    );
  }
  return byId;
}

function walletItem(
  row: { item: CatalogueItemRow; acquiredAt: Date },
  children: Map<number, number[]>,
  ctx: NodeContext,
): WalletItem {
  const { item } = row;
  const clickUrl = itemClickUrl(item);
  return {
    id: item.id,
    isCollection: CHILD_KIND[item.kind] !== undefined,
    collectionArticles: children.get(item.id) ?? [],
    contentType: CONTENT_TYPE_OF_KIND[item.kind] ?? 'FULL_TRACK_MUSIC',
    title: pickText(item.titles, ctx.lang),
    imageUrl: artworkUrl(ctx.origin, item.id),
    ...(clickUrl ? { clickUrl } : {}),
    acquiredAt: row.acquiredAt.toISOString(),
  };
}

/** Every article id the wallet covers for these kinds: owned items and their collections' children. */
async function coveredIds(db: Db, scope: WalletScope, kinds: CatalogueKind[]): Promise<number[]> {
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select i.id from wallet_items w join catalogue_items i on i.id = w.item_id
      where w.tenant_name = ${scope.tenantName} and w.user_id = ${scope.userId} and i.kind in (${kindList})
    union
    select c.id from wallet_items w
      join catalogue_items i on i.id = w.item_id
      join catalogue_items c on c.tenant_name = i.tenant_name and c.props->>'parent' = i.slug
        and c.kind = case i.kind when 'album' then 'track' when 'audiobook' then 'chapter' when 'podcast' then 'episode' end
      where w.tenant_name = ${scope.tenantName} and w.user_id = ${scope.userId} and i.kind in (${kindList})
    order by id`);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

/** A page of owned items (of these kinds; every kind when none are given), newest first, with their acquisition time, and their total. */
export async function walletRows(
  db: Db,
  scope: WalletScope,
  kinds: readonly CatalogueKind[] | undefined,
  page: { offset: number; limit: number },
) {
  const ofKinds = owned(scope, kinds ? inArray(catalogueItems.kind, [...kinds]) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ item: catalogueItems, acquiredAt: walletItems.acquiredAt })
      .from(walletItems)
      .innerJoin(catalogueItems, eq(catalogueItems.id, walletItems.itemId))
      .where(ofKinds)
      .orderBy(desc(walletItems.acquiredAt), desc(walletItems.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: count() })
      .from(walletItems)
      .innerJoin(catalogueItems, eq(catalogueItems.id, walletItems.itemId))
      .where(ofKinds),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** GET /wallet/userarticles: a page of owned items (newest first), their total, and every covered id. */
export async function walletPage(
  db: Db,
  scope: WalletScope,
  query: { contentTypes: ContentType[]; offset: number; limit: number },
  ctx: NodeContext,
) {
  const kinds = kindsOf(query.contentTypes);
  const [{ rows, total }, walletIds] = await Promise.all([
    walletRows(db, scope, kinds, query),
    coveredIds(db, scope, kinds),
  ]);
  const children = await childrenOf(
    db,
    scope.tenantName,
    rows.map((row) => row.item),
  );
  const items = rows.map((row) => walletItem(row, children, ctx));
  return { walletIds, items, total };
}

/**
 * GET /wallet/walletarticle/article/{id}: the wallet entry that covers the article — the article itself,
 * else the album/audiobook/podcast it belongs to — or 404 when the user does not own it. The 404 of an article
 * of the tenant carries its purchase options in `data` (commerce §7: /song and the wallet use the same ones).
 */
export async function walletArticle(
  db: Db,
  scope: WalletScope,
  id: number,
  ctx: NodeContext,
): Promise<WalletItem> {
  const [article] = await db
    .select()
    .from(catalogueItems)
    .where(and(eq(catalogueItems.tenantName, scope.tenantName), eq(catalogueItems.id, id)));
  const parentKind = article
    ? (PARENT_KIND as Partial<Record<CatalogueKind, CatalogueKind>>)[article.kind]
    : undefined;
  const parentSlug = article?.props.parent;
  const rows = article
    ? await db
        .select({ item: catalogueItems, acquiredAt: walletItems.acquiredAt })
        .from(walletItems)
        .innerJoin(catalogueItems, eq(catalogueItems.id, walletItems.itemId))
        .where(
          owned(
            scope,
            parentKind && parentSlug
              ? sql`(${catalogueItems.id} = ${id} or (${catalogueItems.kind} = ${parentKind} and ${catalogueItems.slug} = ${parentSlug}))`
              : eq(catalogueItems.id, id),
          ),
        )
    : [];
  const row = rows.find((r) => r.item.id === id) ?? rows[0];
  if (!row)
    throw new ProblemError({
      status: 404,
      code: 'WALLET_ITEM_NOT_FOUND',
      detail: `Item ${id} is not in the wallet.`,
      ...(article
        ? {
            data: await articlePurchaseOptions(db, { ...scope, lang: ctx.lang }, id, { deviceId: undefined }),
          }
        : {}),
    });
  const children = await childrenOf(db, scope.tenantName, [row.item]);
  return walletItem(row, children, ctx);
}

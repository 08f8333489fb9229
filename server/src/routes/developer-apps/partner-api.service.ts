import type { LikeType } from '../../../../contract/library.ts';
import type { LocaleCode } from '../../../../contract/locales.ts';
import type {
  PartnerFavourite,
  PartnerHistoryEntry,
  PartnerLibraryItem,
  PartnerPage,
} from '../../../../contract/partner-api.ts';
import type { Db } from '../../db/client.ts';
import type { CatalogueItemRow } from '../../db/schema/catalogue.ts';
import { pickText } from '../../db/schema/localized-text.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { historyRows } from '../library/history.service.ts';
import { likedRows } from '../library/likes.service.ts';
import { nodeContext } from '../library/list-context.ts';
import { activeParental } from '../parental/parental-limit.ts';
import { walletRows } from '../player/wallet.service.ts';
import { artworkUrl, itemClickUrl } from '../structure/click-urls.ts';
import { hiddenKindsOf } from '../structure/family-switch.ts';
import { type RatingBounds, ratingBounds } from '../tenant/rating-bounds.ts';

/** The token's user in the token's tenant: every read below is theirs alone. */
export interface PartnerScope {
  tenant: TenantRow;
  userId: string;
}

export interface PartnerPageRequest {
  offset: number;
  limit: number;
  lang?: LocaleCode | undefined;
  /** The origin the call came to: artwork and page links are on it. */
  origin: string;
}

/** The item's public fields: id, kind, title in the asked language (else the tenant's), artwork and page links. */
function itemFields(scope: PartnerScope, page: PartnerPageRequest, item: CatalogueItemRow) {
  const { lang } = nodeContext(scope.tenant, page.lang, page.origin);
  const path = itemClickUrl(item);
  const prefix = lang === scope.tenant.defaultLocale ? '' : `/${lang}`;
  return {
    id: item.id,
    kind: item.kind,
    title: pickText(item.titles, lang),
    imageUrl: artworkUrl(page.origin, item.id),
    ...(path ? { url: `${page.origin}${prefix}${path}` } : {}),
  };
}

/** One page of rows as partner items: each row's item's public fields and what `extra` adds of the row. */
function itemPage<R extends { item: CatalogueItemRow }, X>(
  scope: PartnerScope,
  page: PartnerPageRequest,
  { rows, total }: { rows: R[]; total: number },
  extra: (row: R) => X,
): PartnerPage<ReturnType<typeof itemFields> & X> {
  const items = rows.map((row) => ({ ...itemFields(scope, page, row.item), ...extra(row) }));
  const next = page.offset + items.length;
  return {
    items,
    total,
    offset: page.offset,
    limit: page.limit,
    nextOffset: items.length > 0 && next < total ? next : null,
  };
}

/**
 * What the portal's own lists show this user: the tenant's rating ceiling, lowered to the age group of an
 * active parental control (an app cannot present a parental unlock, so the limit always holds).
 */
async function boundsOf(db: Db, scope: PartnerScope): Promise<RatingBounds> {
  const bounds = ratingBounds(scope.tenant, { minRating: 0 });
  const parental = await activeParental(db, scope.tenant.name, scope.userId);
  return parental ? { ...bounds, maxRating: Math.min(bounds.maxRating, parental.maxAgeGroup) } : bounds;
}

/** The bounds above and the kinds of the tenant's switched-off families, which the portal's lists leave out too. */
async function listFilterOf(db: Db, scope: PartnerScope) {
  const [bounds, hiddenKinds] = await Promise.all([
    boundsOf(db, scope),
    hiddenKindsOf(db, scope.tenant.name),
  ]);
  return { bounds, hiddenKinds };
}

/** library:read: the wallet's owned items, every kind, newest acquisition first. */
export async function partnerLibrary(
  db: Db,
  scope: PartnerScope,
  page: PartnerPageRequest,
): Promise<PartnerPage<PartnerLibraryItem>> {
  const wallet = { tenantName: scope.tenant.name, userId: scope.userId };
  const rows = await walletRows(db, wallet, undefined, page);
  return itemPage(scope, page, rows, (row) => ({ acquiredAt: row.acquiredAt.toISOString() }));
}

/** favourites:read: liked items (of one like type, or all), newest like first. */
export async function partnerFavourites(
  db: Db,
  scope: PartnerScope,
  type: LikeType | undefined,
  page: PartnerPageRequest,
): Promise<PartnerPage<PartnerFavourite>> {
  const rows = await likedRows(db, scope, type, { ...page, ...(await listFilterOf(db, scope)) });
  return itemPage(scope, page, rows, (row) => ({ likedAt: row.likedAt.toISOString() }));
}

/** history:read: played and viewed items, newest first, PLAY entries with their saved position. */
export async function partnerHistory(
  db: Db,
  scope: PartnerScope,
  page: PartnerPageRequest,
): Promise<PartnerPage<PartnerHistoryEntry>> {
  const rows = await historyRows(db, scope, { ...page, ...(await listFilterOf(db, scope)) });
  return itemPage(scope, page, rows, ({ entry, position }) => ({
    type: entry.type,
    at: entry.updatedAt.toISOString(),
    ...(entry.type === 'PLAY' ? { positionSec: position ?? 0 } : {}),
  }));
}

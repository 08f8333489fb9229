import { and, eq } from 'drizzle-orm';
import { CONTENT_TYPE_OF_KIND, type ContentType } from '../../../../contract/history.ts';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { PURCHASE_ERRORS, type PurchaseOptionsAnswer } from '../../../../contract/purchase.ts';
import type { Db } from '../../db/client.ts';
import { type CatalogueItemRow, catalogueItems } from '../../db/schema/catalogue.ts';
import { devices } from '../../db/schema/device.ts';
import { ProblemError } from '../../http/problem.ts';
import { entitlementOf } from '../player/entitlement.service.ts';
import { PARENT_KIND, type Playable, playableItem } from '../player/playable.ts';
import { NO_UNLOCK, purchaseOptions, type UnlockOptions, unlockOptions } from '../player/purchase-options.ts';
import { type CallerDevice, platformFacts } from '../structure/builders/caller-device.ts';
import { itemClickUrl } from '../structure/click-urls.ts';
import { ownsArticle } from './ownership.ts';

export interface PurchaseScope {
  tenantName: string;
  userId: string | undefined;
  lang: LocaleCode;
}

const notFound = (id: number) =>
  new ProblemError({ status: 404, code: 'ARTICLE_NOT_FOUND', detail: `There is no article ${id}.` });

/** The tenant's article with this id, else 404 (another tenant's id is unknown here). */
export async function articleOf(db: Db, tenantName: string, id: number): Promise<CatalogueItemRow> {
  const [item] = await db
    .select()
    .from(catalogueItems)
    .where(and(eq(catalogueItems.tenantName, tenantName), eq(catalogueItems.id, id)));
  if (!item) throw notFound(id);
  return item;
}

/** The device GET /device recorded for this tenant (ids below 1000 are the portal's fallback: unknown). */
async function deviceOf(db: Db, tenantName: string, deviceId: string | undefined): Promise<CallerDevice> {
  const id = Number(deviceId ?? 0);
  if (id < 1000) return {};
  const [row] = await db
    .select({ os: devices.operatingSystem, desktop: devices.desktop })
    .from(devices)
    .where(and(eq(devices.tenantName, tenantName), eq(devices.id, id)));
  return row ?? {};
}

const isPlayable = (item: CatalogueItemRow) => Object.hasOwn(PARENT_KIND, item.kind);

/**
 * Commerce §7 getArticlePurchaseOptions: consume when the user may use the article already, else what
 * would let them (the article or its collection as DTO, subscription types covering its content type; those
 * of a group where the user holds a lower or higher level as upgradeTo / downgradeTo, the same answer /song
 * gives); unavailable when nothing can. A device the article has no build for is 404 DEVICE_NOT_SUPPORTED
 * (the portal's device-not-supported dialog, commerce §8).
 */
export async function articlePurchaseOptions(
  db: Db,
  scope: PurchaseScope,
  id: number,
  query: { contentType?: ContentType | undefined; deviceId?: string | undefined },
): Promise<PurchaseOptionsAnswer> {
  const item = await articleOf(db, scope.tenantName, id);
  const device = await deviceOf(db, scope.tenantName, query.deviceId);
  if (item.kind === 'game' && platformFacts(item, device).runsOnDevice === false)
    throw new ProblemError({
      status: 404,
      code: PURCHASE_ERRORS.deviceNotSupported,
      detail: `Article ${id} has no build for this device.`,
    });
  const contentType = query.contentType ?? CONTENT_TYPE_OF_KIND[item.kind];
  const url = itemClickUrl(item);
  const isWalletItem = scope.userId ? await ownsArticle(db, { ...scope, userId: scope.userId }, item) : false;
  let consume: boolean;
  let unlock: UnlockOptions;
  if (isPlayable(item)) {
    const playable: Playable = await playableItem(db, scope.tenantName, id);
    consume = (await entitlementOf(db, scope, playable)).full;
    unlock = consume ? NO_UNLOCK : await purchaseOptions(db, scope, playable);
  } else {
    consume = isWalletItem;
    unlock = consume ? NO_UNLOCK : await unlockOptions(db, scope, [item], contentType);
  }
  const unavailable =
    !consume && unlock.purchase.length + unlock.upgradeTo.length + unlock.downgradeTo.length === 0;
  return {
    consume,
    isWalletItem,
    unavailable,
    ...unlock,
    data: url ? { url } : {},
    ...(unavailable ? { error: 'NOT_FOR_SALE' } : {}),
  };
}

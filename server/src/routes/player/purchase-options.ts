import { and, asc, eq, sql } from 'drizzle-orm';
import type { ContentType } from '../../../../contract/history.ts';
import type { LocaleCode } from '../../../../contract/locales.ts';
import type { PurchaseOption } from '../../../../contract/player.ts';
import type { Db } from '../../db/client.ts';
import type { CatalogueItemRow } from '../../db/schema/catalogue.ts';
import { type Money, type SubscriptionTypeRow, subscriptionTypes } from '../../db/schema/entitlement.ts';
import { pickText } from '../../db/schema/localized-text.ts';
import { FREE_FOR_USERS } from './entitlement.service.ts';
import { heldLevels, splitByLevel } from './plan-moves.ts';
import type { Playable } from './playable.ts';

/** Commerce §9: subscription options without a ment_sort attribute sort as 30. */
const DEFAULT_SORT = 30;

/** Commerce §3 price helper: a promotion applies only when it is below the normal price. */
export const effectivePrice = (type: Pick<SubscriptionTypeRow, 'price' | 'promotionPrice'>): Money =>
  type.promotionPrice && type.promotionPrice.amount < type.price.amount ? type.promotionPrice : type.price;

const sortOf = (type: SubscriptionTypeRow): number => {
  const value = Number(type.attributes.find((a) => a.key === 'ment_sort')?.value);
  return Number.isFinite(value) ? value : DEFAULT_SORT;
};

/** Kinds sold another way (voucher cart, info-service subscription) or not sold at all. */
const NOT_SOLD_ONE_TIME: readonly string[] = ['voucher', 'voucher-book', 'info-service', 'tournament'];

/** The article's one-time price, when it is sold by itself (commerce §3 prices[businessModel]). */
export const oneTimePrice = (item: CatalogueItemRow): Money | undefined =>
  item.props.price && !NOT_SOLD_ONE_TIME.includes(item.kind) && item.props.businessModel !== 'SUBSCRIPTION'
    ? item.props.price
    : undefined;

/** The DTO option of an article: its purchaseIdentifier is the id the one-time purchase calls take. */
export const dto = (item: CatalogueItemRow, lang: LocaleCode): PurchaseOption[] =>
  oneTimePrice(item) && item.props.price
    ? [
        {
          type: 'DTO',
          title: pickText(item.titles, lang),
          purchaseIdentifier: String(item.id),
          price: item.props.price,
        },
      ]
    : [];

/** The tenant's subscription types on sale that cover the content type, by ment_sort. */
export async function coveringTypes(
  db: Db,
  tenantName: string,
  contentType: ContentType,
): Promise<SubscriptionTypeRow[]> {
  const rows = await db
    .select()
    .from(subscriptionTypes)
    .where(
      and(
        eq(subscriptionTypes.tenantName, tenantName),
        eq(subscriptionTypes.enabled, true),
        sql`${subscriptionTypes.contingents} @> ${JSON.stringify([{ contentTypes: [contentType] }])}::jsonb`,
      ),
    )
    .orderBy(asc(subscriptionTypes.id));
  return rows.sort((a, b) => sortOf(a) - sortOf(b));
}

/** A subscription type covering the content: bought with POST /subscription (subscriptionTypeId). */
export const subscriptionOption = (type: SubscriptionTypeRow, lang: LocaleCode): PurchaseOption => ({
  type: 'SUBSCRIPTION',
  title: pickText(type.titles, lang),
  purchaseIdentifier: String(type.id),
  price: effectivePrice(type),
  toSubscriptionType: type.id,
  subscriptionType: { id: type.id, name: type.name, attributes: type.attributes },
});

/** What would unlock an item (commerce §7): purchase, and the moves within the group of a plan the user holds. */
export interface UnlockOptions {
  purchase: PurchaseOption[];
  upgradeTo: PurchaseOption[];
  downgradeTo: PurchaseOption[];
}

export const NO_UNLOCK: UnlockOptions = { purchase: [], upgradeTo: [], downgradeTo: [] };

/**
 * The DTO options of the items sold (the article, its album or audiobook), then the subscription types covering
 * the content type: new subscriptions in `purchase`, and where the user holds a level of the type's group, the
 * higher levels in `upgradeTo` and the lower ones in `downgradeTo` (commerce §4 upgrade direction).
 */
export async function unlockOptions(
  db: Db,
  scope: { tenantName: string; userId: string | undefined; lang: LocaleCode },
  sold: readonly CatalogueItemRow[],
  contentType: ContentType | undefined,
): Promise<UnlockOptions> {
  const types = contentType ? await coveringTypes(db, scope.tenantName, contentType) : [];
  const held = types.length > 0 ? await heldLevels(db, scope) : [];
  const split = splitByLevel(types, held);
  const option = (type: SubscriptionTypeRow) => subscriptionOption(type, scope.lang);
  return {
    purchase: [...sold.flatMap((item) => dto(item, scope.lang)), ...split.subscribe.map(option)],
    upgradeTo: split.upgradeTo.map(option),
    downgradeTo: split.downgradeTo.map(option),
  };
}

/**
 * What would let the user play the item in full (commerce §3 purchase list): buying the item or its
 * album/audiobook (DTO, where the catalogue prices it), or a subscription type covering its content type
 * (a new plan, or an upgrade or downgrade of the plan the user holds in its group).
 */
export async function purchaseOptions(
  db: Db,
  scope: { tenantName: string; userId: string | undefined; lang: LocaleCode },
  playable: Playable,
): Promise<UnlockOptions> {
  if (FREE_FOR_USERS.includes(playable.contentType)) return NO_UNLOCK;
  const sold = [playable.item, ...(playable.collection ? [playable.collection] : [])];
  return unlockOptions(db, scope, sold, playable.contentType);
}

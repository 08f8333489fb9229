import { and, asc, eq, sql } from 'drizzle-orm';
import type { ContentType } from '../../../../contract/history.ts';
import type { LocaleCode } from '../../../../contract/locales.ts';
import type { PurchaseOption } from '../../../../contract/player.ts';
import type { Db } from '../../db/client.ts';
import type { CatalogueItemRow } from '../../db/schema/catalogue.ts';
import { type Money, type SubscriptionTypeRow, subscriptionTypes } from '../../db/schema/entitlement.ts';
import { pickText } from '../../db/schema/localized-text.ts';
import { FREE_FOR_USERS } from './entitlement.service.ts';
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

/**
 * What would let the user play the item in full (commerce §3 purchase list): buying the item or its
 * album/audiobook (DTO, where the catalogue prices it), or a subscription type covering its content type.
 */
export async function purchaseOptions(
  db: Db,
  tenantName: string,
  playable: Playable,
  lang: LocaleCode,
): Promise<PurchaseOption[]> {
  if (FREE_FOR_USERS.includes(playable.contentType)) return [];
  const types = await coveringTypes(db, tenantName, playable.contentType);
  return [
    ...dto(playable.item, lang),
    ...(playable.collection ? dto(playable.collection, lang) : []),
    ...types.map((type) => subscriptionOption(type, lang)),
  ];
}

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

const dto = (item: CatalogueItemRow, lang: LocaleCode): PurchaseOption[] =>
  item.props.price
    ? [
        {
          type: 'DTO',
          title: pickText(item.titles, lang),
          purchaseIdentifier: `article:${item.id}`,
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
    ...types.map(
      (type): PurchaseOption => ({
        type: 'SUBSCRIPTION',
        title: pickText(type.titles, lang),
        purchaseIdentifier: `subscriptionType:${type.id}`,
        price: effectivePrice(type),
        subscriptionType: { id: type.id, name: type.name, attributes: type.attributes },
      }),
    ),
  ];
}

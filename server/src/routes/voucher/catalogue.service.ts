import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { DEFAULT_MAX_QUANTITY, type VoucherCatalogue } from '../../../../contract/voucher.ts';
import type { Db } from '../../db/client.ts';
import { type CatalogueItemRow, catalogueItems } from '../../db/schema/catalogue.ts';
import { tenantConfigurations } from '../../db/schema/configuration.ts';
import { type SubscriptionTypeRow, subscriptionTypes } from '../../db/schema/entitlement.ts';
import { pickText } from '../../db/schema/localized-text.ts';
import { voucherCodes } from '../../db/schema/voucher.ts';
import { artworkUrl, itemClickUrl } from '../structure/click-urls.ts';

/** A voucher of the tenant's catalogue with its live stock and, for a subscription voucher, the type it grants. */
export interface VoucherOnSale {
  item: CatalogueItemRow;
  price: { amount: number; currency: string };
  /** props.availableNo minus the codes already issued, never below 0. */
  stock: number;
  grantsType?: SubscriptionTypeRow;
}

/** Commerce §5/§9: the tenant's enabledFeatures.maxQuantity, else 10. */
export async function maxQuantityOf(db: Db, tenantName: string): Promise<number> {
  const [row] = await db
    .select({ groups: tenantConfigurations.groups })
    .from(tenantConfigurations)
    .where(eq(tenantConfigurations.tenantName, tenantName));
  const wanted = (row?.groups as { enabledFeatures?: { maxQuantity?: unknown } } | undefined)?.enabledFeatures
    ?.maxQuantity;
  return typeof wanted === 'number' && Number.isInteger(wanted) && wanted >= 1
    ? wanted
    : DEFAULT_MAX_QUANTITY;
}

/** Codes issued per voucher item. */
async function issuedCounts(db: Db, tenantName: string, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: voucherCodes.voucherItemId, n: count() })
    .from(voucherCodes)
    .where(and(eq(voucherCodes.tenantName, tenantName), inArray(voucherCodes.voucherItemId, ids)))
    .groupBy(voucherCodes.voucherItemId);
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

/**
 * The tenant's vouchers that are sold: a price and a stock figure, and for a subscription voucher a type
 * of this tenant that exists. `ids` narrows the list (a cart's lines); others' ids simply do not appear.
 */
export async function vouchersOnSale(db: Db, tenantName: string, ids?: number[]): Promise<VoucherOnSale[]> {
  const items = await db
    .select()
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, tenantName),
        eq(catalogueItems.kind, 'voucher'),
        ...(ids ? [inArray(catalogueItems.id, ids)] : []),
      ),
    )
    .orderBy(desc(catalogueItems.popularity), asc(catalogueItems.id));
  const slugs = [...new Set(items.flatMap((item) => (item.props.grantsType ? [item.props.grantsType] : [])))];
  const types = slugs.length
    ? await db
        .select()
        .from(subscriptionTypes)
        .where(and(eq(subscriptionTypes.tenantName, tenantName), inArray(subscriptionTypes.slug, slugs)))
    : [];
  const issued = await issuedCounts(
    db,
    tenantName,
    items.map((item) => item.id),
  );
  return items.flatMap((item): VoucherOnSale[] => {
    const { price, availableNo, grantsType: slug } = item.props;
    if (!price || typeof availableNo !== 'number') return [];
    const grantsType = slug ? types.find((type) => type.slug === slug) : undefined;
    if (slug && !grantsType) return [];
    const stock = Math.max(0, availableNo - (issued.get(item.id) ?? 0));
    return [{ item, price, stock, ...(grantsType ? { grantsType } : {}) }];
  });
}

/** Any voucher item of the tenant, on sale or not (a product id or another tenant's id is not one). */
export async function isTenantVoucher(db: Db, tenantName: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, tenantName),
        eq(catalogueItems.kind, 'voucher'),
        eq(catalogueItems.id, id),
      ),
    );
  return row !== undefined;
}

export const grantsOf = (type: SubscriptionTypeRow | undefined, lang: LocaleCode) =>
  type ? { grantsSubscriptionType: { id: type.id, name: pickText(type.titles, lang) } } : {};

/** The merchant, or for a subscription voucher the plan it grants. */
export const descriptionOf = (
  item: CatalogueItemRow,
  type: SubscriptionTypeRow | undefined,
  lang: LocaleCode,
): string => (type ? pickText(type.titles, lang) : item.subtitles ? pickText(item.subtitles, lang) : '');

/** GET /voucher/catalogue: commerce §3 voucher cart items (without quantity) and the cart's bound. */
export async function voucherCatalogue(
  db: Db,
  tenantName: string,
  lang: LocaleCode,
  origin: string,
): Promise<VoucherCatalogue> {
  const [onSale, maxQuantity] = await Promise.all([
    vouchersOnSale(db, tenantName),
    maxQuantityOf(db, tenantName),
  ]);
  return {
    maxQuantity,
    items: onSale.map(({ item, price, stock, grantsType }) => {
      const clickUrl = itemClickUrl(item);
      return {
        id: item.id,
        imageUrl: artworkUrl(origin, item.id),
        name: pickText(item.titles, lang),
        description: descriptionOf(item, grantsType, lang),
        availableNo: stock,
        discountPercentage: item.props.discountPercentage ?? 0,
        price: price.amount,
        currency: price.currency,
        ...(clickUrl ? { clickUrl } : {}),
        ...grantsOf(grantsType, lang),
      };
    }),
  };
}

/**
 * Checked by the checkout right before it charges: whether a cart line no longer has the stock it needs
 * (sold to others since the cart was opened), so nobody pays for codes that cannot be issued.
 */
export async function cartOutOfStock(
  db: Db,
  tenantName: string,
  lines: { voucherId: number; quantity: number }[],
): Promise<boolean> {
  const onSale = await vouchersOnSale(
    db,
    tenantName,
    lines.map((line) => line.voucherId),
  );
  return lines.some((line) => (onSale.find((v) => v.item.id === line.voucherId)?.stock ?? 0) < line.quantity);
}

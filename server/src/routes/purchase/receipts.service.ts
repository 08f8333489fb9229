import { and, desc, eq, inArray } from 'drizzle-orm';
import { CONTENT_TYPE_OF_KIND } from '../../../../contract/history.ts';
import type { LocaleCode } from '../../../../contract/locales.ts';
import type { PurchaseReceipt } from '../../../../contract/purchase.ts';
import type { Db } from '../../db/client.ts';
import { type CatalogueItemRow, catalogueItems } from '../../db/schema/catalogue.ts';
import { type PaymentRow, payments } from '../../db/schema/commerce.ts';
import { walletItems } from '../../db/schema/entitlement.ts';
import { pickText } from '../../db/schema/localized-text.ts';
import { itemClickUrl } from '../structure/click-urls.ts';
import type { OwnerScope } from './ownership.ts';

/** An order's state on its receipt: a payment still settling is PENDING, a settled one PAID. */
const orderStatus = (payment: PaymentRow): PurchaseReceipt['status'] =>
  payment.status === 'SUCCEEDED' ? 'PAID' : 'PENDING';

/** The receipt of a one-time purchase, paid or settling (amounts in major units, like every Price). */
export function receiptOf(
  payment: PaymentRow,
  item: CatalogueItemRow | undefined,
  lang?: LocaleCode,
): PurchaseReceipt {
  const intent = payment.intent as { articleId?: number; title?: string };
  const contentType = item ? CONTENT_TYPE_OF_KIND[item.kind] : undefined;
  const clickUrl = item ? itemClickUrl(item) : undefined;
  return {
    transactionId: payment.id,
    articleId: Number(intent.articleId),
    title: item && lang ? pickText(item.titles, lang) : String(intent.title ?? ''),
    ...(contentType ? { contentType } : {}),
    ...(clickUrl ? { clickUrl } : {}),
    amount: payment.amountMinor / 100,
    currency: payment.currency,
    paymentMethod: payment.provider === 'operator' ? 'OPERATOR' : 'CARD',
    date: payment.updatedAt.toISOString(),
    status: orderStatus(payment),
  };
}

type CartLines = { lines?: { voucherId: number; title: string; quantity: number }[] };

/** A paid voucher cart as one receipt: its lines' titles in `lang`, the number of codes it bought. */
export function voucherReceiptOf(
  payment: PaymentRow,
  items: Map<number, CatalogueItemRow>,
  lang: LocaleCode,
): PurchaseReceipt {
  const lines = (payment.intent as CartLines).lines ?? [];
  const only = lines.length === 1 ? items.get(lines[0]?.voucherId ?? 0) : undefined;
  const clickUrl = only ? itemClickUrl(only) : undefined;
  const title = lines
    .map((line) => {
      const item = items.get(line.voucherId);
      return `${line.quantity} × ${item ? pickText(item.titles, lang) : line.title}`;
    })
    .join(', ');
  return {
    transactionId: payment.id,
    articleId: Number(lines[0]?.voucherId ?? 0),
    title,
    ...(clickUrl ? { clickUrl } : {}),
    amount: payment.amountMinor / 100,
    currency: payment.currency,
    paymentMethod: 'CARD',
    date: payment.updatedAt.toISOString(),
    status: orderStatus(payment),
    kind: 'VOUCHER',
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

const itemIdsOf = (payment: PaymentRow): number[] =>
  payment.purpose === 'VOUCHER'
    ? ((payment.intent as CartLines).lines ?? []).map((line) => Number(line.voucherId))
    : [Number((payment.intent as { articleId?: number }).articleId)];

/**
 * The user's one-time purchases and voucher carts, newest first (the order history of /myPurchases): the paid
 * ones and those whose card payment settles later (PENDING); never an open, abandoned or failed checkout.
 */
export async function myPurchases(db: Db, scope: OwnerScope, lang: LocaleCode): Promise<PurchaseReceipt[]> {
  const paid = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.tenantName, scope.tenantName),
        eq(payments.userId, scope.userId),
        inArray(payments.purpose, ['ONE_TIME', 'VOUCHER']),
        inArray(payments.status, ['SUCCEEDED', 'PENDING']),
      ),
    )
    .orderBy(desc(payments.updatedAt), desc(payments.id))
    .limit(200);
  const ids = [...new Set(paid.flatMap(itemIdsOf))].filter(Number.isInteger);
  const items = ids.length
    ? await db
        .select()
        .from(catalogueItems)
        .where(and(eq(catalogueItems.tenantName, scope.tenantName), inArray(catalogueItems.id, ids)))
    : [];
  const byId = new Map(items.map((item) => [item.id, item]));
  return paid.map((p) =>
    p.purpose === 'VOUCHER'
      ? voucherReceiptOf(p, byId, lang)
      : receiptOf(p, byId.get(Number((p.intent as { articleId?: number }).articleId)), lang),
  );
}

/** A paid one-time purchase puts its article in the wallet (an album brings its tracks with it). */
export async function grantArticle(tx: Db, payment: PaymentRow): Promise<void> {
  const articleId = Number((payment.intent as { articleId?: number }).articleId);
  await tx
    .insert(walletItems)
    .values({ tenantName: payment.tenantName, userId: payment.userId, itemId: articleId, source: 'DTO' })
    .onConflictDoNothing();
}

import type { LocaleCode } from '../../../../contract/locales.ts';
import { VOUCHER_ERRORS } from '../../../../contract/voucher.ts';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/commerce.ts';
import { pickText } from '../../db/schema/localized-text.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';
import { checkoutUrl, newPaymentId, refuseUnlistedReturn } from '../commerce/subscribe.service.ts';
import { toMinor } from '../commerce/subscribe-rules.ts';
import type { OwnerScope } from '../purchase/ownership.ts';
import { isTenantVoucher, maxQuantityOf, type VoucherOnSale, vouchersOnSale } from './catalogue.service.ts';

/** One cart line as the payment keeps it (payments.intent.lines): what the codes are issued for. */
export interface VoucherLine {
  voucherId: number;
  title: string;
  quantity: number;
  unitMinor: number;
}

/** What a voucher payment pays for (payments.intent). */
export interface VoucherIntent {
  lines: VoucherLine[];
  /** "2 × Sushi −20 %, 1 × Brunch for two": the checkout page's summary and the receipt's title. */
  title: string;
}

interface CartBody {
  items: { voucherId: number; quantity: number }[];
  total: { amount: number; currency: string };
  sessionName: LocaleCode;
  redirectionUrl: string;
}

const refuse = (status: number, code: string, detail: string, data?: unknown) =>
  new ProblemError({ status, code, detail, ...(data === undefined ? {} : { data }) });

export const cartTitle = (lines: Pick<VoucherLine, 'quantity' | 'title'>[]): string =>
  lines.map((line) => `${line.quantity} × ${line.title}`).join(', ');

/** Quantities within 1..maxQuantity and one line per voucher, before anything is looked up. */
function checkLines(items: CartBody['items'], maxQuantity: number): void {
  const seen = new Set<number>();
  for (const line of items) {
    if (seen.has(line.voucherId))
      throw refuse(400, 'VOUCHER_DUPLICATE_LINE', `Voucher ${line.voucherId} is in the cart twice.`, {
        voucherId: line.voucherId,
      });
    seen.add(line.voucherId);
    if (line.quantity > maxQuantity)
      throw refuse(400, VOUCHER_ERRORS.quantity, `A quantity is 1 to ${maxQuantity}.`, {
        voucherId: line.voucherId,
        maxQuantity,
      });
  }
}

/** Every line a voucher of this tenant on sale with enough stock; answers them in the cart's order. */
async function linesOnSale(db: Db, tenantName: string, items: CartBody['items']): Promise<VoucherOnSale[]> {
  const onSale = await vouchersOnSale(
    db,
    tenantName,
    items.map((line) => line.voucherId),
  );
  const found: VoucherOnSale[] = [];
  for (const line of items) {
    const voucher = onSale.find((v) => v.item.id === line.voucherId);
    if (!voucher) {
      const known = await isTenantVoucher(db, tenantName, line.voucherId);
      throw refuse(
        known ? 400 : 404,
        VOUCHER_ERRORS.notForSale,
        known ? `Voucher ${line.voucherId} is not on sale.` : `There is no voucher ${line.voucherId}.`,
        { voucherId: line.voucherId },
      );
    }
    if (voucher.stock < line.quantity)
      throw refuse(
        409,
        VOUCHER_ERRORS.outOfStock,
        `Only ${voucher.stock} left of voucher ${line.voucherId}.`,
        {
          voucherId: line.voucherId,
          availableNo: voucher.stock,
        },
      );
    found.push(voucher);
  }
  return found;
}

/**
 * POST /voucher/purchase: the cart is checked line by line (quantity, voucher on sale, stock), its total is
 * computed from the catalogue's prices and must be the one the portal showed, then a sandbox checkout is
 * opened (payments row, purpose VOUCHER). The codes are issued when the payment succeeds (settle.ts).
 */
export async function openVoucherPurchase(db: Db, tenant: TenantRow, scope: OwnerScope, body: CartBody) {
  checkLines(body.items, await maxQuantityOf(db, tenant.name));
  const vouchers = await linesOnSale(db, tenant.name, body.items);
  const currencies = new Set(vouchers.map((v) => v.price.currency));
  const [currency = body.total.currency] = currencies;
  if (currencies.size > 1)
    throw refuse(400, 'VOUCHER_CURRENCY_MIXED', 'A cart is paid in one currency: buy these vouchers apart.');
  const lines: VoucherLine[] = body.items.map((line, i) => {
    const voucher = vouchers[i] as VoucherOnSale;
    return {
      voucherId: line.voucherId,
      title: pickText(voucher.item.titles, body.sessionName),
      quantity: line.quantity,
      unitMinor: toMinor(voucher.price.amount),
    };
  });
  const totalMinor = lines.reduce((sum, line) => sum + line.unitMinor * line.quantity, 0);
  if (toMinor(body.total.amount) !== totalMinor || body.total.currency !== currency)
    throw refuse(409, VOUCHER_ERRORS.priceChanged, 'The cart’s total has changed: check it and pay again.', {
      total: { amount: totalMinor / 100, currency },
    });
  await refuseUnlistedReturn(db, tenant, body.redirectionUrl);
  const id = newPaymentId();
  const intent: VoucherIntent = { lines, title: cartTitle(lines) };
  await db.insert(payments).values({
    id,
    tenantName: tenant.name,
    userId: scope.userId,
    purpose: 'VOUCHER',
    provider: 'sandbox',
    status: 'CREATED',
    amountMinor: totalMinor,
    currency,
    chargeKey: id,
    returnUrl: body.redirectionUrl,
    lang: body.sessionName,
    intent: intent as unknown as Record<string, unknown>,
  });
  return { url: checkoutUrl(id, body.sessionName), transactionId: id };
}

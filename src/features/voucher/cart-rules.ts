import { DEFAULT_MAX_QUANTITY, MAX_CART_LINES, type VoucherCatalogueItem } from '#contract/voucher.ts';

/** One line of the voucher cart as the device keeps it: which voucher, how many (commerce §3 without the item). */
export interface CartLine {
  voucherId: number;
  quantity: number;
}

/** Commerce §5: a cart quantity is never below 1 nor above the tenant's maxQuantity (default 10). */
export function clampQuantity(quantity: number, maxQuantity: number = DEFAULT_MAX_QUANTITY): number {
  const max = Math.max(1, Math.floor(maxQuantity));
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(max, Math.max(1, Math.round(quantity)));
}

/** Which bound a wanted quantity ran into, if any: the stepper says so. */
export function boundOf(wanted: number, maxQuantity: number): 'min' | 'max' | undefined {
  if (wanted < 1) return 'min';
  if (wanted > maxQuantity) return 'max';
  return undefined;
}

const isVoucherId = (id: unknown): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;

/**
 * Whatever storage held, as a valid cart: lines of the same voucher merged (quantities added), every quantity
 * clamped, broken entries dropped, at most MAX_CART_LINES lines (first added first).
 */
export function normalizeCart(raw: unknown, maxQuantity: number = DEFAULT_MAX_QUANTITY): CartLine[] {
  if (!Array.isArray(raw)) return [];
  const lines: CartLine[] = [];
  for (const entry of raw) {
    const { voucherId, quantity } = (entry ?? {}) as Partial<Record<keyof CartLine, unknown>>;
    if (!isVoucherId(voucherId) || typeof quantity !== 'number' || !Number.isFinite(quantity)) continue;
    const same = lines.find((line) => line.voucherId === voucherId);
    if (same) same.quantity = clampQuantity(same.quantity + quantity, maxQuantity);
    else if (lines.length < MAX_CART_LINES)
      lines.push({ voucherId, quantity: clampQuantity(quantity, maxQuantity) });
  }
  return lines;
}

/** "Add to cart": a voucher already in the cart gets the quantity added to its line (clamped). */
export function addToCart(
  lines: readonly CartLine[],
  voucherId: number,
  quantity: number,
  maxQuantity: number,
): CartLine[] {
  return normalizeCart([...lines, { voucherId, quantity }], maxQuantity);
}

/** The line's quantity set (clamped); other lines unchanged. */
export function setQuantity(
  lines: readonly CartLine[],
  voucherId: number,
  quantity: number,
  maxQuantity: number,
): CartLine[] {
  return lines.map((line) =>
    line.voucherId === voucherId ? { voucherId, quantity: clampQuantity(quantity, maxQuantity) } : line,
  );
}

export const removeLine = (lines: readonly CartLine[], voucherId: number): CartLine[] =>
  lines.filter((line) => line.voucherId !== voucherId);

/** A visitor's cart joins the user's at login: the user's lines first, the visitor's merged into them. */
export const mergeCarts = (
  mine: readonly CartLine[],
  visitor: readonly CartLine[],
  maxQuantity: number,
): CartLine[] => normalizeCart([...mine, ...visitor], maxQuantity);

/** A cart line with its catalogue item; lines of vouchers no longer on sale have none. */
export interface PricedLine extends CartLine {
  item: VoucherCatalogueItem | undefined;
}

export function pricedLines(
  lines: readonly CartLine[],
  items: readonly VoucherCatalogueItem[],
): PricedLine[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return lines.map((line) => ({ ...line, item: byId.get(line.voucherId) }));
}

/** Price amounts are in major units with at most two decimals: sums are made in cents so 0.1 + 0.2 stays 0.3. */
const cents = (amount: number) => Math.round(amount * 100);

/** A line's amount: unit price × quantity, in major units. */
export const lineAmount = (unitPrice: number, quantity: number): number =>
  (cents(unitPrice) * quantity) / 100;

/**
 * The cart's total (unit price × quantity of each line on sale), in the currency of its items; undefined for an
 * empty cart or one that mixes currencies (it cannot be paid as one).
 */
export function cartTotal(lines: readonly PricedLine[]): { amount: number; currency: string } | undefined {
  const sold = lines.filter((line) => line.item);
  const currency = sold[0]?.item?.currency;
  if (!currency || sold.some((line) => line.item?.currency !== currency)) return undefined;
  const total = sold.reduce((sum, line) => sum + cents(line.item?.price ?? 0) * line.quantity, 0);
  return { amount: total / 100, currency };
}

/** The line's quantity is more than the live stock (availableNo): it cannot be bought as it is. */
export const shortOfStock = (line: PricedLine): boolean =>
  line.item !== undefined && line.quantity > line.item.availableNo;

/** A cart that can go to checkout: lines, every one on sale and in stock, and one currency. */
export const canCheckout = (lines: readonly PricedLine[]): boolean =>
  lines.length > 0 &&
  lines.every((line) => line.item && !shortOfStock(line)) &&
  cartTotal(lines) !== undefined;

/** Out of stock at checkout (409 VOUCHER_OUT_OF_STOCK): the line is cut to what is left, or removed. */
export function clampToStock(lines: readonly CartLine[], voucherId: number, availableNo: number): CartLine[] {
  if (availableNo < 1) return removeLine(lines, voucherId);
  return lines.map((line) =>
    line.voucherId === voucherId ? { voucherId, quantity: Math.min(line.quantity, availableNo) } : line,
  );
}

/** The number of vouchers in the cart (the header's badge). */
export const cartCount = (lines: readonly CartLine[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

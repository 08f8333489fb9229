/** Shell §2: the query parameters a payment or subscription flow returns with, on any page. */
export const PURCHASE_RETURN_PARAMS = [
  'status',
  'error',
  'type',
  'subTypeId',
  'articleId',
  'purchaseType',
  'purchaseID',
  'msg',
  'i18Message',
  'mpay_error',
  'campgainId',
  'clickId',
] as const;

export type PurchaseReturnParam = (typeof PURCHASE_RETURN_PARAMS)[number];

/** The parameters present on the address, as raw strings (outcomes are decided by commerce). */
export type PurchaseReturn = Partial<Record<PurchaseReturnParam, string>>;

export type PurchaseReturnHandler = (result: PurchaseReturn, path: string) => void;

const handlers = new Set<PurchaseReturnHandler>();

/** The hook point for purchase-return outcomes (dialogs); returns the unsubscribe function. */
export function onPurchaseReturn(handler: PurchaseReturnHandler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

export function emitPurchaseReturn(result: PurchaseReturn, path: string): void {
  for (const handler of handlers) handler(result, path);
}

/** The purchase-return parameters of a query string, or undefined when it has none. */
export function readPurchaseReturn(searchStr: string): PurchaseReturn | undefined {
  const query = new URLSearchParams(searchStr);
  const result: PurchaseReturn = {};
  for (const name of PURCHASE_RETURN_PARAMS) {
    const value = query.get(name);
    if (value !== null) result[name] = value;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/** The search object without the purchase-return parameters, every other parameter kept. */
export function withoutPurchaseReturn<T extends Record<string, unknown>>(search: T): Partial<T> {
  const rest: Record<string, unknown> = { ...search };
  for (const name of PURCHASE_RETURN_PARAMS) delete rest[name];
  return rest as Partial<T>;
}

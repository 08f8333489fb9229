import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { emitPurchaseReturn, readPurchaseReturn, withoutPurchaseReturn } from './purchase-return.ts';

/**
 * Root beforeLoad step for every page: hands purchase-return parameters to the onPurchaseReturn
 * handlers, then replaces the address without them (no new history entry).
 */
export function handlePurchaseReturn(location: ParsedLocation): void {
  const result = readPurchaseReturn(location.searchStr);
  if (!result) return;
  emitPurchaseReturn(result, location.pathname);
  throw redirect({
    to: location.pathname,
    search: withoutPurchaseReturn(location.search as Record<string, unknown>),
    hash: location.hash || undefined,
    replace: true,
  });
}

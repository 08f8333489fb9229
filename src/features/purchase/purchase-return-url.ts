import { PURCHASE_RETURN_PARAMS } from '#features/navigation/purchase-return.port.ts';

/** Where the card checkout of a one-time purchase comes back to: this page, without old return parameters. */
export function purchaseReturnUrl(here: string): string {
  const url = new URL(here);
  for (const name of PURCHASE_RETURN_PARAMS) url.searchParams.delete(name);
  return url.href;
}

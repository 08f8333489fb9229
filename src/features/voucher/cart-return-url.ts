import { localePrefixOf } from '#contract/locales.ts';

/** The cart's own path: the checkout of a cart always comes back to it. */
export const CART_PATH = '/myCart';

/**
 * Where the checkout of a voucher cart comes back to: /myCart in the page's language (its prefix kept) on this
 * origin, with no query (an earlier purchase return's parameters would be read again).
 */
export function cartReturnUrl(here: string): string {
  const url = new URL(here);
  const prefix = localePrefixOf(url.pathname);
  url.pathname = prefix ? `/${prefix}${CART_PATH}` : CART_PATH;
  url.search = '';
  url.hash = '';
  return url.href;
}

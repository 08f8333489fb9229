import { afterMountLazy } from '#lib/after-mount-lazy.ts';

/**
 * The header's voucher cart entry. The cart lives in this browser's storage, so the server has nothing to
 * render; its code loads after hydration, outside the first load, and it shows as soon as it is there.
 */
export const CartSlot = afterMountLazy(() =>
  import('#features/voucher/components/cart-entry.tsx').then((m) => m.CartEntry),
);

import { lazy, Suspense, useEffect, useState } from 'react';

const CartEntry = lazy(() =>
  import('#features/voucher/components/cart-entry.tsx').then((m) => ({ default: m.CartEntry })),
);

/**
 * The header's voucher cart entry. The cart lives in this browser's storage, so the server has nothing to
 * render; its code loads after hydration, outside the first load.
 */
export function CartSlot() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <CartEntry />
    </Suspense>
  ) : null;
}

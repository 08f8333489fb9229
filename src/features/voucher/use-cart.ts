import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { userIdOf } from '#platform/session/token-claims.ts';
import { useToken } from '#platform/session/use-session.ts';
import type { CartLine } from './cart-rules.ts';
import { adoptVisitorCart, cartKey, emptyCart, readCart, subscribeCart, writeCart } from './cart-store.ts';

export interface CartHandle {
  lines: CartLine[];
  /** Replaces the cart with what `change` makes of the stored one (read fresh: another tab may have changed it). */
  update: (change: (lines: CartLine[]) => CartLine[]) => void;
  clear: () => void;
}

/** This tenant's cart of the signed-in user, or of the visitor; the server renders it empty. */
export function useCart(): CartHandle {
  const { tenant } = useRouteContext({ from: '__root__' });
  const userId = userIdOf(useToken());
  const key = cartKey(tenant.name, userId);
  const lines = useSyncExternalStore(subscribeCart, () => readCart(key), emptyCart);
  useEffect(() => {
    if (userId) adoptVisitorCart(tenant.name, userId);
  }, [tenant.name, userId]);
  const update = useCallback(
    (change: (lines: CartLine[]) => CartLine[]) => writeCart(key, change(readCart(key))),
    [key],
  );
  const clear = useCallback(() => writeCart(key, []), [key]);
  return { lines, update, clear };
}

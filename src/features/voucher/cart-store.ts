import { type CartLine, normalizeCart } from './cart-rules.ts';

/**
 * The voucher cart in local storage, one per tenant and user (or the tenant's visitor): `{voucherId, quantity}[]`.
 * Reads are normalised (a broken or hand-edited value reads as a valid cart); the tenant's maxQuantity is
 * applied where the catalogue is known, not here. Other tabs' changes arrive with the storage event.
 */
const PREFIX = 'voucher-cart';
const VISITOR = 'visitor';
const EMPTY: CartLine[] = [];

export const cartKey = (tenant: string, userId: string | undefined): string =>
  `${PREFIX}:${tenant}:${userId ?? VISITOR}`;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

// One snapshot per key and stored text, so a render reads the same array until the cart changes.
const snapshots = new Map<string, { raw: string | null; lines: CartLine[] }>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function readCart(key: string): CartLine[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(key) ?? null;
  } catch {
    raw = null;
  }
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.lines;
  let lines = EMPTY;
  if (raw) {
    try {
      lines = normalizeCart(JSON.parse(raw), Number.POSITIVE_INFINITY);
    } catch {
      lines = EMPTY;
    }
  }
  snapshots.set(key, { raw, lines });
  return lines;
}

/** Stores the cart (an empty one leaves nothing behind) and tells every reader. */
export function writeCart(key: string, lines: readonly CartLine[]): void {
  const clean = normalizeCart(lines, Number.POSITIVE_INFINITY);
  try {
    if (clean.length > 0) storage()?.setItem(key, JSON.stringify(clean));
    else storage()?.removeItem(key);
  } catch {
    // Storage full or refused (private mode): the cart keeps what it had.
  }
  notify();
}

const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key.startsWith(`${PREFIX}:`)) notify();
};

export function subscribeCart(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

/** At login the visitor's cart on this device joins the user's (duplicates merged), and is emptied. */
export function adoptVisitorCart(tenant: string, userId: string): void {
  const visitorKey = cartKey(tenant, undefined);
  const visitor = readCart(visitorKey);
  if (visitor.length === 0) return;
  const key = cartKey(tenant, userId);
  writeCart(key, [...readCart(key), ...visitor]);
  writeCart(visitorKey, EMPTY);
}

export const emptyCart = (): CartLine[] => EMPTY;

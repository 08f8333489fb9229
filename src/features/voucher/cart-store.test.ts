import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptVisitorCart, cartKey, readCart, subscribeCart, writeCart } from './cart-store.ts';

describe('voucher cart storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one cart per tenant and user, and one for the visitor', () => {
    writeCart(cartKey('demo', 'u1'), [{ voucherId: 1, quantity: 2 }]);
    writeCart(cartKey('acme', 'u1'), [{ voucherId: 5, quantity: 1 }]);
    expect(readCart(cartKey('demo', 'u1'))).toEqual([{ voucherId: 1, quantity: 2 }]);
    expect(readCart(cartKey('demo', 'u2'))).toEqual([]);
    expect(readCart(cartKey('demo', undefined))).toEqual([]);
    expect(readCart(cartKey('acme', 'u1'))).toEqual([{ voucherId: 5, quantity: 1 }]);
    expect(localStorage.getItem('voucher-cart:demo:u1')).toBe('[{"voucherId":1,"quantity":2}]');
  });

  it('reads the same array until the cart changes, and an empty cart leaves nothing stored', () => {
    const key = cartKey('demo', 'u1');
    writeCart(key, [{ voucherId: 1, quantity: 2 }]);
    expect(readCart(key)).toBe(readCart(key));
    writeCart(key, []);
    expect(localStorage.getItem(key)).toBeNull();
    expect(readCart(key)).toEqual([]);
  });

  it('a broken or hand-edited value reads as a valid cart', () => {
    const key = cartKey('demo', undefined);
    localStorage.setItem(key, '{not json');
    expect(readCart(key)).toEqual([]);
    localStorage.setItem(
      key,
      JSON.stringify([
        { voucherId: 2, quantity: 1 },
        { voucherId: 2, quantity: 2 },
      ]),
    );
    expect(readCart(key)).toEqual([{ voucherId: 2, quantity: 3 }]);
  });

  it('tells subscribers of writes and of other tabs’ changes', () => {
    const listener = vi.fn();
    const stop = subscribeCart(listener);
    writeCart(cartKey('demo', 'u1'), [{ voucherId: 1, quantity: 1 }]);
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'voucher-cart:demo:u1' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'session:demo' }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('at login the visitor’s cart merges into the user’s and is emptied', () => {
    writeCart(cartKey('demo', undefined), [
      { voucherId: 1, quantity: 2 },
      { voucherId: 3, quantity: 1 },
    ]);
    writeCart(cartKey('demo', 'u1'), [{ voucherId: 1, quantity: 1 }]);
    adoptVisitorCart('demo', 'u1');
    expect(readCart(cartKey('demo', 'u1'))).toEqual([
      { voucherId: 1, quantity: 3 },
      { voucherId: 3, quantity: 1 },
    ]);
    expect(readCart(cartKey('demo', undefined))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { VoucherCatalogueItem } from '#contract/voucher.ts';
import {
  addToCart,
  boundOf,
  canCheckout,
  cartCount,
  cartTotal,
  clampQuantity,
  clampToStock,
  mergeCarts,
  normalizeCart,
  pricedLines,
  removeLine,
  setQuantity,
  shortOfStock,
} from './cart-rules.ts';

const item = (id: number, price: number, availableNo = 50, currency = 'EUR'): VoucherCatalogueItem => ({
  id,
  name: `Voucher ${id}`,
  description: 'Merchant',
  availableNo,
  discountPercentage: 20,
  price,
  currency,
});

describe('cart quantity (commerce §5: 1..maxQuantity, default 10)', () => {
  it('never goes below 1 nor above maxQuantity', () => {
    expect(clampQuantity(0, 10)).toBe(1);
    expect(clampQuantity(-3, 10)).toBe(1);
    expect(clampQuantity(11, 10)).toBe(10);
    expect(clampQuantity(7, 10)).toBe(7);
    expect(clampQuantity(25, 20)).toBe(20);
  });

  it('defaults the maximum to 10 and turns broken input into 1 or a whole number', () => {
    expect(clampQuantity(50)).toBe(10);
    expect(clampQuantity(Number.NaN, 10)).toBe(1);
    expect(clampQuantity(2.6, 10)).toBe(3);
  });

  it('names the bound a wanted quantity ran into', () => {
    expect(boundOf(0, 10)).toBe('min');
    expect(boundOf(11, 10)).toBe('max');
    expect(boundOf(10, 10)).toBeUndefined();
  });

  it('setQuantity clamps one line and leaves the others', () => {
    const lines = [
      { voucherId: 1, quantity: 2 },
      { voucherId: 2, quantity: 3 },
    ];
    expect(setQuantity(lines, 2, 99, 10)).toEqual([
      { voucherId: 1, quantity: 2 },
      { voucherId: 2, quantity: 10 },
    ]);
    expect(setQuantity(lines, 1, 0, 10)[0]).toEqual({ voucherId: 1, quantity: 1 });
  });
});

describe('cart lines', () => {
  it('adding a voucher already in the cart merges into its line, clamped', () => {
    const lines = addToCart([{ voucherId: 4, quantity: 8 }], 4, 5, 10);
    expect(lines).toEqual([{ voucherId: 4, quantity: 10 }]);
    expect(addToCart(lines, 5, 1, 10)).toEqual([
      { voucherId: 4, quantity: 10 },
      { voucherId: 5, quantity: 1 },
    ]);
  });

  it('a stored value is normalised: duplicates merged, broken entries dropped, at most 20 lines', () => {
    const raw = [
      { voucherId: 3, quantity: 2 },
      { voucherId: 'x', quantity: 1 },
      { voucherId: 3, quantity: 4 },
      null,
      { voucherId: 9, quantity: 0 },
      { voucherId: 1.5, quantity: 1 },
    ];
    expect(normalizeCart(raw, 10)).toEqual([
      { voucherId: 3, quantity: 6 },
      { voucherId: 9, quantity: 1 },
    ]);
    expect(normalizeCart({ voucherId: 3 }, 10)).toEqual([]);
    const many = Array.from({ length: 25 }, (_, i) => ({ voucherId: i + 1, quantity: 1 }));
    expect(normalizeCart(many, 10)).toHaveLength(20);
  });

  it('a visitor cart merges into the user’s at login', () => {
    const mine = [{ voucherId: 1, quantity: 9 }];
    const visitor = [
      { voucherId: 1, quantity: 3 },
      { voucherId: 2, quantity: 1 },
    ];
    expect(mergeCarts(mine, visitor, 10)).toEqual([
      { voucherId: 1, quantity: 10 },
      { voucherId: 2, quantity: 1 },
    ]);
  });

  it('removes a line, counts vouchers, clamps to stock or removes a sold-out line', () => {
    const lines = [
      { voucherId: 1, quantity: 4 },
      { voucherId: 2, quantity: 3 },
    ];
    expect(removeLine(lines, 1)).toEqual([{ voucherId: 2, quantity: 3 }]);
    expect(cartCount(lines)).toBe(7);
    expect(clampToStock(lines, 1, 2)).toEqual([
      { voucherId: 1, quantity: 2 },
      { voucherId: 2, quantity: 3 },
    ]);
    expect(clampToStock(lines, 2, 0)).toEqual([{ voucherId: 1, quantity: 4 }]);
  });
});

describe('cart totals and checkout', () => {
  it('sums unit price × quantity in cents', () => {
    const lines = pricedLines(
      [
        { voucherId: 1, quantity: 3 },
        { voucherId: 2, quantity: 1 },
      ],
      [item(1, 0.1), item(2, 0.2)],
    );
    expect(cartTotal(lines)).toEqual({ amount: 0.5, currency: 'EUR' });
  });

  it('has no total when empty or when currencies are mixed', () => {
    expect(cartTotal([])).toBeUndefined();
    const mixed = pricedLines(
      [
        { voucherId: 1, quantity: 1 },
        { voucherId: 2, quantity: 1 },
      ],
      [item(1, 2), item(2, 3, 50, 'USD')],
    );
    expect(cartTotal(mixed)).toBeUndefined();
    expect(canCheckout(mixed)).toBe(false);
  });

  it('a line above the live stock, or of a voucher no longer on sale, blocks checkout', () => {
    const low = pricedLines([{ voucherId: 1, quantity: 6 }], [item(1, 2, 5)]);
    expect(shortOfStock(low[0]!)).toBe(true);
    expect(canCheckout(low)).toBe(false);
    const gone = pricedLines([{ voucherId: 7, quantity: 1 }], [item(1, 2)]);
    expect(canCheckout(gone)).toBe(false);
    expect(canCheckout(pricedLines([{ voucherId: 1, quantity: 5 }], [item(1, 2, 5)]))).toBe(true);
  });
});

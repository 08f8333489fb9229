import { describe, expect, it } from 'vitest';
import { cardReturnOf, cardsInOrder, isCardExpired } from './card-rules.ts';

const card = (id: number, isDefault = false) => ({
  id,
  brand: 'VISA',
  last4: '4242',
  expiryMonth: 12,
  expiryYear: 2034,
  isDefault,
});

describe('stored cards list', () => {
  it('shows the default card first, then the others in the order they were added', () => {
    expect(cardsInOrder([card(3), card(1), card(2, true)]).map((c) => c.id)).toEqual([2, 1, 3]);
  });

  it('a card is usable through the last day of its expiry month', () => {
    const nov = { expiryMonth: 11, expiryYear: 2026 };
    expect(isCardExpired(nov, new Date(2026, 10, 30))).toBe(false);
    expect(isCardExpired(nov, new Date(2026, 11, 1))).toBe(true);
    expect(isCardExpired({ expiryMonth: 1, expiryYear: 2027 }, new Date(2026, 11, 31))).toBe(false);
  });
});

describe('add-card return (the sandbox session comes back with purchase-return parameters)', () => {
  it('status 200 of type card: the card was added', () => {
    expect(cardReturnOf({ type: 'card', status: '200' })).toEqual({ kind: 'added' });
  });

  it('402 or INSUFFICIENT_FUNDS: insufficient funds; PAYMENT_DECLINED: declined; others: a plain failure', () => {
    expect(cardReturnOf({ type: 'card', status: '402', error: 'INSUFFICIENT_FUNDS' })).toEqual({
      kind: 'failed',
      reason: 'insufficient',
      status: 402,
    });
    expect(cardReturnOf({ type: 'card', status: '400', error: 'PAYMENT_DECLINED', msg: 'x' })).toMatchObject({
      reason: 'declined',
    });
    expect(cardReturnOf({ type: 'card', status: '500' })).toMatchObject({ reason: 'other', status: 500 });
  });

  it('a card page left before saving: nothing added, nothing failed', () => {
    expect(cardReturnOf({ type: 'card', error: 'PAYMENT_NOT_COMPLETED' })).toEqual({ kind: 'left' });
  });

  it('returns of other purchases (a subscription) are not the card flow’s', () => {
    expect(cardReturnOf({ type: 'subscription', status: '200' })).toBeUndefined();
    expect(cardReturnOf({ status: '200' })).toBeUndefined();
  });
});

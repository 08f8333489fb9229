import type { CardBehaviour } from './sandbox-cards.ts';

/** How a charge ended at the provider. CHALLENGE: the card holder must confirm (3-D Secure) first. */
export type ChargeOutcome =
  | { status: 'SUCCEEDED' }
  | { status: 'PENDING' }
  | { status: 'CHALLENGE' }
  | { status: 'FAILED'; error: 'INSUFFICIENT_FUNDS' | 'PAYMENT_DECLINED' | 'USER_ALREADY_SUBSCRIBED' };

/**
 * A payment service provider. The embedded sandbox is the default; a real PSP adapter implements the
 * same calls (charge a card reference for a payment; its notifications arrive signed at
 * POST /payment/notification and settle payments through the same path).
 */
export interface PaymentProvider {
  readonly name: 'sandbox';
  charge(
    card: { behaviour: string },
    payment: { id: string; amountMinor: number; currency: string },
  ): Promise<ChargeOutcome>;
}

const OUTCOMES: Record<CardBehaviour, ChargeOutcome> = {
  SUCCESS: { status: 'SUCCEEDED' },
  PENDING: { status: 'PENDING' },
  CHALLENGE: { status: 'CHALLENGE' },
  INSUFFICIENT_FUNDS: { status: 'FAILED', error: 'INSUFFICIENT_FUNDS' },
  DECLINED: { status: 'FAILED', error: 'PAYMENT_DECLINED' },
  ALREADY_SUBSCRIBED: { status: 'FAILED', error: 'USER_ALREADY_SUBSCRIBED' },
};

/** The sandbox: the card's test behaviour decides; no money moves anywhere. */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async charge(card) {
    return OUTCOMES[card.behaviour as CardBehaviour] ?? { status: 'FAILED', error: 'PAYMENT_DECLINED' };
  },
};

/** HTTP status and problem code the portal acts on for each failure (commerce §4). */
export const FAILURE_STATUS: Record<Extract<ChargeOutcome, { status: 'FAILED' }>['error'], number> = {
  INSUFFICIENT_FUNDS: 402,
  PAYMENT_DECLINED: 400,
  USER_ALREADY_SUBSCRIBED: 409,
};

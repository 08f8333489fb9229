import { COMMERCE_ERRORS } from '#contract/commerce-types.ts';

/** A stored card as GET /creditCard/creditCardInfo lists it (only brand, last four and expiry are kept). */
export interface StoredCard {
  id: number;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  isDefault: boolean;
}

/** The default card first, then the others in the order they were added (the list the page shows). */
export function cardsInOrder(cards: readonly StoredCard[]): StoredCard[] {
  return [...cards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);
}

/** A card is usable through the last day of its expiry month. */
export function isCardExpired(card: Pick<StoredCard, 'expiryMonth' | 'expiryYear'>, now: Date): boolean {
  return card.expiryYear * 12 + card.expiryMonth < now.getFullYear() * 12 + now.getMonth() + 1;
}

/** The purchase-return `type` of the sandbox's add-card session. */
export const CARD_RETURN_TYPE = 'card';

/** How an add-card session came back (its purchase-return parameters). */
export type CardReturn =
  | { kind: 'added' }
  /** The user left the sandbox's card page: nothing was added, and nothing went wrong. */
  | { kind: 'left' }
  | { kind: 'failed'; reason: 'insufficient' | 'declined' | 'other'; status?: number };

const DECLINED = new Set<string>([COMMERCE_ERRORS.declined, 'CHALLENGE_FAILED']);

/**
 * The add-card return: status 200 added; 402 or INSUFFICIENT_FUNDS, a declined card, or another failure.
 * Parameters of another purchase (type other than card) are none of its business.
 */
export function cardReturnOf(params: Readonly<Partial<Record<string, string>>>): CardReturn | undefined {
  if (params.type !== CARD_RETURN_TYPE) return undefined;
  const { status, error } = params;
  if (status === '200' && !error) return { kind: 'added' };
  if (error === COMMERCE_ERRORS.paymentNotCompleted && status === undefined) return { kind: 'left' };
  const code = Number(status);
  const known = Number.isInteger(code) && code > 0 ? { status: code } : {};
  if (status === '402' || error === COMMERCE_ERRORS.insufficientFunds)
    return { kind: 'failed', reason: 'insufficient', ...known };
  if (error && DECLINED.has(error)) return { kind: 'failed', reason: 'declined', ...known };
  return { kind: 'failed', reason: 'other', ...known };
}

/** What the sandbox does with a card: its test cards name every outcome the portal handles (commerce §4). */
export const CARD_BEHAVIOURS = [
  'SUCCESS',
  'INSUFFICIENT_FUNDS',
  'DECLINED',
  'PENDING',
  'CHALLENGE',
  'ALREADY_SUBSCRIBED',
] as const;
export type CardBehaviour = (typeof CARD_BEHAVIOURS)[number];

/** The sandbox's test cards (any future expiry, any 3-digit CVC); any other valid number succeeds. */
export const TEST_CARDS: { number: string; behaviour: CardBehaviour }[] = [
  { number: '4242424242424242', behaviour: 'SUCCESS' },
  { number: '4000000000009995', behaviour: 'INSUFFICIENT_FUNDS' },
  { number: '4000000000000002', behaviour: 'DECLINED' },
  { number: '4000000000000077', behaviour: 'PENDING' },
  { number: '4000000000003220', behaviour: 'CHALLENGE' },
  { number: '4000000000000341', behaviour: 'ALREADY_SUBSCRIBED' },
];

/** Luhn check digit (ISO/IEC 7812) over 12 to 19 digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const cardBrand = (digits: string): string =>
  digits.startsWith('4')
    ? 'VISA'
    : /^5[1-5]/.test(digits)
      ? 'MASTERCARD'
      : /^3[47]/.test(digits)
        ? 'AMEX'
        : 'CARD';

export const behaviourOf = (digits: string): CardBehaviour =>
  TEST_CARDS.find((card) => card.number === digits)?.behaviour ?? 'SUCCESS';

export type CardField = 'number' | 'expiry' | 'cvc';
export type CardProblem = 'invalid' | 'expired';

/**
 * The card form's fields checked as a payment page does: the number by Luhn, expiry MM/YY not past
 * (`now` is the commerce clock), CVC 3 digits (4 for Amex). Answers the digits and expiry, or the problems.
 */
export function readCard(
  input: { number: string; expiry: string; cvc: string },
  now: Date,
):
  | { ok: true; digits: string; month: number; year: number }
  | { ok: false; errors: Partial<Record<CardField, CardProblem>> } {
  const errors: Partial<Record<CardField, CardProblem>> = {};
  const digits = input.number.replace(/[\s-]/g, '');
  if (!luhnValid(digits)) errors.number = 'invalid';
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = expiry ? Number(expiry[2]?.length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = 'invalid';
  else if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) errors.expiry = 'expired';
  const cvcDigits = cardBrand(digits) === 'AMEX' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcDigits}}$`).test(input.cvc.trim())) errors.cvc = 'invalid';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, digits, month, year };
}

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICE_DECIMALS,
  formatPrice,
  formatPriceForLocale,
  priceDecimals,
  resolvePrice,
  splitPrice,
  splitPriceForLocale,
} from './price.ts';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

describe('price split (commerce §3)', () => {
  it('splits an amount into amountMain and amountExt with the currency', () => {
    expect(splitPrice(eur(4.99))).toEqual({ amountMain: '4', amountExt: '99', currency: 'EUR' });
  });

  it('an amount whose decimal part is .00 shows amountExt "0"', () => {
    expect(splitPrice(eur(5))).toEqual({ amountMain: '5', amountExt: '0', currency: 'EUR' });
    expect(splitPrice(eur(12.001))).toMatchObject({ amountMain: '12', amountExt: '0' });
  });

  it('a decimal part that is not all zeros keeps its leading and trailing zeros', () => {
    expect(splitPrice(eur(5.05)).amountExt).toBe('05');
    expect(splitPrice(eur(5.5)).amountExt).toBe('50');
  });

  it('uses 2 decimals by default', () => {
    expect(DEFAULT_PRICE_DECIMALS).toBe(2);
    expect(splitPrice(eur(1.234)).amountExt).toBe('23');
  });

  it('uses the configured decimals count', () => {
    expect(splitPrice(eur(1.2345), 3)).toMatchObject({ amountMain: '1', amountExt: '235' });
    expect(splitPrice(eur(7), 3).amountExt).toBe('0');
  });

  it('with 0 decimals rounds to a whole amount and shows amountExt "0"', () => {
    expect(splitPrice(eur(9.5), 0)).toMatchObject({ amountMain: '10', amountExt: '0' });
  });

  it('rounds half up on the decimal value, not the binary one (1.005 → 1.01)', () => {
    expect(splitPrice(eur(1.005))).toMatchObject({ amountMain: '1', amountExt: '01' });
    expect(splitPrice(eur(9.999))).toMatchObject({ amountMain: '10', amountExt: '0' });
  });

  it('keeps the sign of a negative amount on amountMain', () => {
    expect(splitPrice(eur(-3.5))).toMatchObject({ amountMain: '-3', amountExt: '50' });
  });

  it('an invalid decimals count falls back to 2', () => {
    expect(splitPrice(eur(1.239), -1).amountExt).toBe('24');
    expect(splitPrice(eur(1.239), 1.5).amountExt).toBe('24');
  });

  it('a price without currency takes the fallback currency', () => {
    expect(splitPrice({ amount: 1, currency: '' }, 2, 'RON').currency).toBe('RON');
  });
});

describe('configured decimals per locale (configuration.priceFormat[locale].count)', () => {
  const priceFormat = { de: { count: 3, currency: 'EUR' }, ro: { count: 0 }, fr: {} };

  it('reads the count for the locale', () => {
    expect(priceDecimals(priceFormat, 'de')).toBe(3);
    expect(priceDecimals(priceFormat, 'ro')).toBe(0);
  });

  it('defaults to 2 when the locale, the count or the whole configuration is missing', () => {
    expect(priceDecimals(priceFormat, 'fr')).toBe(2);
    expect(priceDecimals(priceFormat, 'en')).toBe(2);
    expect(priceDecimals(undefined, 'en')).toBe(2);
  });

  it('splitPriceForLocale applies the locale count and configured currency', () => {
    expect(splitPriceForLocale({ amount: 2, currency: '' }, 'de', priceFormat)).toEqual({
      amountMain: '2',
      amountExt: '0',
      currency: 'EUR',
    });
    expect(splitPriceForLocale(eur(2.5), 'ro', priceFormat)).toMatchObject({
      amountMain: '3',
      amountExt: '0',
    });
  });
});

describe('price fallback and promotion (commerce §3)', () => {
  it('uses subscriptionTypePrice first', () => {
    expect(resolvePrice({ subscriptionTypePrice: eur(5), price: eur(7) })).toEqual({ price: eur(5) });
  });

  it('falls back to price when subscriptionTypePrice is missing', () => {
    expect(resolvePrice({ subscriptionTypePrice: null, price: eur(7) })).toEqual({ price: eur(7) });
  });

  it('falls back to the promotion price when there is no other price', () => {
    expect(resolvePrice({ subscriptionTypePromotionPrice: eur(3) })).toEqual({ price: eur(3) });
  });

  it('a promotion below the normal price applies, keeping the normal price as regularPrice', () => {
    expect(resolvePrice({ subscriptionTypePrice: eur(5), subscriptionTypePromotionPrice: eur(3) })).toEqual({
      price: eur(3),
      regularPrice: eur(5),
    });
    expect(resolvePrice({ price: eur(5), subscriptionTypePromotionPrice: eur(0) })).toMatchObject({
      price: eur(0),
    });
  });

  it('a promotion equal to or above the normal price does not apply', () => {
    expect(resolvePrice({ subscriptionTypePrice: eur(5), subscriptionTypePromotionPrice: eur(5) })).toEqual({
      price: eur(5),
    });
    expect(resolvePrice({ subscriptionTypePrice: eur(5), subscriptionTypePromotionPrice: eur(6) })).toEqual({
      price: eur(5),
    });
  });

  it('a promotion in another currency does not apply', () => {
    expect(
      resolvePrice({
        subscriptionTypePrice: eur(5),
        subscriptionTypePromotionPrice: { amount: 1, currency: 'USD' },
      }),
    ).toEqual({ price: eur(5) });
  });

  it('ignores prices without a numeric amount, and gives undefined with no price at all', () => {
    const broken = { amount: Number.NaN, currency: 'EUR' };
    expect(resolvePrice({ subscriptionTypePrice: broken, price: eur(4) })).toEqual({ price: eur(4) });
    expect(resolvePrice({})).toBeUndefined();
  });
});

describe('formatted price display (Intl.NumberFormat currency)', () => {
  it('formats for the locale with the currency', () => {
    expect(formatPrice(eur(4.99), 'en')).toBe('€4.99');
    expect(formatPrice(eur(4.99), 'de')).toBe('4,99\u00a0€');
  });

  it('uses the configured decimals', () => {
    expect(formatPrice(eur(4), 'en', 0)).toBe('€4');
    expect(formatPriceForLocale(eur(4), 'de', { de: { count: 3 } })).toBe('4,000\u00a0€');
  });

  it('shows Arabic-Indic digits for ar and for an rtl layout', () => {
    expect(formatPrice(eur(4.5), 'ar')).toMatch(/٤٫٥٠/);
    expect(formatPrice(eur(4.5), 'he', 2, '', 'rtl')).toMatch(/٤/);
  });

  it('an unknown currency code falls back to "amount CODE"', () => {
    expect(formatPrice({ amount: 2, currency: 'TOKENS' }, 'en')).toBe('2.00 TOKENS');
  });

  it('a price without currency uses the locale configured currency', () => {
    expect(formatPriceForLocale({ amount: 1, currency: '' }, 'en', { en: { currency: 'USD' } })).toBe(
      '$1.00',
    );
  });
});

import { type LayoutDir, numberingSystemFor } from './format.ts';
import { numberFormat } from './intl-cache.ts';

/**
 * Prices (commerce §3, §9): splitting an amount into main and decimal parts, the configured
 * decimals per locale, the subscription-type price fallback with promotions, and display.
 */

export interface Price {
  amount: number;
  currency: string;
}

/** One locale's entry of configuration.priceFormat (contract/configuration.ts). */
export interface PriceFormatEntry {
  count?: number;
  currency?: string;
}
export type PriceFormatConfig = Readonly<Record<string, PriceFormatEntry | undefined>>;

/** Commerce §9: default price decimals. */
export const DEFAULT_PRICE_DECIMALS = 2;
/** No currency has more than 4 minor units; 6 keeps the integer arithmetic below 2^53. */
const MAX_DECIMALS = 6;
const clampDecimals = (decimals: number) =>
  Number.isInteger(decimals) && decimals >= 0 ? Math.min(decimals, MAX_DECIMALS) : DEFAULT_PRICE_DECIMALS;

export interface PriceSplit {
  amountMain: string;
  amountExt: string;
  currency: string;
}

/** Decimals configured for a locale (configuration.priceFormat[locale].count), default 2. */
export function priceDecimals(priceFormat: PriceFormatConfig | undefined, locale: string): number {
  const count = priceFormat?.[locale]?.count;
  return typeof count === 'number' ? clampDecimals(count) : DEFAULT_PRICE_DECIMALS;
}

/** Rounds half away from zero on the decimal text, so 1.005 gives 1.01 (not binary 1.00). */
function toScaledInteger(amount: number, decimals: number): number {
  const sign = amount < 0 ? -1 : 1;
  const abs = Math.abs(amount);
  const text = String(abs);
  // Exponent notation (1e-7, 1e21) can't take a second exponent: multiply instead.
  const scaled = text.includes('e') ? abs * 10 ** decimals : Number(`${text}e${decimals}`);
  return sign * Math.round(scaled);
}

/**
 * Price split helper: amountMain is the whole part, amountExt the decimals at the configured
 * count. A decimal part of only zeros (".00", or none when the count is 0) shows as "0".
 * The currency is the price's own, else the locale's configured one.
 */
export function splitPrice(price: Price, count = DEFAULT_PRICE_DECIMALS, fallbackCurrency = ''): PriceSplit {
  const decimals = clampDecimals(count);
  const scale = 10 ** decimals;
  const scaled = toScaledInteger(Number.isFinite(price.amount) ? price.amount : 0, decimals);
  const negative = scaled < 0;
  const abs = Math.abs(scaled);
  const main = Math.floor(abs / scale);
  const ext = decimals === 0 ? '' : String(abs % scale).padStart(decimals, '0');
  return {
    amountMain: `${negative ? '-' : ''}${main}`,
    amountExt: /^0*$/.test(ext) ? '0' : ext,
    currency: price.currency || fallbackCurrency,
  };
}

/** splitPrice with decimals and fallback currency taken from configuration.priceFormat[locale]. */
export function splitPriceForLocale(
  price: Price,
  locale: string,
  priceFormat: PriceFormatConfig | undefined,
): PriceSplit {
  return splitPrice(price, priceDecimals(priceFormat, locale), priceFormat?.[locale]?.currency ?? '');
}

/** The price fields a subscription type (or an article) may carry. */
export interface PricedItem {
  subscriptionTypePrice?: Price | null;
  price?: Price | null;
  subscriptionTypePromotionPrice?: Price | null;
}

export interface ResolvedPrice {
  /** What the customer pays now. */
  price: Price;
  /** The normal price, present only when a promotion applies (shown struck through). */
  regularPrice?: Price;
}

const isPrice = (p: Price | null | undefined): p is Price =>
  !!p && typeof p.amount === 'number' && Number.isFinite(p.amount);

/**
 * Commerce §3 price fallback: the normal price is subscriptionTypePrice, else price; with
 * neither, the promotion price is the only price. A promotion applies only when its amount is
 * below the normal price (and in the same currency, since amounts in two currencies don't compare).
 */
export function resolvePrice(item: PricedItem): ResolvedPrice | undefined {
  const normal = isPrice(item.subscriptionTypePrice)
    ? item.subscriptionTypePrice
    : isPrice(item.price)
      ? item.price
      : undefined;
  const promotion = isPrice(item.subscriptionTypePromotionPrice)
    ? item.subscriptionTypePromotionPrice
    : undefined;
  if (!normal) return promotion ? { price: promotion } : undefined;
  if (promotion && promotion.currency === normal.currency && promotion.amount < normal.amount) {
    return { price: promotion, regularPrice: normal };
  }
  return { price: normal };
}

/**
 * Display text through Intl.NumberFormat(currency) for the locale, at the configured decimals.
 * Arabic-Indic digits for ar or rtl, like times and counts (commerce §9). An unknown currency
 * code falls back to "amount CODE".
 */
export function formatPrice(
  price: Price,
  locale: string,
  count = DEFAULT_PRICE_DECIMALS,
  fallbackCurrency = '',
  dir?: LayoutDir,
): string {
  const decimals = clampDecimals(count);
  const currency = price.currency || fallbackCurrency;
  const numberingSystem = numberingSystemFor(locale, dir);
  const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals, numberingSystem };
  const amount = toScaledInteger(price.amount, decimals) / 10 ** decimals;
  try {
    return numberFormat(locale, { ...digits, style: 'currency', currency }).format(amount);
  } catch {
    const number = numberFormat(locale, digits).format(amount);
    return currency ? `${number} ${currency}` : number;
  }
}

/** formatPrice with decimals and fallback currency from configuration.priceFormat[locale]. */
export function formatPriceForLocale(
  price: Price,
  locale: string,
  priceFormat: PriceFormatConfig | undefined,
  dir?: LayoutDir,
): string {
  const currency = priceFormat?.[locale]?.currency ?? '';
  return formatPrice(price, locale, priceDecimals(priceFormat, locale), currency, dir);
}

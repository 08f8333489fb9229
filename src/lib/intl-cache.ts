/**
 * Shared Intl formatters. Building an Intl.NumberFormat or DateTimeFormat costs far more than
 * formatting with one (a rail of priced cards built one per card), so each locale + options pair
 * is built once and reused. A pair the engine refuses (an unknown currency) throws, as the
 * constructor would, and is not remembered.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat =>
  cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));

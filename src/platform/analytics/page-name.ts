import type { LocaleCode } from '#contract/locales.ts';

/** Shell §4: route names are base, separator ___, locale code. */
export const PAGE_NAME_SEPARATOR = '___';

/**
 * The stable name of a page in one URL variant: `base___code` for a prefixed address, and
 * `base___code___default` for the unprefixed variant, which is in the tenant's default locale.
 */
export function pageName(base: string, prefix: LocaleCode | undefined, defaultLocale: LocaleCode): string {
  return prefix
    ? `${base}${PAGE_NAME_SEPARATOR}${prefix}`
    : `${base}${PAGE_NAME_SEPARATOR}${defaultLocale}${PAGE_NAME_SEPARATOR}default`;
}

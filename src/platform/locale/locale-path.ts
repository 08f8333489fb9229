import { FALLBACK_LOCALE, type LocaleCode, localePrefixOf } from '#contract/locales.ts';
import type { Tenant } from '#contract/tenant.ts';

/** The inverse of splitLocalePrefix; the root keeps no trailing slash (/ar, not /ar/). */
export function withLocalePrefix(pathname: string, prefix: LocaleCode | undefined): string {
  if (!prefix) return pathname;
  return pathname === '/' ? `/${prefix}` : `/${prefix}${pathname}`;
}

/** The same page (path, query and hash kept) under another locale prefix. */
export function localizeHref(internalHref: string, code: LocaleCode): string {
  const end = internalHref.search(/[?#]/);
  const path = end === -1 ? internalHref : internalHref.slice(0, end);
  const rest = end === -1 ? '' : internalHref.slice(end);
  return withLocalePrefix(path || '/', code) + rest;
}

/**
 * Locale of a public path. Shell §4 lists "tenant default, else route prefix, else en"; read
 * literally, a tenant default would make the /ar, /fr … variants unreachable and the language
 * switcher useless. So: a locale prefix in the path wins; an unprefixed path (the default-language
 * variant) uses the tenant's default.locale.defaultLocale, else en. No browser-language detection.
 */
export function resolveLocale(publicHref: string, tenant: Pick<Tenant, 'default'>): LocaleCode {
  return localePrefixOf(publicHref) ?? tenant.default.locale.defaultLocale ?? FALLBACK_LOCALE;
}

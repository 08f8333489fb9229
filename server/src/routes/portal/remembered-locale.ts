import { isLocaleCode, type LocaleCode } from '../../../../contract/locales.ts';

/** Shell §9: the portal's locale cookie (src/platform/locale/locale-cookie.ts writes it). */
export const LOCALE_COOKIE = 'i18n_redirected';

/**
 * Where an unprefixed `/` (the address typed, and what an installed app launches) goes for a user who chose
 * another language before: `/ar` (query kept) when the cookie names a language other than the tenant's
 * default; undefined when `/` itself is the right page.
 */
export function rememberedLocaleTarget(
  path: string,
  search: string,
  cookie: string | undefined,
  tenantDefault: string,
): string | undefined {
  if (path !== '/' || !isLocaleCode(cookie) || cookie === tenantDefault) return undefined;
  return `/${cookie satisfies LocaleCode}${search}`;
}

/** `/` answers depend on the locale cookie: shared caches must keep them apart, browsers ask again. */
export const ROOT_VARY_HEADERS = { vary: 'Cookie', 'cache-control': 'no-cache' } as const;

import { FALLBACK_LOCALE, isLocaleCode } from '#contract/locales.ts';
import type { Tenant } from '#contract/tenant.ts';
import { readCookie } from '#lib/cookies.ts';
import { LOCALE_COOKIE } from './locale-cookie.ts';
import { withLocalePrefix } from './locale-path.ts';

/**
 * The address an unprefixed `/` should open at for a user who chose another language before (the locale
 * cookie): `/ar`, query and hash kept; undefined when `/` is right. The server redirects such a `/` itself
 * (server/src/routes/portal/remembered-locale.ts); this covers the `/` a service worker answers from its
 * stored pages (offline, or a slow server), which the server never saw. Only at start-up: a navigation
 * to `/` inside the app is the user choosing the default language.
 */
export function rememberedLocaleHref(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  tenant: Pick<Tenant, 'default'>,
  cookie: string | undefined = readCookie(LOCALE_COOKIE),
): string | undefined {
  if (location.pathname !== '/' || !isLocaleCode(cookie)) return undefined;
  if (cookie === (tenant.default.locale.defaultLocale ?? FALLBACK_LOCALE)) return undefined;
  return withLocalePrefix('/', cookie) + location.search + location.hash;
}

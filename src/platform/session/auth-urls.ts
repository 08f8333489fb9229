import type { LocaleCode } from '#contract/locales.ts';
import { splitLocalePrefix } from '#contract/locales.ts';
import { HOSTED_PAGES, HOSTED_QUERY } from '#contract/session.ts';
import { localizeHref, withLocalePrefix } from '../locale/locale-path.ts';
import { LOGIN_STATE_PARAM, pendingLoginState } from './login-state.ts';
import { LOGIN_PATH } from './session-paths.ts';

const PROBE_ORIGIN = 'https://portal.invalid';
/** Server paths, never portal pages: an in-app navigation there would only show a 404. */
const NOT_PORTAL = /^\/(api|hosted|media|assets)(\/|$)/;

/**
 * The `redirect` query parameter of the login return, when it is a safe internal path: a single
 * leading '/', no '//' or '\', no scheme, no control characters (ASVS 3.7.2: no open redirect).
 * Returned without its locale prefix (the user's language decides it); undefined otherwise.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  const pathname = splitLocalePrefix(url.pathname).pathname;
  // Back to the login page would start the login again.
  if (pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`) || NOT_PORTAL.test(pathname)) {
    return undefined;
  }
  return `${pathname}${url.search}${url.hash}`;
}

/** An internal href (no prefix) in a locale: the current prefix when the locale stays, else the locale's. */
export function hrefInLocale(
  internalHref: string,
  target: LocaleCode,
  current: { locale: LocaleCode; prefix: LocaleCode | undefined },
): string {
  const prefix = target === current.locale ? current.prefix : target;
  return prefix ? localizeHref(internalHref, prefix) : internalHref;
}

/** A public href (maybe prefixed) as the same page in another locale. */
export function relocalize(publicHref: string, target: LocaleCode): string {
  const end = publicHref.search(/[?#]/);
  const path = end === -1 ? publicHref : publicHref.slice(0, end);
  const rest = end === -1 ? '' : publicHref.slice(end);
  return localizeHref(splitLocalePrefix(path).pathname + rest, target);
}

/** The absolute URL of a login-return page (where the hosted pages come back with ?code=), with this tab's login state. */
export function loginReturnUrl(
  origin: string,
  prefix: LocaleCode | undefined,
  redirect: string | undefined,
  path: string = LOGIN_PATH,
): string {
  const url = new URL(withLocalePrefix(path, prefix), origin);
  if (redirect) url.searchParams.set('redirect', redirect);
  url.searchParams.set(LOGIN_STATE_PARAM, pendingLoginState());
  return url.href;
}

type HostedPage = Exclude<keyof typeof HOSTED_PAGES, 'mailbox'>;

/** A hosted page (same origin as the portal) with lang and redirectUrl (commerce §2), plus extras. */
export function hostedUrl(
  page: HostedPage,
  lang: LocaleCode,
  redirectUrl: string,
  extra: Record<string, string | undefined> = {},
): string {
  const query = new URLSearchParams({ [HOSTED_QUERY.lang]: lang, [HOSTED_QUERY.redirectUrl]: redirectUrl });
  for (const [key, value] of Object.entries(extra)) if (value) query.set(key, value);
  return `${HOSTED_PAGES[page]}?${query}`;
}

/** An answer's URL as an in-app path, when it points at this origin. */
export function sameOriginPath(href: string, origin: string): string | undefined {
  try {
    const url = new URL(href, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/** Only web addresses may be followed with a full navigation (never javascript: or data:). */
export const isWebUrl = (href: string): boolean => /^https?:\/\//i.test(href);

import { writeCookie } from '#lib/cookies.ts';

/** Shell §9: remembers the chosen locale for 365 days, path /, SameSite lax, not secure. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function writeLocaleCookie(code: string): void {
  writeCookie(LOCALE_COOKIE, code, {
    maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_S,
    path: '/',
    sameSite: 'Lax',
    secure: false,
  });
}

import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { readCookie, writeCookie } from '../../lib/cookies.ts';

/** The server reads this cookie to paint the right scheme before any script runs. */
export const THEME_COOKIE = 'theme';
/** Shell §9: the theme cookie lives 12 months. */
export const THEME_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export type ThemeScheme = 'light' | 'dark';

export const readThemeCookie = (): ThemeScheme | undefined => {
  const value = readCookie(THEME_COOKIE);
  return value === 'light' || value === 'dark' ? value : undefined;
};

export function writeThemeCookie(scheme: ThemeScheme): void {
  writeCookie(THEME_COOKIE, scheme, { maxAgeSeconds: THEME_COOKIE_MAX_AGE_S, path: '/', sameSite: 'Lax' });
}

/** Mantine keeps its colour scheme in the theme cookie instead of localStorage. */
export function cookieColorSchemeManager(): MantineColorSchemeManager {
  return {
    get: (defaultValue: MantineColorScheme) => readThemeCookie() ?? defaultValue,
    set: (value: MantineColorScheme) => {
      // 'auto' has no server-side meaning; only explicit choices are remembered.
      if (value === 'light' || value === 'dark') writeThemeCookie(value);
    },
    // Cookies raise no change events across tabs; each tab keeps its scheme until reload.
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    clear: () => writeCookie(THEME_COOKIE, '', { maxAgeSeconds: 0, path: '/' }),
  };
}

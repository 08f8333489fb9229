import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { readCookie, writeCookie } from '#lib/cookies.ts';

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

type SchemeSetter = (scheme: MantineColorScheme) => void;
/** The mounted Mantine providers' setters (one per manager), so a saved scheme can be applied from outside React. */
const providers = new Set<SchemeSetter>();

/**
 * Applies a scheme the server remembered for the user (on login, shell §4): cookie and UI, without
 * counting as a user choice (nothing is saved back).
 */
export function applyColorScheme(scheme: ThemeScheme): void {
  writeThemeCookie(scheme);
  for (const setScheme of providers) setScheme(scheme);
}

/** Mantine keeps its colour scheme in the theme cookie instead of localStorage. */
export function cookieColorSchemeManager(): MantineColorSchemeManager {
  let subscribed: SchemeSetter | undefined;
  return {
    get: (defaultValue: MantineColorScheme) => readThemeCookie() ?? defaultValue,
    set: (value: MantineColorScheme) => {
      // 'auto' has no server-side meaning; only explicit choices are remembered.
      if (value === 'light' || value === 'dark') writeThemeCookie(value);
    },
    // Cookies raise no change events across tabs; only applyColorScheme updates a mounted provider.
    subscribe: (setScheme) => {
      subscribed = setScheme;
      providers.add(setScheme);
    },
    unsubscribe: () => {
      if (subscribed) providers.delete(subscribed);
      subscribed = undefined;
    },
    clear: () => writeCookie(THEME_COOKIE, '', { maxAgeSeconds: 0, path: '/' }),
  };
}

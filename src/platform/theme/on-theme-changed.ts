import type { ThemeScheme } from './theme-cookie.ts';

type ThemeListener = (scheme: ThemeScheme) => void;
const listeners = new Set<ThemeListener>();

/**
 * Where a user's theme choice leaves the device: the session feature subscribes here to save it
 * (PUT /user/selectUserTheme, shell §4) while logged in. Returns the unsubscribe function.
 */
export function onThemeChanged(listener: ThemeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the theme toggle after the user picked a scheme (not when a saved one is restored). */
export function notifyThemeChanged(scheme: ThemeScheme): void {
  for (const listener of listeners) listener(scheme);
}

import type { LocaleCode } from '#contract/locales.ts';
import { sessionEndpoints } from '#contract/session.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { onAfterLocaleSwitch } from '#platform/locale/locale-hooks.ts';
import { getToken } from '#platform/session/token-store.ts';
import { onThemeChanged } from '#platform/theme/on-theme-changed.ts';

/** The language the server already has: switching into it (e.g. right after login) saves nothing. */
let serverLang: LocaleCode | null = null;

export function rememberServerLang(lang: LocaleCode | null): void {
  serverLang = lang;
}

/**
 * Shell §4: while signed in, the user's theme choice (PUT /user/selectUserTheme) and language
 * switches (PUT /user/selectUserLang) are saved. Failures are logged, not shown.
 */
export function savePreferenceChanges(api: ApiClient): () => void {
  const offTheme = onThemeChanged((scheme) => {
    if (!getToken()) return;
    api
      .call(sessionEndpoints.selectUserTheme, { body: { alternatTheme: scheme === 'dark' } })
      .catch((error: unknown) => console.error('Could not save the theme', error));
  });
  const offLang = onAfterLocaleSwitch((code, previous) => {
    // The start-up activation is no choice; a language the server already has needs no saving.
    if (previous === undefined || !getToken() || code === serverLang) return;
    serverLang = code;
    api
      .call(sessionEndpoints.selectUserLang, { body: { selectedLang: code } })
      .catch((error: unknown) => console.error('Could not save the language', error));
  });
  return () => {
    offTheme();
    offLang();
  };
}

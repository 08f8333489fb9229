import type { LocaleCode } from '#contract/locales.ts';
import { sessionEndpoints } from '#contract/session.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { applyColorScheme } from '#platform/theme/theme-cookie.ts';
import { rememberServerLang } from './preference-sync.ts';

export interface SavedPreferences {
  /** true = dark, false = light, null = never chosen. */
  dark: boolean | null;
  lang: LocaleCode | null;
}

const settled = <T>(result: PromiseSettledResult<T>, what: string): T | undefined => {
  if (result.status === 'fulfilled') return result.value;
  console.error(`Could not load the saved ${what}`, result.reason);
  return undefined;
};

/** Shell §4: on login the saved theme and language are loaded (failures are logged, not shown). */
export async function loadSavedPreferences(api: ApiClient): Promise<SavedPreferences> {
  const [theme, lang] = await Promise.allSettled([
    api.call(sessionEndpoints.checkUserTheme),
    api.call(sessionEndpoints.checkUserLang),
  ]);
  const saved = {
    dark: settled(theme, 'theme')?.alternatTheme ?? null,
    lang: settled(lang, 'language')?.selectedLang ?? null,
  };
  rememberServerLang(saved.lang);
  return saved;
}

/** Applies the saved theme at once; the language is applied by navigating (the caller knows where). */
export function applySavedTheme({ dark }: SavedPreferences): void {
  if (dark !== null) applyColorScheme(dark ? 'dark' : 'light');
}

import type { LocaleCode } from '../../../../contract/locales.ts';

/** Text per portal language; `en` is required because it is the fallback of every other language. */
export type LocalizedText = { en: string } & Partial<Record<LocaleCode, string>>;

/** Picks the language's text, falling back to English (shell §9 fallback locale). */
export const pickText = (text: LocalizedText, lang: LocaleCode): string => text[lang] ?? text.en;

/** Text in the order of the locale table: en, ar, fr, de, es, ro. */
export const inAll = (
  en: string,
  ar: string,
  fr: string,
  de: string,
  es: string,
  ro: string,
): LocalizedText => ({
  en,
  ar,
  fr,
  de,
  es,
  ro,
});

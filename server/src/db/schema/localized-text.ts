import type { LocaleCode } from '../../../../contract/locales.ts';

/** Text per portal language; `en` is required because it is the fallback of every other language. */
export type LocalizedText = { en: string } & Partial<Record<LocaleCode, string>>;

/** Picks the language's text, falling back to English (shell §9 fallback locale). */
export const pickText = (text: LocalizedText, lang: LocaleCode): string => text[lang] ?? text.en;

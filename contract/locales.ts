import * as v from 'valibot';

/** Shell spec §3 locale table; dir is given only for en, ar and fr, the rest default to ltr. */
export const LOCALES = [
  { code: 'en', iso: 'en-US', name: 'English', dir: 'ltr' },
  { code: 'ar', iso: 'ar-SA', name: 'العربية', dir: 'rtl' },
  { code: 'fr', iso: 'fr-FR', name: 'Français', dir: 'ltr' },
  { code: 'de', iso: 'de-DE', name: 'Deutsch' },
  { code: 'es', iso: 'es-ES', name: 'Español' },
  { code: 'ro', iso: 'ro-RO', name: 'Română' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];
export const LOCALE_CODES = LOCALES.map((l) => l.code) as LocaleCode[];
export const DEFAULT_LOCALE: LocaleCode = 'en';
export const FALLBACK_LOCALE: LocaleCode = 'en';
/** Right-to-left locales as the UI layer defines them (shell §9). */
export const RTL_LOCALES = ['ar', 'fa', 'he'];

export const LocaleCodeSchema = v.picklist(LOCALE_CODES);

export const isLocaleCode = (value: unknown): value is LocaleCode =>
  typeof value === 'string' && (LOCALE_CODES as string[]).includes(value);

export const localeDir = (code: string): 'ltr' | 'rtl' => (RTL_LOCALES.includes(code) ? 'rtl' : 'ltr');

export const localeIso = (code: LocaleCode): string => LOCALES.find((l) => l.code === code)?.iso ?? code;

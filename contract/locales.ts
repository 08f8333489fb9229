import * as v from 'valibot';

/**
 * The one locale table (shell spec §3): Lingui's config, the portal, the server, the seed and the
 * manifest all read it. `numberingSystem` is the Intl digit set a language shows (commerce §9:
 * Arabic-Indic digits in ar). Adding a language starts here.
 */
export const LOCALES = [
  { code: 'en', iso: 'en-US', name: 'English', dir: 'ltr', numberingSystem: 'latn' },
  { code: 'ar', iso: 'ar-SA', name: 'العربية', dir: 'rtl', numberingSystem: 'arab' },
  { code: 'fr', iso: 'fr-FR', name: 'Français', dir: 'ltr', numberingSystem: 'latn' },
  { code: 'de', iso: 'de-DE', name: 'Deutsch', dir: 'ltr', numberingSystem: 'latn' },
  { code: 'es', iso: 'es-ES', name: 'Español', dir: 'ltr', numberingSystem: 'latn' },
  { code: 'ro', iso: 'ro-RO', name: 'Română', dir: 'ltr', numberingSystem: 'latn' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];
export type LocaleEntry = (typeof LOCALES)[number];
export const LOCALE_CODES = LOCALES.map((l) => l.code) as LocaleCode[];
export const DEFAULT_LOCALE: LocaleCode = 'en';
export const FALLBACK_LOCALE: LocaleCode = 'en';
/** Right-to-left languages as the UI layer defines them (shell §9), also for codes outside the table. */
export const RTL_LOCALES = ['ar', 'fa', 'he'];

export const LocaleCodeSchema = v.picklist(LOCALE_CODES);

export const isLocaleCode = (value: unknown): value is LocaleCode =>
  typeof value === 'string' && (LOCALE_CODES as string[]).includes(value);

const entryOf = (code: string): LocaleEntry | undefined =>
  LOCALES.find((l) => l.code === code.toLowerCase().split('-')[0]);

export const localeDir = (code: string): 'ltr' | 'rtl' =>
  entryOf(code)?.dir ?? (RTL_LOCALES.includes(code.toLowerCase().split('-')[0] ?? '') ? 'rtl' : 'ltr');

export const localeIso = (code: LocaleCode): string => entryOf(code)?.iso ?? code;

/** The Intl numbering system of a language (Arabic-Indic for ar); unknown codes use Latin digits. */
export const localeNumbering = (code: string): 'arab' | 'latn' => entryOf(code)?.numberingSystem ?? 'latn';

/**
 * The locale code in the first segment of a path or href, if it is one of the table's codes. Any
 * other first segment is a page name (/{name}), never a language (shell §2 prefixes).
 */
export function localePrefixOf(pathOrHref: string): LocaleCode | undefined {
  const first = /^\/([^/?#]+)/.exec(pathOrHref)?.[1];
  return isLocaleCode(first) ? first : undefined;
}

/** /ar/main/x → ar + /main/x; a path without a prefix is returned as it is. */
export function splitLocalePrefix(pathname: string): { prefix: LocaleCode | undefined; pathname: string } {
  const prefix = localePrefixOf(pathname);
  if (!prefix) return { prefix, pathname };
  return { prefix, pathname: pathname.slice(prefix.length + 1) || '/' };
}

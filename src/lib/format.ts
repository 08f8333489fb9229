import { localeNumbering } from '#contract/locales.ts';
import { numberFormat } from './intl-cache.ts';

/**
 * Display formats (commerce §9): sizes in whole MB rounded up (a sum of sizes is the sum of the sizes shown,
 * see shownSizeOfAll), time mm:ss / hh:mm:ss, and
 * Arabic-Indic digits (٠١٢٣٤٥٦٧٨٩) for ar or a right-to-left layout in times and counts.
 */

/** Sizes use binary megabytes (MiB, 1024 × 1024 bytes), as file managers and browsers report them. */
export const BYTES_PER_MB = 1024 * 1024;

/** Size in whole MB, rounded up (1 byte → 1 MB); 0, negative or invalid sizes → 0. */
export function sizeInMb(bytes: number): number {
  if (!Number.isFinite(bytes) || bytes <= 0) return 0;
  return Math.ceil(bytes / BYTES_PER_MB);
}

export type LayoutDir = 'ltr' | 'rtl';

/** Arabic-Indic digits where the locale table says so (ar, any region) or when the layout is right-to-left. */
export function usesArabicDigits(locale: string, dir?: LayoutDir): boolean {
  return dir === 'rtl' || localeNumbering(locale) === 'arab';
}

/** The Intl numbering system matching toLocaleDigits, so Intl output and mapped text agree. */
export function numberingSystemFor(locale: string, dir?: LayoutDir): 'arab' | 'latn' {
  return usesArabicDigits(locale, dir) ? 'arab' : 'latn';
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** Replaces ASCII digits with Arabic-Indic ones for ar / rtl; other text is left unchanged. */
export function toLocaleDigits(value: string | number, locale: string, dir?: LayoutDir): string {
  const text = String(value);
  if (!usesArabicDigits(locale, dir)) return text;
  return text.replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)] ?? d);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Playback time from seconds: mm:ss below one hour, else hh:mm:ss (hours are not wrapped at 24).
 * Fractions are dropped; negative or invalid input shows 00:00.
 */
export function formatDuration(seconds: number, locale = 'en', dir?: LayoutDir): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const text = h > 0 ? `${pad2(h)}:${pad2(m)}:${pad2(s)}` : `${pad2(m)}:${pad2(s)}`;
  return toLocaleDigits(text, locale, dir);
}

/** A count (plays, likes, items) with the locale's grouping, in Arabic-Indic digits for ar / rtl. */
export function formatCount(n: number, locale: string, dir?: LayoutDir): string {
  return numberFormat(locale, { numberingSystem: numberingSystemFor(locale, dir) }).format(n);
}

/**
 * The size shown for several files together, in whole MB: the sum of the sizes shown for each (each rounded up,
 * commerce §9), so a group or a total agrees with the rows above it (three rows of 1 MB make 3 MB, never 2 MB).
 */
export const shownSizeOfAll = (bytes: readonly number[]): number =>
  bytes.reduce((sum, one) => sum + sizeInMb(one), 0);

/** A size in whole MB as "3 MB" in the locale's words and digits. */
export function formatMb(mb: number, locale: string, dir?: LayoutDir): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 0,
    numberingSystem: numberingSystemFor(locale, dir),
  }).format(mb);
}

/** A file's size as shown everywhere (whole MB rounded up), in the locale's words and digits. */
export function formatSize(bytes: number, locale: string, dir?: LayoutDir): string {
  return formatMb(sizeInMb(bytes), locale, dir);
}

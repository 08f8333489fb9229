import { type LayoutDir, numberingSystemFor } from './format.ts';
import { numberFormat } from './intl-cache.ts';

/** Commerce §4/§9: the code shown to users is the HTTP status × 95. */
export const displayedErrorCode = (status: number): number => status * 95;

/**
 * The displayed code of a status as the page writes it: read digit by digit, so no grouping, in the page's
 * digits (Arabic-Indic in ar).
 */
export const errorCodeText = (status: number, locale: string, dir?: LayoutDir): string =>
  numberFormat(locale, { useGrouping: false, numberingSystem: numberingSystemFor(locale, dir) }).format(
    displayedErrorCode(status),
  );

import type { LocaleCode } from '#contract/locales.ts';

/** The web app manifest in the page's language (issue 21): the head's link follows the language switch. */
export const manifestHref = (locale: LocaleCode): string => `/manifest.webmanifest?lang=${locale}`;

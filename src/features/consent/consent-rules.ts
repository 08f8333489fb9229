import type { Configuration } from '#contract/configuration.ts';

export type CookieConsentConfig = Configuration['cookieConsent'];
export type ConsentCookieEntry = CookieConsentConfig['necessary'][number];

/** Necessary cookies first, then optional ones: the order the consent value concatenates them in. */
export const allCookies = (consent: CookieConsentConfig): ConsentCookieEntry[] => [
  ...consent.necessary,
  ...consent.optional,
];

/** Shell §4: the stored consent is the concatenated identifiers of all cookies, in order. */
export const consentValue = (consent: CookieConsentConfig): string =>
  allCookies(consent)
    .map((cookie) => cookie.identifier)
    .join('');

/** Valid only when the stored value equals that concatenation: a changed cookie list asks again. */
export const isConsentValid = (stored: string | undefined, consent: CookieConsentConfig): boolean =>
  stored !== undefined && stored === consentValue(consent);

/** A tenant that lists no cookies has nothing to ask consent for, so no bar is shown. */
export const needsConsent = (stored: string | undefined, consent: CookieConsentConfig): boolean =>
  allCookies(consent).length > 0 && !isConsentValid(stored, consent);

const isLocked = (cookie: ConsentCookieEntry, consent: CookieConsentConfig) =>
  cookie.necessary || consent.necessary.includes(cookie);

/** Ids switched on: necessary ones always; optional ones from the stored choice, else their initial state. */
export function enabledIds(consent: CookieConsentConfig, stored?: readonly string[]): string[] {
  return allCookies(consent)
    .filter(
      (cookie) =>
        isLocked(cookie, consent) || (stored ? stored.includes(cookie.identifier) : cookie.initialState),
    )
    .map((cookie) => cookie.identifier);
}

export const necessaryIds = (consent: CookieConsentConfig): string[] =>
  allCookies(consent)
    .filter((cookie) => isLocked(cookie, consent))
    .map((cookie) => cookie.identifier);

export const allIds = (consent: CookieConsentConfig): string[] =>
  allCookies(consent).map((c) => c.identifier);

export { isLocked as isCookieLocked };

import { readCookie, writeCookie } from '#lib/cookies.ts';
import { type CookieConsentConfig, consentValue, isConsentValid } from './consent-rules.ts';

/** Shell §9: consent cookies live one year. */
export const CONSENT_LIFETIME_MS = 31_536_000_000;
/** Commerce §9: analytics consent stored as 1 or 0. */
export const ANALYTICS_CONSENT_COOKIE = 'ncc_a';
/** The cookie entry whose switch decides analytics consent. */
export const ANALYTICS_COOKIE_ID = 'analytics';
/** The cookie entry whose switch decides advertising consent (the ads tag loads only with it). */
export const ADS_COOKIE_ID = 'ads';

const listeners = new Set<() => void>();

/** Tells the listener whenever the user saves a consent choice; returns the unsubscribe function. */
export function onConsentChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const readStoredConsent = (consent: CookieConsentConfig): string | undefined =>
  readCookie(consent.consentCookie);

/** The ids the user enabled last time, or undefined when nothing is stored. */
export function readEnabledIds(consent: CookieConsentConfig): string[] | undefined {
  const stored = readCookie(consent.enabledCookie);
  return stored === undefined ? undefined : stored.split(',').filter(Boolean);
}

/** Writes ncc_c (all ids concatenated), ncc_e (enabled ids, comma-separated) and ncc_a (1 or 0). */
export function saveConsent(
  consent: CookieConsentConfig,
  enabled: readonly string[],
  now = Date.now(),
): void {
  const attributes = { expires: new Date(now + CONSENT_LIFETIME_MS), path: '/' } as const;
  writeCookie(consent.consentCookie, consentValue(consent), attributes);
  writeCookie(consent.enabledCookie, enabled.join(','), attributes);
  writeCookie(ANALYTICS_CONSENT_COOKIE, enabled.includes(ANALYTICS_COOKIE_ID) ? '1' : '0', attributes);
  for (const listener of listeners) listener();
}

/** For the analytics module: true only after the user enabled the analytics cookie. */
export const hasAnalyticsConsent = (): boolean => readCookie(ANALYTICS_CONSENT_COOKIE) === '1';

/**
 * For the ads tag: true only while the stored consent is valid for the tenant's current cookie list (shell §4)
 * and the user enabled the advertising cookie in it.
 */
export const hasAdsConsent = (consent: CookieConsentConfig): boolean =>
  isConsentValid(readStoredConsent(consent), consent) &&
  (readEnabledIds(consent)?.includes(ADS_COOKIE_ID) ?? false);

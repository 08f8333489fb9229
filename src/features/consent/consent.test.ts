import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '#lib/cookies.ts';
import { DEFAULT_CONFIGURATION } from '#platform/configuration/parse-configuration.ts';
import {
  CONSENT_LIFETIME_MS,
  hasAdsConsent,
  hasAnalyticsConsent,
  onConsentChanged,
  readEnabledIds,
  saveConsent,
} from './consent-cookies.ts';
import {
  type CookieConsentConfig,
  consentValue,
  enabledIds,
  isConsentValid,
  needsConsent,
} from './consent-rules.ts';

const entry = (identifier: string, necessary: boolean, initialState = false) => ({
  title: identifier,
  necessary,
  identifier,
  initialState,
});
const consent: CookieConsentConfig = {
  ...DEFAULT_CONFIGURATION.cookieConsent,
  necessary: [entry('session', true)],
  optional: [entry('analytics', false), entry('ads', false, true)],
};

afterEach(() => {
  for (const name of ['ncc_c', 'ncc_e', 'ncc_a']) writeCookie(name, '', { maxAgeSeconds: 0 });
});

describe('consent validity (shell §4)', () => {
  it('the consent value is every identifier concatenated, necessary first', () => {
    expect(consentValue(consent)).toBe('sessionanalyticsads');
  });

  it('is valid only when the stored value equals that concatenation', () => {
    expect(isConsentValid('sessionanalyticsads', consent)).toBe(true);
    expect(isConsentValid(undefined, consent)).toBe(false);
    expect(isConsentValid('sessionanalytics', consent)).toBe(false);
    expect(isConsentValid('analyticssessionads', consent)).toBe(false);
  });

  it('a changed cookie list makes an old consent invalid', () => {
    const more = { ...consent, optional: [...consent.optional, entry('video', false)] };
    expect(isConsentValid('sessionanalyticsads', more)).toBe(false);
  });

  it('asks nothing when the tenant lists no cookies', () => {
    expect(needsConsent(undefined, DEFAULT_CONFIGURATION.cookieConsent)).toBe(false);
    expect(needsConsent(undefined, consent)).toBe(true);
  });

  it('necessary cookies are always enabled; optional ones follow the stored choice or initialState', () => {
    expect(enabledIds(consent)).toEqual(['session', 'ads']);
    expect(enabledIds(consent, ['analytics'])).toEqual(['session', 'analytics']);
  });
});

describe('consent cookies', () => {
  it('writes ncc_c, ncc_e and ncc_a for one year on path /', () => {
    const writes: string[] = [];
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value) => writes.push(value));
    saveConsent(consent, ['session', 'analytics'], 0);
    spy.mockRestore();
    const expires = `expires=${new Date(CONSENT_LIFETIME_MS).toUTCString()}`;
    expect(CONSENT_LIFETIME_MS).toBe(31_536_000_000);
    expect(writes).toEqual([
      `ncc_c=sessionanalyticsads; path=/; ${expires}; SameSite=Lax`,
      `ncc_e=session%2Canalytics; path=/; ${expires}; SameSite=Lax`,
      `ncc_a=1; path=/; ${expires}; SameSite=Lax`,
    ]);
  });

  it('analytics consent is 1 only when the analytics cookie is enabled', () => {
    saveConsent(consent, ['session', 'analytics']);
    expect(hasAnalyticsConsent()).toBe(true);
    expect(readEnabledIds(consent)).toEqual(['session', 'analytics']);
    saveConsent(consent, ['session']);
    expect(hasAnalyticsConsent()).toBe(false);
    expect(document.cookie).toContain('ncc_a=0');
  });

  it('advertising consent holds only with the ads cookie enabled in a consent valid for the current list', () => {
    expect(hasAdsConsent(consent)).toBe(false);
    saveConsent(consent, ['session', 'analytics']);
    expect(hasAdsConsent(consent)).toBe(false);
    saveConsent(consent, ['session', 'ads']);
    expect(hasAdsConsent(consent)).toBe(true);
    expect(hasAnalyticsConsent()).toBe(false);
    // The tenant added a cookie since: the stored choice no longer counts, the ads tag waits for a new one.
    const grown = { ...consent, optional: [...consent.optional, entry('video', false)] };
    expect(hasAdsConsent(grown)).toBe(false);
  });

  it('tells listeners about a saved choice', () => {
    const listener = vi.fn();
    const off = onConsentChanged(listener);
    saveConsent(consent, ['session']);
    off();
    expect(listener).toHaveBeenCalledOnce();
  });
});

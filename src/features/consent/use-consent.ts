import { useSyncExternalStore } from 'react';
import { useIsConfigLoaded } from '#platform/configuration/config-loaded.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { onConsentChanged, readStoredConsent } from './consent-cookies.ts';
import { type CookieConsentConfig, needsConsent } from './consent-rules.ts';

/** The tenant's consent settings, and whether the bar must ask (only once the configuration is known). */
export function useConsent(): { consent: CookieConsentConfig; asking: boolean } {
  const { cookieConsent } = useConfiguration();
  const loaded = useIsConfigLoaded();
  const read = () => readStoredConsent(cookieConsent);
  // The server never asks (the bar waits for the configuration to load in the browser): nothing stored there.
  const stored = useSyncExternalStore(onConsentChanged, read, () => undefined);
  return { consent: cookieConsent, asking: loaded && needsConsent(stored, cookieConsent) };
}

import { useEffect, useSyncExternalStore } from 'react';
import { useIsConfigLoaded } from '#platform/configuration/config-loaded.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { startAnalytics, stopAnalytics, usableTagId } from './analytics-tag.ts';
import { hasAnalyticsConsent, onConsentChanged } from './consent-cookies.ts';

/**
 * Analytics follows the consent as it changes, without a reload: given → the tag loads and events are
 * recorded; refused or revoked → nothing is recorded and the tag is cut off. The server renders none of it.
 */
export function AnalyticsConsent() {
  const { adService } = useConfiguration();
  const loaded = useIsConfigLoaded();
  const consent = useSyncExternalStore(onConsentChanged, hasAnalyticsConsent, () => false);
  const tagId = usableTagId(adService);
  useEffect(() => {
    // Recording starts with the consent itself, so the first page's view (250 ms on) is not lost while the
    // configuration that names the tag is still loading.
    if (consent) startAnalytics(loaded ? tagId : undefined);
    else stopAnalytics();
  }, [loaded, consent, tagId]);
  return null;
}

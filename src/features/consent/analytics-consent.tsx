import { useEffect, useSyncExternalStore } from 'react';
import { setAnalyticsEnabled } from '#platform/analytics/track.ts';
import { useIsConfigLoaded } from '#platform/configuration/config-loaded.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { startAnalytics, stopAnalytics, usableTagId } from './analytics-tag.ts';
import { hasAdsConsent, hasAnalyticsConsent, onConsentChanged } from './consent-cookies.ts';

// Before the first render: the first page's view is scheduled in an effect that may run before this
// component's, and a stored consent must already count then.
if (typeof document !== 'undefined') setAnalyticsEnabled(hasAnalyticsConsent());

/**
 * Analytics follows the consent as it changes, without a reload: given → events are recorded; refused or
 * revoked → nothing is recorded and the tag is cut off. The tag (the ads tag, which reads what analytics
 * records) loads only while advertising consent is given too, and is cut off when that goes. The server
 * renders none of it.
 */
export function AnalyticsConsent() {
  const { adService, cookieConsent } = useConfiguration();
  const loaded = useIsConfigLoaded();
  const consent = useSyncExternalStore(onConsentChanged, hasAnalyticsConsent, () => false);
  const ads = useSyncExternalStore(
    onConsentChanged,
    () => hasAdsConsent(cookieConsent),
    () => false,
  );
  const tagId = usableTagId(adService);
  useEffect(() => {
    // Recording starts with the consent itself, not when the configuration naming the tag has loaded.
    if (consent) startAnalytics(loaded && ads ? tagId : undefined);
    else stopAnalytics();
  }, [loaded, consent, ads, tagId]);
  return null;
}

import { isTagId } from '#contract/analytics.ts';
import type { Configuration } from '#contract/configuration.ts';
import { setAnalyticsEnabled } from '#platform/analytics/track.ts';

const SCRIPT_ID = 'analytics-tag';

/** The tenant's tag id when the ad service is on and the id matches GTM-[0-9A-Z]+ (commerce §5), else undefined. */
export function usableTagId(adService: Configuration['adService']): string | undefined {
  return adService?.enabled && isTagId(adService.tagId) ? adService.tagId : undefined;
}

/** The tag's address: the first-party stand-in for Google Tag Manager that the reference backend serves. */
export const tagScriptUrl = (tagId: string): string => `/gtm.js?id=${encodeURIComponent(tagId)}`;

/**
 * Consent given: events are recorded, and with a usable tag id the tag is loaded once (it forwards what
 * the dataLayer holds and every later push).
 */
export function startAnalytics(tagId: string | undefined): void {
  setAnalyticsEnabled(true);
  if (!tagId || document.getElementById(SCRIPT_ID)) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = tagScriptUrl(tagId);
  document.head.append(script);
}

/**
 * No consent (or it was revoked): nothing more is recorded, the script element goes, and the dataLayer
 * is replaced by an empty one, so a tag already running has no layer left to read and stops forwarding.
 */
export function stopAnalytics(): void {
  setAnalyticsEnabled(false);
  const script = document.getElementById(SCRIPT_ID);
  if (script) {
    script.remove();
    window.dataLayer = [];
  }
}

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
 * Analytics consent given: events are recorded. The tag is the ads tag too, so it is loaded (once) only when the
 * caller passes a usable tag id, which it does with advertising consent as well; without one a running tag is
 * cut off while the recording goes on.
 */
export function startAnalytics(tagId: string | undefined): void {
  setAnalyticsEnabled(true);
  if (!tagId) {
    removeTag();
    return;
  }
  if (document.getElementById(SCRIPT_ID)) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = tagScriptUrl(tagId);
  document.head.append(script);
}

/**
 * The script element goes and the dataLayer is replaced by an empty one, so a tag already running has no
 * layer left to read and stops forwarding.
 */
function removeTag(): void {
  const script = document.getElementById(SCRIPT_ID);
  if (script) {
    script.remove();
    window.dataLayer = [];
  }
}

/** No analytics consent (or it was revoked): nothing more is recorded and the tag is cut off. */
export function stopAnalytics(): void {
  setAnalyticsEnabled(false);
  removeTag();
}

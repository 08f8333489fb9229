/**
 * Analytics events go to window.dataLayer (the Google Tag Manager convention), and only while analytics
 * consent holds: the consent feature switches pushing on when the visitor gives it (and loads the tag)
 * and off when it is revoked, so nothing is recorded before consent or after it is withdrawn.
 */
export interface TrackEvent {
  action: string;
  area: string;
  [field: string]: string | number | boolean | undefined;
}

export interface PageViewEvent {
  /** Stable page name per locale (base___code, default variant base___code___default). */
  pageName: string;
  path: string;
  locale: string;
}

/** Commerce §9: a page view is recorded 250 ms after the page is shown (a page left sooner is not counted). */
export const PAGE_VIEW_DELAY_MS = 250;

type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

let enabled = false;

/** Called by the consent feature only: true once analytics consent is given, false when it is revoked. */
export function setAnalyticsEnabled(on: boolean): void {
  enabled = on;
}

export const isAnalyticsEnabled = (): boolean => enabled;

function push(entry: DataLayerEntry): void {
  if (!enabled) return;
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

/** A user-visible occurrence, e.g. {action: 'displayed', area: 'error page', …}. */
export function track(event: TrackEvent): void {
  push({ event: 'portal_event', ...event });
}

export function trackPageView({ pageName, path, locale }: PageViewEvent): void {
  push({ event: 'page_view', page_name: pageName, page_path: path, page_locale: locale });
}

/**
 * Records the page view after PAGE_VIEW_DELAY_MS; the returned function cancels it (the page was left).
 * Only a page shown with consent counts: one shown before consent is not recorded when consent follows
 * within the delay, and none is recorded once consent is revoked.
 */
export function schedulePageView(view: PageViewEvent, delay = PAGE_VIEW_DELAY_MS): () => void {
  if (!enabled) return () => undefined;
  const timer = setTimeout(() => trackPageView(view), delay);
  return () => clearTimeout(timer);
}

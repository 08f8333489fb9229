/**
 * Analytics events go to window.dataLayer (the Google Tag Manager convention). Pushing is local:
 * the tag script that would send them is loaded only with analytics consent (consent feature),
 * so the portal can record events unconditionally.
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

type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

function push(entry: DataLayerEntry): void {
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

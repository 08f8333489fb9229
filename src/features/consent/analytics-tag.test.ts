import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isAnalyticsEnabled, schedulePageView, track } from '#platform/analytics/track.ts';
import { startAnalytics, stopAnalytics, tagScriptUrl, usableTagId } from './analytics-tag.ts';

const tagScript = () => document.getElementById('analytics-tag') as HTMLScriptElement | null;

// The script element is what is under test, not the tag it would fetch (the files share one window).
interface LoadSettings {
  disableJavaScriptFileLoading: boolean;
  handleDisabledFileLoadingAsSuccess: boolean;
}
const { settings } = (window as unknown as { happyDOM: { settings: LoadSettings } }).happyDOM;
const before: LoadSettings = { ...settings };
beforeAll(() => {
  settings.disableJavaScriptFileLoading = true;
  settings.handleDisabledFileLoadingAsSuccess = true;
});
afterAll(() => {
  settings.disableJavaScriptFileLoading = before.disableJavaScriptFileLoading;
  settings.handleDisabledFileLoadingAsSuccess = before.handleDisabledFileLoadingAsSuccess;
});

afterEach(() => {
  stopAnalytics();
  window.dataLayer = undefined;
  vi.useRealTimers();
});

describe('analytics tag id (commerce §5: must match GTM-[0-9A-Z]+)', () => {
  it('uses the configured id only when the ad service is enabled and the id matches', () => {
    expect(usableTagId({ enabled: true, tagId: 'GTM-DEMO01' })).toBe('GTM-DEMO01');
    expect(usableTagId({ enabled: false, tagId: 'GTM-DEMO01' })).toBeUndefined();
    expect(usableTagId(undefined)).toBeUndefined();
    for (const tagId of [undefined, '', 'GTM-', 'gtm-demo01', 'GTM-demo', 'UA-12345-1', 'GTM-A B', ' GTM-A'])
      expect(usableTagId({ enabled: true, tagId })).toBeUndefined();
  });

  it('loads the first-party tag script', () => {
    expect(tagScriptUrl('GTM-DEMO01')).toBe('/gtm.js?id=GTM-DEMO01');
  });
});

describe('analytics follows consent (nothing tracked before consent)', () => {
  it('records nothing and loads no tag before consent', () => {
    track({ action: 'displayed', area: 'error page' });
    expect(window.dataLayer).toBeUndefined();
    expect(tagScript()).toBeNull();
  });

  it('consent given: the tag loads once and events reach the dataLayer', () => {
    startAnalytics('GTM-DEMO01');
    startAnalytics('GTM-DEMO01');
    expect(document.querySelectorAll('#analytics-tag')).toHaveLength(1);
    expect(tagScript()?.getAttribute('src')).toBe('/gtm.js?id=GTM-DEMO01');
    track({ action: 'displayed', area: 'error page', code: 404 });
    expect(window.dataLayer?.map((entry) => entry.event)).toEqual(['gtm.js', 'portal_event']);
  });

  it('consent without a usable tag id records locally and loads nothing', () => {
    startAnalytics(undefined);
    expect(isAnalyticsEnabled()).toBe(true);
    expect(tagScript()).toBeNull();
  });

  it('revoking stops pushes, removes the tag and gives the page a fresh dataLayer', () => {
    startAnalytics('GTM-DEMO01');
    const hooked = window.dataLayer;
    stopAnalytics();
    expect(tagScript()).toBeNull();
    expect(window.dataLayer).not.toBe(hooked);
    track({ action: 'displayed', area: 'error page' });
    expect(window.dataLayer).toEqual([]);
  });

  it('advertising consent withdrawn, analytics kept: the tag goes, events are still recorded', () => {
    startAnalytics('GTM-DEMO01');
    const hooked = window.dataLayer;
    startAnalytics(undefined);
    expect(tagScript()).toBeNull();
    expect(window.dataLayer).not.toBe(hooked);
    expect(isAnalyticsEnabled()).toBe(true);
    track({ action: 'displayed', area: 'error page' });
    expect(window.dataLayer?.map((entry) => entry.event)).toEqual(['portal_event']);
    startAnalytics('GTM-DEMO01');
    expect(tagScript()?.getAttribute('src')).toBe('/gtm.js?id=GTM-DEMO01');
  });

  it('page views are recorded 250 ms after the page is shown (commerce §9), and not at all if it is left sooner', () => {
    vi.useFakeTimers();
    startAnalytics(undefined);
    window.dataLayer = [];
    schedulePageView({ pageName: 'home___en', path: '/en', locale: 'en' });
    vi.advanceTimersByTime(249);
    expect(window.dataLayer).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_name: 'home___en', page_path: '/en', page_locale: 'en' },
    ]);
    const cancel = schedulePageView({ pageName: 'search___en', path: '/en/search', locale: 'en' });
    vi.advanceTimersByTime(100);
    cancel();
    vi.advanceTimersByTime(500);
    expect(window.dataLayer).toHaveLength(1);
  });

  it('a page shown before consent is not recorded, even when consent comes within the 250 ms', () => {
    vi.useFakeTimers();
    schedulePageView({ pageName: 'home___en', path: '/en', locale: 'en' });
    startAnalytics(undefined);
    vi.advanceTimersByTime(300);
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it('a page view due after consent was revoked is not recorded', () => {
    vi.useFakeTimers();
    startAnalytics(undefined);
    schedulePageView({ pageName: 'home___en', path: '/en', locale: 'en' });
    stopAnalytics();
    vi.advanceTimersByTime(300);
    expect(window.dataLayer ?? []).toEqual([]);
  });
});

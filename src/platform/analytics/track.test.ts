import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAnalyticsEnabled, track, trackPageView } from './track.ts';

beforeEach(() => {
  window.dataLayer = undefined;
  setAnalyticsEnabled(true);
});

afterEach(() => setAnalyticsEnabled(false));

describe('analytics tracking', () => {
  it('pushes nothing while analytics is off (no consent)', () => {
    setAnalyticsEnabled(false);
    track({ action: 'displayed', area: 'error page' });
    trackPageView({ pageName: 'home___en', path: '/en', locale: 'en' });
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes events to window.dataLayer, creating it when missing', () => {
    track({ action: 'displayed', area: 'error page', code: 404, message: 'Page not found', type: '404' });
    expect(window.dataLayer).toEqual([
      {
        event: 'portal_event',
        action: 'displayed',
        area: 'error page',
        code: 404,
        message: 'Page not found',
        type: '404',
      },
    ]);
  });

  it('records page views with the stable page name', () => {
    window.dataLayer = [{ existing: true }];
    trackPageView({ pageName: 'home___ar', path: '/ar', locale: 'ar' });
    expect(window.dataLayer.at(-1)).toEqual({
      event: 'page_view',
      page_name: 'home___ar',
      page_path: '/ar',
      page_locale: 'ar',
    });
  });
});

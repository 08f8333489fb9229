import { describe, expect, it } from 'vitest';
import { documentTitle } from './page-head.ts';

describe('the document title (seoTabNames)', () => {
  it('reads "<page> | <tab name>" when the configuration names the tab', () => {
    expect(documentTitle({ title: 'Albums', tabName: 'Music', siteName: 'Demo Media' })).toBe(
      'Albums | Music',
    );
    expect(documentTitle({ title: 'Demo Media', tabName: 'Demo Media', siteName: 'Demo Media' })).toBe(
      'Demo Media',
    );
    expect(documentTitle({ tabName: 'Music', siteName: 'Demo Media' })).toBe('Music');
  });

  it('keeps "<page> · <site>" without a tab name', () => {
    expect(documentTitle({ title: 'Profile', siteName: 'Demo Media' })).toBe('Profile · Demo Media');
    expect(documentTitle({ siteName: 'Demo Media' })).toBe('Demo Media');
  });
});

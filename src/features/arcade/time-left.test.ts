import { describe, expect, it } from 'vitest';
import { relativeTime } from './time-left.ts';

const NOW = Date.parse('2026-11-27T09:00:00Z');

describe('relativeTime', () => {
  it('says the time left in the largest whole unit, in the page language', () => {
    expect(relativeTime('2028-12-31T23:59:59Z', 'en', 'ltr', NOW)).toBe('in 2 years');
    expect(relativeTime('2026-11-30T09:00:00Z', 'en', 'ltr', NOW)).toBe('in 3 days');
    expect(relativeTime('2026-11-27T11:30:00Z', 'de', 'ltr', NOW)).toBe('in 2 Stunden');
    expect(relativeTime('2026-06-30T23:59:59Z', 'en', 'ltr', NOW)).toBe('4 months ago');
  });

  it('uses Arabic-Indic digits in ar and counts under a minute as one', () => {
    expect(relativeTime('2026-11-30T09:00:00Z', 'ar', 'rtl', NOW)).toMatch(/٣/);
    expect(relativeTime('2026-11-27T09:00:20Z', 'en', 'ltr', NOW)).toBe('in 1 minute');
    expect(relativeTime('not a date', 'en', 'ltr', NOW)).toBe('');
  });
});

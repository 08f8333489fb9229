import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_MB,
  formatCount,
  formatDuration,
  formatMb,
  formatSize,
  numberingSystemFor,
  shownSizeOfAll,
  sizeInMb,
  toLocaleDigits,
  usesArabicDigits,
} from './format.ts';

describe('size in whole MB rounded up (commerce §9)', () => {
  it('one MB is 1024 × 1024 bytes', () => {
    expect(BYTES_PER_MB).toBe(1_048_576);
    expect(sizeInMb(BYTES_PER_MB)).toBe(1);
  });

  it('rounds any part of a MB up', () => {
    expect(sizeInMb(1)).toBe(1);
    expect(sizeInMb(BYTES_PER_MB + 1)).toBe(2);
    expect(sizeInMb(5.2 * BYTES_PER_MB)).toBe(6);
  });

  it('0 bytes is 0 MB; negative and invalid sizes are 0 too', () => {
    expect(sizeInMb(0)).toBe(0);
    expect(sizeInMb(-5)).toBe(0);
    expect(sizeInMb(Number.NaN)).toBe(0);
  });
});

describe('a sum of sizes agrees with its rows (commerce §9: whole MB, rounded up)', () => {
  it('is the sum of the sizes shown for its parts (three rows of 1 MB make 3 MB)', () => {
    const rows = [0.31, 0.32, 0.33].map((mb) => mb * BYTES_PER_MB);
    expect(rows.map((bytes) => formatSize(bytes, 'en'))).toEqual(['1 MB', '1 MB', '1 MB']);
    expect(formatMb(shownSizeOfAll(rows), 'en')).toBe('3 MB');
    // Rounded once over the bytes the total would say 1 MB: the contradiction this rule removes.
    expect(
      formatSize(
        rows.reduce((a, b) => a + b, 0),
        'en',
      ),
    ).toBe('1 MB');
    expect(formatMb(shownSizeOfAll([9.5, 9.5].map((mb) => mb * BYTES_PER_MB)), 'en')).toBe('20 MB');
  });

  it('shows the MB unit in the locale, with Arabic-Indic digits for ar', () => {
    expect(formatSize(3 * BYTES_PER_MB + 1, 'en')).toBe('4 MB');
    expect(formatSize(12.5 * BYTES_PER_MB, 'en')).toBe('13 MB');
    expect(formatSize(0.25 * BYTES_PER_MB, 'de')).toBe('1 MB');
    expect(formatSize(3 * BYTES_PER_MB + 1, 'ar')).toContain('٤');
  });
});

describe('time mm:ss below one hour, else hh:mm:ss (commerce §9)', () => {
  it('shows mm:ss below one hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(3599)).toBe('59:59');
  });

  it('shows hh:mm:ss from one hour on', () => {
    expect(formatDuration(3600)).toBe('01:00:00');
    expect(formatDuration(3 * 3600 + 2 * 60 + 1)).toBe('03:02:01');
  });

  it('does not wrap hours at 24', () => {
    expect(formatDuration(25 * 3600)).toBe('25:00:00');
  });

  it('drops fractions of a second; negative or invalid time shows 00:00', () => {
    expect(formatDuration(59.9)).toBe('00:59');
    expect(formatDuration(-3)).toBe('00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00');
  });

  it('uses Arabic-Indic digits for ar and for an rtl layout', () => {
    expect(formatDuration(65, 'ar')).toBe('٠١:٠٥');
    expect(formatDuration(3725, 'he', 'rtl')).toBe('٠١:٠٢:٠٥');
    expect(formatDuration(65, 'fr')).toBe('01:05');
  });
});

describe('Arabic-Indic digits for ar or an rtl layout (commerce §9)', () => {
  it('ar (any region) and any rtl layout use Arabic-Indic digits; ltr locales do not', () => {
    expect(usesArabicDigits('ar')).toBe(true);
    expect(usesArabicDigits('ar-SA')).toBe(true);
    expect(usesArabicDigits('fa', 'rtl')).toBe(true);
    expect(usesArabicDigits('en')).toBe(false);
    expect(usesArabicDigits('de', 'ltr')).toBe(false);
  });

  it('toLocaleDigits maps every digit 0-9 and leaves other characters', () => {
    expect(toLocaleDigits('0123456789', 'ar')).toBe('٠١٢٣٤٥٦٧٨٩');
    expect(toLocaleDigits('Track 12: 3:04', 'ar')).toBe('Track ١٢: ٣:٠٤');
    expect(toLocaleDigits(42, 'en')).toBe('42');
  });

  it('formatCount groups in the locale and uses the same digits as toLocaleDigits', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'de')).toBe('12.345');
    expect(formatCount(12345, 'ar')).toBe('١٢٬٣٤٥');
    expect(formatCount(7, 'he', 'rtl')).toBe(toLocaleDigits(7, 'he', 'rtl'));
    expect(numberingSystemFor('ar')).toBe('arab');
    expect(numberingSystemFor('en')).toBe('latn');
  });
});

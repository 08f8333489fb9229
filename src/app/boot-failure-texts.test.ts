import { describe, expect, it } from 'vitest';
import { bootFailureLocale, bootFailureTexts } from './boot-failure-texts.ts';

describe('boot failure texts', () => {
  it('takes the locale from the path prefix first', () => {
    expect(bootFailureLocale('/ar/music/albums', 'en')).toBe('ar');
    expect(bootFailureLocale('/de', 'fr')).toBe('de');
    expect(bootFailureLocale('/ro/', '')).toBe('ro');
  });

  it('falls back to <html lang> (its language part) when the path has no known prefix', () => {
    expect(bootFailureLocale('/music/albums', 'fr')).toBe('fr');
    expect(bootFailureLocale('/it/music', 'es-ES')).toBe('es');
    expect(bootFailureLocale('/details', 'DE')).toBe('de');
  });

  it('falls back to English for anything else', () => {
    expect(bootFailureLocale('/', '')).toBe('en');
    expect(bootFailureLocale('/music', 'it')).toBe('en');
    expect(bootFailureLocale('/constructor', 'toString')).toBe('en');
  });

  it('has all three texts in every locale, right to left only for Arabic', () => {
    for (const locale of ['en', 'ar', 'fr', 'de', 'es', 'ro'] as const) {
      const texts = bootFailureTexts(locale);
      expect(texts.lang).toBe(locale);
      expect(texts.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      for (const text of [texts.heading, texts.message, texts.retry]) expect(text.length).toBeGreaterThan(0);
    }
    expect(bootFailureTexts('de').retry).toBe('Erneut versuchen');
  });
});

import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-cache.ts';

describe('shared Intl formatters', () => {
  it('builds one formatter per locale and options, and formats like a fresh one', () => {
    const options = { style: 'currency', currency: 'EUR', numberingSystem: 'arab' } as const;
    const first = numberFormat('ar', options);
    expect(numberFormat('ar', { ...options })).toBe(first);
    expect(numberFormat('fr', options)).not.toBe(first);
    expect(numberFormat('ar', { ...options, currency: 'USD' })).not.toBe(first);
    expect(first.format(12.5)).toBe(new Intl.NumberFormat('ar', options).format(12.5));
    const date = dateTimeFormat('de', { dateStyle: 'medium' });
    expect(dateTimeFormat('de', { dateStyle: 'medium' })).toBe(date);
    expect(date.format(Date.UTC(2026, 10, 23))).toBe(
      new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(Date.UTC(2026, 10, 23)),
    );
  });

  it('throws for options the engine refuses, every time (nothing broken is remembered)', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'EURO' })).toThrow(RangeError);
    expect(() => numberFormat('en', { style: 'currency', currency: 'EURO' })).toThrow(RangeError);
  });
});

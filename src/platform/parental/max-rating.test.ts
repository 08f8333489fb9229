import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_RATING,
  RATING_ALL_AGES,
  RATING_EIGHTEEN_PLUS,
  RATING_LEVELS,
  RATING_SIX_PLUS,
  RATING_SIXTEEN_PLUS,
  RATING_TWELVE_PLUS,
  ratingLabel,
  resolveMaxRating,
} from './max-rating.ts';

const active = { isActive: true, maxAgeGroup: RATING_TWELVE_PLUS };
const inactive = { isActive: false, maxAgeGroup: RATING_TWELVE_PLUS };

describe('rating levels (shell §6)', () => {
  it('are 0 all ages, 10 six-plus, 20 twelve-plus, 30 sixteen-plus, 40 eighteen-plus', () => {
    expect([
      RATING_ALL_AGES,
      RATING_SIX_PLUS,
      RATING_TWELVE_PLUS,
      RATING_SIXTEEN_PLUS,
      RATING_EIGHTEEN_PLUS,
    ]).toEqual([0, 10, 20, 30, 40]);
    expect(RATING_LEVELS.map((l) => l.value)).toEqual([0, 10, 20, 30, 40]);
  });

  it('each level has a translatable label', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(RATING_LEVELS.map((l) => i18n._(l.label))).toEqual([
      'All ages',
      'Ages 6+',
      'Ages 12+',
      'Ages 16+',
      'Ages 18+',
    ]);
    expect(ratingLabel(30)).toBe(RATING_LEVELS[3]?.label);
    expect(ratingLabel(60)).toBeUndefined();
  });
});

describe('maximum content rating resolution (shell §6, commerce §5)', () => {
  it('the query maxRating comes first', () => {
    expect(resolveMaxRating({ query: '30', tenantDefault: 40 })).toBe(30);
    expect(resolveMaxRating({ query: 0, parental: inactive, tenantDefault: 40 })).toBe(0);
  });

  it('without a query, the active parental config max age group applies', () => {
    expect(resolveMaxRating({ parental: active, tenantDefault: 40 })).toBe(RATING_TWELVE_PLUS);
  });

  it('with parental control active, a query can lower but never raise the max age group', () => {
    expect(resolveMaxRating({ query: '40', parental: active })).toBe(RATING_TWELVE_PLUS);
    expect(resolveMaxRating({ query: '10', parental: active })).toBe(RATING_SIX_PLUS);
  });

  it('an inactive parental config is skipped', () => {
    expect(resolveMaxRating({ parental: inactive, tenantDefault: 30 })).toBe(30);
  });

  it('then the tenant default', () => {
    expect(resolveMaxRating({ query: null, parental: null, tenantDefault: 20 })).toBe(20);
    expect(resolveMaxRating({ tenantDefault: 0 })).toBe(0);
  });

  it('then the global default 60', () => {
    expect(DEFAULT_MAX_RATING).toBe(60);
    expect(resolveMaxRating({})).toBe(60);
    expect(resolveMaxRating({ parental: { isActive: true } })).toBe(60);
  });

  it('invalid values are skipped (empty, text, negative, fractional)', () => {
    for (const query of ['', 'abc', '-1', '2.5', ' ']) {
      expect(resolveMaxRating({ query, tenantDefault: 30 })).toBe(30);
    }
    expect(resolveMaxRating({ query: Number.NaN, tenantDefault: -5 })).toBe(60);
    expect(resolveMaxRating({ parental: { isActive: true, maxAgeGroup: null }, tenantDefault: 40 })).toBe(40);
  });
});

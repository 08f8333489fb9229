import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryScope } from '#lib/query-scope.ts';
import { parentalForRating } from './parental-state.ts';

/** Content rating levels (shell §6, commerce §3): the age group a piece of content needs. */
export const RATING_ALL_AGES = 0;
export const RATING_SIX_PLUS = 10;
export const RATING_TWELVE_PLUS = 20;
export const RATING_SIXTEEN_PLUS = 30;
export const RATING_EIGHTEEN_PLUS = 40;

/** Commerce §5/§9: the maximum rating when the tenant sets none (above every level: all content). */
export const DEFAULT_MAX_RATING = 60;

export interface RatingLevel {
  value: number;
  label: MessageDescriptor;
}

/** The levels in ascending order, with their labels (render with i18n._(level.label)). */
export const RATING_LEVELS: readonly RatingLevel[] = [
  { value: RATING_ALL_AGES, label: msg`All ages` },
  { value: RATING_SIX_PLUS, label: msg`Ages 6+` },
  { value: RATING_TWELVE_PLUS, label: msg`Ages 12+` },
  { value: RATING_SIXTEEN_PLUS, label: msg`Ages 16+` },
  { value: RATING_EIGHTEEN_PLUS, label: msg`Ages 18+` },
];

/** The label of a level, or undefined for a value that is not one of the five levels. */
export function ratingLabel(value: number): MessageDescriptor | undefined {
  return RATING_LEVELS.find((level) => level.value === value)?.label;
}

/** Commerce §3 parental config as the server returns it (the password is checked server-side). */
export interface ParentalConfig {
  maxAgeGroup?: number | null;
  isActive?: boolean | null;
}

export interface MaxRatingSources {
  /** The page query's maxRating (a string from the address, or a number). */
  query?: string | number | null;
  parental?: ParentalConfig | null;
  /** The tenant's configured default maximum rating. */
  tenantDefault?: number | null;
}

/** A rating is a whole number ≥ 0; query text such as "20" counts, "", "abc", "-1", "2.5" don't. */
function toRating(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && !/^\d+$/.test(value.trim())) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

/**
 * Maximum content rating: the query's maxRating, else the parental config's maxAgeGroup when
 * parental control is active, else the tenant default, else 60. With parental control active
 * its max age group always applies: a query can lower the limit but never raise it above the
 * age group (otherwise editing the address would bypass the passcode).
 */
export function resolveMaxRating({ query, parental, tenantDefault }: MaxRatingSources): number {
  const fromQuery = toRating(query);
  const parentalLimit = parental?.isActive ? toRating(parental.maxAgeGroup) : undefined;
  if (fromQuery !== undefined) {
    return parentalLimit === undefined ? fromQuery : Math.min(fromQuery, parentalLimit);
  }
  return parentalLimit ?? toRating(tenantDefault) ?? DEFAULT_MAX_RATING;
}

/** The ceiling the structure pages use (shell §6), so lists hide what the pages hide. */
export const ratingQuery = (scope: QueryScope) => ({
  lang: scope.locale,
  maxRating: String(
    resolveMaxRating({ parental: parentalForRating(), tenantDefault: scope.tenant.maxRating }),
  ),
});

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Configuration } from '#contract/configuration.ts';
import { FAMILY_PREFIXES, type FamilyKey, familyOff } from '#contract/feature-families.ts';
import type { Tenant } from '#contract/tenant.ts';

export type { FamilyKey };

export interface NavTarget {
  /** Where the entry leads (an internal path, without the locale prefix: links add it). */
  to: string;
  label: MessageDescriptor;
  /** The entry is the current one on these paths and everything under them. */
  prefixes: readonly string[];
}

export interface Family extends NavTarget {
  key: FamilyKey;
}

/**
 * The content families, in the order the navigation shows them. Each leads to a page every tenant with that
 * content has (the catalogue's own list pages for music and video); a family is shown unless the tenant's
 * features (tenant.features) or the configuration's enabledFeatures.flags switch it off (`false`).
 */
export const FAMILIES: readonly Family[] = [
  { key: 'music', to: '/music/albums', label: msg`Music`, prefixes: FAMILY_PREFIXES.music },
  { key: 'video', to: '/video/list/popular', label: msg`Video`, prefixes: FAMILY_PREFIXES.video },
  { key: 'podcasts', to: '/podcast/list', label: msg`Podcasts`, prefixes: FAMILY_PREFIXES.podcasts },
  { key: 'audiobooks', to: '/audiobook/list', label: msg`Audiobooks`, prefixes: FAMILY_PREFIXES.audiobooks },
  { key: 'games', to: '/games', label: msg`Games`, prefixes: FAMILY_PREFIXES.games },
  { key: 'news', to: '/news', label: msg`News`, prefixes: FAMILY_PREFIXES.news },
  { key: 'shop', to: '/shop', label: msg`Shop`, prefixes: FAMILY_PREFIXES.shop },
];

export const HOME: NavTarget = { to: '/', label: msg`Home`, prefixes: [] };
export const SEARCH: NavTarget = { to: '/search', label: msg`Search`, prefixes: ['/search', '/search-q'] };
export const LIBRARY: NavTarget = {
  to: '/library',
  label: msg`Library`,
  prefixes: ['/library', '/favorites', '/history', '/downloads', '/wallet', '/myPurchases'],
};

/** The families this tenant offers: switched off only by an explicit `false` (tenant feature or configuration flag). */
export function enabledFamilies(
  features: Tenant['features'],
  flags: Configuration['enabledFeatures']['flags'],
): Family[] {
  return FAMILIES.filter(({ key }) => !familyOff(key, features, flags));
}

/** Whether `pathname` (internal, no locale prefix) is the target's page or under it; home only at "/". */
export function isCurrent(target: NavTarget, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (target === HOME) return path === '/' || path === '';
  return target.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The bottom bar's room: Home, Search, Library and this many families. */
export const TAB_BAR_FAMILIES = 2;

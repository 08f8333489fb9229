import type { Query, QueryKey } from '@tanstack/react-query';
import { USER_DATA_KEY } from '#platform/session/session-events.ts';

/** A persisted cache older than this is dropped on restore (issue 21: one day). */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Cache changes are written at most this often (a page load changes dozens of queries). */
export const PERSIST_THROTTLE_MS = 1000;
/** IndexedDB can hang (a blocked upgrade, a busy disk): a restore waits no longer than this. */
export const RESTORE_DEADLINE_MS = 1500;

/** Public data that draws pages: [tenant, locale, 'structure' | 'configuration', ...]. */
const STRUCTURE_FAMILIES: ReadonlySet<unknown> = new Set(['structure', 'configuration']);
/** The user's library and wallet lists: [tenant, locale, USER_DATA_KEY, family, ...] (library, wallet features). */
const USER_FAMILIES: ReadonlySet<unknown> = new Set(['history', 'likes', 'wallet']);

/** Only structures, library, profile and wallet queries outlive the tab; anything else is asked anew. */
export function isPersistedKey(key: QueryKey): boolean {
  if (STRUCTURE_FAMILIES.has(key[2])) return true;
  // The profile: [tenant, USER_DATA_KEY, 'profile'] (the same in every language).
  if (key[1] === USER_DATA_KEY && key[2] === 'profile') return true;
  return key[2] === USER_DATA_KEY && USER_FAMILIES.has(key[3]);
}

/** The dehydrate filter: answered queries of the persisted families (a failure or a pending fetch is not data). */
export const shouldPersistQuery = (query: Query): boolean =>
  query.state.status === 'success' && isPersistedKey(query.queryKey);

/** One store key per tenant and user; a visitor has its own. */
export const persistStoreKey = (tenant: string, userId: string | undefined): string =>
  `query-cache:${tenant}:${userId === undefined ? 'visitor' : `user:${userId}`}`;

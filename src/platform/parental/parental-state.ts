import {
  AGE_GROUPS,
  PARENTAL_UNLOCK_HEADER,
  type ParentalConfigAnswer,
  type ParentalUnlock,
} from '#contract/parental.ts';
import { userIdOf } from '../session/token-claims.ts';
import { getToken } from '../session/token-store.ts';
import type { ParentalConfig } from './max-rating.ts';

/**
 * The signed-in user's parental control as this browser knows it (commerce §3/§5): the active age
 * group (kept in localStorage per tenant and user, so a reload restricts before the config answers)
 * and an unlock from a verified passcode (sessionStorage: it ends with the tab or at its expiry).
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let tenantName = '';

const limitKey = (user: string) => `parental:${tenantName}:${user}`;
const unlockKey = (user: string) => `parental-unlock:${tenantName}:${user}`;
const currentUser = (): string | undefined => (tenantName ? userIdOf(getToken()) : undefined);

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | undefined): void {
  try {
    if (value === undefined) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the state lasts for this page only.
  }
}

const notify = () => {
  for (const listener of listeners) listener();
};

/** Called once at start-up (after the token store): whose parental state is kept where. */
export function initParentalState(tenant: string): void {
  tenantName = tenant;
}

/** The active age group of the signed-in user, whatever the unlock. */
export function activeAgeGroup(): number | undefined {
  const user = currentUser();
  const raw = user ? read(() => localStorage, limitKey(user)) : null;
  const value = raw === null ? Number.NaN : Number(raw);
  return (AGE_GROUPS as readonly number[]).includes(value) ? value : undefined;
}

/** The signed-in user's unlock token while it lasts. */
export function currentUnlock(): ParentalUnlock | undefined {
  const user = currentUser();
  const raw = user ? read(() => sessionStorage, unlockKey(user)) : null;
  if (!raw) return undefined;
  try {
    const unlock = JSON.parse(raw) as ParentalUnlock;
    return Date.parse(unlock.expiresAt) > Date.now() ? unlock : undefined;
  } catch {
    return undefined;
  }
}

/** The parental step of the max-rating rule: the active config unless a passcode unlocked it. */
export function parentalForRating(): ParentalConfig | null {
  const maxAgeGroup = activeAgeGroup();
  return maxAgeGroup === undefined || currentUnlock() ? null : { isActive: true, maxAgeGroup };
}

/** The config as the server answered it (GET, PUT, reset): restrictions follow it at once. */
export function rememberParentalConfig(config: ParentalConfigAnswer): void {
  const user = currentUser();
  if (!user) return;
  const before = snapshot();
  write(() => localStorage, limitKey(user), config.isActive ? String(config.maxAgeGroup) : undefined);
  // A saved change ends the unlocks on the server: forget ours too.
  if (config.updatedAt !== undefined && currentUnlock())
    write(() => sessionStorage, unlockKey(user), undefined);
  if (snapshot() !== before) notify();
}

/** A verified passcode: restricted content opens for this tab's session. */
export function rememberUnlock(unlock: ParentalUnlock): void {
  const user = currentUser();
  if (!user) return;
  write(() => sessionStorage, unlockKey(user), JSON.stringify(unlock));
  notify();
}

/** Headers every backend call carries: the unlock token, when there is one. */
export function parentalHeaders(): Record<string, string> {
  const unlock = currentUnlock();
  return unlock ? { [PARENTAL_UNLOCK_HEADER]: unlock.unlockToken } : {};
}

/** "" (no parental control), "on:20" or "open:20" (unlocked): changes whenever restrictions change. */
export function snapshot(): string {
  const group = activeAgeGroup();
  if (group === undefined) return '';
  return `${currentUnlock() ? 'open' : 'on'}:${group}`;
}

export function subscribeParental(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

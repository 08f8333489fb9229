import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PARENTAL_UNLOCK_HEADER } from '#contract/parental.ts';
import type { Tenant } from '#contract/tenant.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { setToken } from '../session/token-store.ts';
import { ratingQuery } from './max-rating.ts';
import {
  activeAgeGroup,
  currentUnlock,
  initParentalState,
  parentalForRating,
  parentalHeaders,
  rememberParentalConfig,
  rememberUnlock,
  snapshot,
  subscribeParental,
} from './parental-state.ts';

const tokenFor = (sub: string) => ({
  access_token: `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`,
  refresh_token: 'r',
  expires: Date.now() + 60_000,
});
const on = {
  isActive: true,
  maxAgeGroup: 20,
  hasPassword: true,
  updatedAt: '2026-11-27T09:00:00.000Z',
} as const;
const scope = { locale: 'en', tenant: { maxRating: 40 } as unknown as Tenant } as QueryScope;

describe('parental state in the browser (commerce §5)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    initParentalState('demo');
    setToken(tokenFor('ann'));
  });
  afterEach(() => setToken(undefined));

  it('restricts nothing until a config is on; then the max-rating rule takes its age group', () => {
    expect(parentalForRating()).toBeNull();
    expect(ratingQuery(scope).maxRating).toBe('40');
    rememberParentalConfig({ ...on, isActive: false });
    expect(activeAgeGroup()).toBeUndefined();
    rememberParentalConfig(on);
    expect(activeAgeGroup()).toBe(20);
    expect(ratingQuery(scope).maxRating).toBe('20');
    expect(snapshot()).toBe('on:20');
  });

  it('an unlock lifts it for the session and is sent with every call; it is per user', () => {
    rememberParentalConfig(on);
    const heard: string[] = [];
    const stop = subscribeParental(() => heard.push(snapshot()));
    rememberUnlock({ unlockToken: 'tok', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    stop();
    expect(heard).toEqual(['open:20']);
    expect(parentalForRating()).toBeNull();
    expect(parentalHeaders()).toEqual({ [PARENTAL_UNLOCK_HEADER]: 'tok' });
    expect(sessionStorage.getItem('parental-unlock:demo:ann')).toContain('tok');
    setToken(tokenFor('bob'));
    expect(currentUnlock()).toBeUndefined();
    expect(parentalHeaders()).toEqual({});
    expect(activeAgeGroup()).toBeUndefined();
  });

  it('an expired unlock counts for nothing, and a saved change forgets the unlock', () => {
    rememberParentalConfig(on);
    rememberUnlock({ unlockToken: 'old', expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(parentalForRating()).toEqual({ isActive: true, maxAgeGroup: 20 });
    rememberUnlock({ unlockToken: 'new', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    rememberParentalConfig({ ...on, maxAgeGroup: 10, updatedAt: '2026-11-27T09:05:00.000Z' });
    expect(currentUnlock()).toBeUndefined();
    expect(snapshot()).toBe('on:10');
  });

  it('a visitor has no parental state', () => {
    rememberParentalConfig(on);
    setToken(undefined);
    expect(snapshot()).toBe('');
    expect(parentalHeaders()).toEqual({});
  });
});

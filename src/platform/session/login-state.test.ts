import { beforeEach, describe, expect, it } from 'vitest';
import { loginReturnUrl } from './auth-urls.ts';
import { acceptLoginState, pendingLoginState } from './login-state.ts';

describe('login state (login CSRF)', () => {
  beforeEach(() => sessionStorage.clear());

  it('the return URL carries the tab’s state, the same for every login started in the tab', () => {
    const first = new URL(loginReturnUrl('https://portal.example', 'ar', '/profile'));
    const second = new URL(loginReturnUrl('https://portal.example', undefined, undefined));
    expect(first.pathname).toBe('/ar/user/login');
    expect(first.searchParams.get('redirect')).toBe('/profile');
    expect(first.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect(second.searchParams.get('state')).toBe(first.searchParams.get('state'));
  });

  it('a return with another state, or none, is refused', () => {
    pendingLoginState();
    expect(acceptLoginState(undefined)).toBe(false);
    expect(acceptLoginState('0'.repeat(32))).toBe(false);
  });

  it('a return without a login started in this tab is refused', () => {
    expect(acceptLoginState('0'.repeat(32))).toBe(false);
  });

  it('the matching state is accepted once, and the next login gets a new state', () => {
    const state = pendingLoginState();
    expect(acceptLoginState(state)).toBe(true);
    expect(acceptLoginState(state)).toBe(false);
    expect(pendingLoginState()).not.toBe(state);
  });
});

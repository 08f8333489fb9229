import { expect, test } from 'vitest';
import { apiCacheRuleFor } from './api-cache-rules.ts';
import { isPortalRoute } from './navigation-paths.ts';

/** Tokens, profiles and login answers belong to one user at one moment: a cached copy would leak or replay them. */
const SESSION_PATHS = [
  '/api/user/profile',
  '/api/user/checkUserTheme',
  '/api/user/selectUserTheme',
  '/api/user/checkUserLang',
  '/api/user/selectUserLang',
  '/api/userToken',
  '/api/security/token/refresh',
  '/api/logout',
  '/api/login/api',
  '/api/partner/getRedirectionUrl',
  '/api/partner/login/acme',
];

test('the service worker caches no session answer (user, userToken, security, logout, login, partner)', () => {
  for (const path of SESSION_PATHS) {
    expect(apiCacheRuleFor(path), path).toBeUndefined();
    // Nor does the page route answer them with the app shell.
    expect(isPortalRoute(path), path).toBe(false);
  }
});

test('the hosted login pages are always the server’s, never the cached app shell', () => {
  for (const path of ['/hosted/login', '/hosted/register', '/hosted/reset', '/hosted/partner']) {
    expect(isPortalRoute(path), path).toBe(false);
  }
});

import { describe, expect, it } from 'vitest';
import {
  hostedUrl,
  hrefInLocale,
  loginReturnUrl,
  relocalize,
  safeRedirect,
  sameOriginPath,
} from './auth-urls.ts';

describe('the login return only follows safe internal redirects (ASVS 3.7.2)', () => {
  it('keeps internal paths with their query and hash, without the locale prefix', () => {
    expect(safeRedirect('/profile')).toBe('/profile');
    expect(safeRedirect('/music/list?q=1#top')).toBe('/music/list?q=1#top');
    expect(safeRedirect('/ar/profile/info')).toBe('/profile/info');
    expect(safeRedirect('/fr')).toBe('/');
  });

  it.each([
    ['an absolute URL', 'https://evil.test/x'],
    ['a protocol-relative URL', '//evil.test/x'],
    ['a backslash trick', '/\\evil.test'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'profile'],
    ['a control character', '/pro\nfile'],
    ['a tab before slashes', '/\t/evil.test'],
    ['the login page itself (a loop)', '/user/login?redirect=/x'],
    ['a hosted page', '/hosted/login'],
    ['a backend path', '/api/user/profile'],
    ['nothing', undefined],
    ['a number', 5],
  ])('refuses %s', (_what, value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });
});

describe('login URLs', () => {
  it('the login return is absolute, locale-prefixed and keeps ?redirect= (plus the login state)', () => {
    const withRedirect = new URL(loginReturnUrl('https://portal.test', 'ar', '/profile'));
    expect(`${withRedirect.origin}${withRedirect.pathname}`).toBe('https://portal.test/ar/user/login');
    expect([...withRedirect.searchParams.keys()]).toEqual(['redirect', 'state']);
    expect(withRedirect.searchParams.get('redirect')).toBe('/profile');
    const plain = new URL(loginReturnUrl('https://portal.test', undefined, undefined));
    expect(`${plain.origin}${plain.pathname}`).toBe('https://portal.test/user/login');
    expect([...plain.searchParams.keys()]).toEqual(['state']);
  });

  it('hosted pages get lang and redirectUrl (and a reset session)', () => {
    const url = new URL(
      hostedUrl('reset', 'de', 'https://portal.test/de/user/login', { session: 'abc' }),
      'https://x',
    );
    expect(url.pathname).toBe('/hosted/reset');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'de',
      redirectUrl: 'https://portal.test/de/user/login',
      session: 'abc',
    });
  });

  it('the redirect lands in the user language: the current prefix when it stays, else the saved one', () => {
    expect(hrefInLocale('/profile', 'en', { locale: 'en', prefix: undefined })).toBe('/profile');
    expect(hrefInLocale('/profile', 'fr', { locale: 'fr', prefix: 'fr' })).toBe('/fr/profile');
    expect(hrefInLocale('/profile?x=1', 'ar', { locale: 'en', prefix: undefined })).toBe('/ar/profile?x=1');
    expect(hrefInLocale('/', 'de', { locale: 'en', prefix: 'en' })).toBe('/de');
  });

  it('relocalize moves a public href to another language, keeping path and query', () => {
    expect(relocalize('/fr/music/list?q=1', 'ar')).toBe('/ar/music/list?q=1');
    expect(relocalize('/music', 'de')).toBe('/de/music');
  });

  it('only same-origin answers become in-app paths', () => {
    expect(sameOriginPath('https://portal.test/ar?x=1', 'https://portal.test')).toBe('/ar?x=1');
    expect(sameOriginPath('https://evil.test/', 'https://portal.test')).toBeUndefined();
  });
});

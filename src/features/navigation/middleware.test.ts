import { describe, expect, it, vi } from 'vitest';
import { type PageDef, pageByBase } from '#contract/pages.ts';
import { type MiddlewareInput, namedMiddleware, runMiddleware } from './middleware.ts';

const page = (base: string): PageDef => {
  const def = pageByBase(base);
  if (!def) throw new Error(base);
  return def;
};

const input = (overrides: Partial<MiddlewareInput> = {}): MiddlewareInput => ({
  page: page('music-list'),
  params: {},
  pathname: '/music/list',
  searchStr: '',
  fullPath: '/music/list',
  roles: ['client'],
  readCookie: () => undefined,
  autoLoginCookie: undefined,
  autoLogin: () => Promise.reject(new Error('auto-login must not start')),
  lookupRouteRule: () => Promise.resolve(null),
  origin: 'http://localhost:3000',
  ...overrides,
});

const cookies =
  (jar: Record<string, string>) =>
  (name: string): string | undefined =>
    jar[name];

describe('route middleware chain (shell §4)', () => {
  it('1: a failed validate rule is a 404 "Page Not Found: {fullPath}"', async () => {
    const outcome = await runMiddleware(
      input({ page: page('games-details'), params: { id: 'abc' }, fullPath: '/ar/games/details/abc' }),
    );
    expect(outcome).toEqual({ kind: 'not-found', message: 'Page Not Found: /ar/games/details/abc' });
  });

  it('1: numeric ids pass and the chain goes on', async () => {
    expect(await runMiddleware(input({ page: page('games-details'), params: { id: '12' } }))).toBeUndefined();
  });

  it('1 runs before everything else: an invalid page never asks for route rules', async () => {
    const lookupRouteRule = vi.fn();
    await runMiddleware(input({ page: page('video-details'), params: { id: 'x' }, lookupRouteRule }));
    expect(lookupRouteRule).not.toHaveBeenCalled();
  });

  const autoLoginReady = {
    autoLoginCookie: 'provider_sso',
    readCookie: cookies({ provider_sso: 'abc' }),
    searchStr: '?q=1',
  };

  it('3: auto-login starts when all four conditions hold and the page continues signed in', async () => {
    const autoLogin = vi.fn().mockResolvedValue(true);
    // A protected page proves the rest of the chain sees role user: no detour to the login page.
    const protectedPage = { page: page('profile'), pathname: '/profile', fullPath: '/profile' };
    expect(await runMiddleware(input({ ...autoLoginReady, ...protectedPage, autoLogin }))).toBeUndefined();
    expect(autoLogin).toHaveBeenCalledTimes(1);
  });

  it('3: a failed auto-login continues as visitor (a protected page then asks for login)', async () => {
    const autoLogin = vi.fn().mockResolvedValue(false);
    const protectedPage = { page: page('profile'), pathname: '/profile', fullPath: '/profile' };
    expect(await runMiddleware(input({ ...autoLoginReady, ...protectedPage, autoLogin }))).toEqual({
      kind: 'redirect',
      to: '/user/login',
      search: { redirect: '/profile?q=1' },
    });
  });

  it('3: a saved language other than the page one reloads the page in it', async () => {
    const autoLogin = vi.fn().mockResolvedValue({ href: '/ar/music/list?q=1' });
    expect(await runMiddleware(input({ ...autoLoginReady, autoLogin }))).toEqual({
      kind: 'external',
      href: '/ar/music/list?q=1',
    });
  });

  it('3: no auto-login for a user, with a user token, with ?code, or without a provider cookie value', async () => {
    const cases: Partial<MiddlewareInput>[] = [
      { roles: ['user'] },
      { readCookie: cookies({ provider_sso: 'abc', user_token: '1' }) },
      { searchStr: '?code=xyz' },
      { readCookie: cookies({ provider_sso: '' }) },
      { autoLoginCookie: undefined },
    ];
    for (const overrides of cases) {
      const autoLogin = vi.fn().mockResolvedValue(true);
      expect(await runMiddleware(input({ ...autoLoginReady, ...overrides, autoLogin }))).toBeUndefined();
      expect(autoLogin, JSON.stringify(overrides)).not.toHaveBeenCalled();
    }
  });

  it('5: ?session_id goes to /resetpassword?session=<value>', async () => {
    expect(await runMiddleware(input({ searchStr: '?session_id=123' }))).toEqual({
      kind: 'redirect',
      to: '/resetpassword',
      search: { session: '123' },
    });
  });

  it('6: an external absolute rule is a full navigation', async () => {
    const lookupRouteRule = vi
      .fn()
      .mockResolvedValue({ to: 'https://partner.test/x', external: true, permanent: false });
    expect(await runMiddleware(input({ lookupRouteRule }))).toEqual({
      kind: 'external',
      href: 'https://partner.test/x',
    });
    expect(lookupRouteRule).toHaveBeenCalledWith('/music/list');
  });

  it('6: an internal rule redirects in-app, without any locale prefix (the current one is kept)', async () => {
    const lookupRouteRule = vi
      .fn()
      .mockResolvedValue({ to: '/ar/main/rock?x=1', external: false, permanent: true });
    expect(await runMiddleware(input({ lookupRouteRule }))).toEqual({
      kind: 'redirect',
      to: '/main/rock',
      search: { x: '1' },
    });
  });

  it('6: a rule pointing at the page itself is ignored', async () => {
    const lookupRouteRule = vi
      .fn()
      .mockResolvedValue({ to: '/music/list', external: false, permanent: false });
    expect(await runMiddleware(input({ lookupRouteRule }))).toBeUndefined();
  });

  it('protected pages send a visitor to login and back; a user passes', async () => {
    const visitor = input({ page: page('profile'), pathname: '/profile', fullPath: '/de/profile' });
    expect(await runMiddleware(visitor)).toEqual({
      kind: 'redirect',
      to: '/user/login',
      search: { redirect: '/profile' },
    });
    expect(await runMiddleware({ ...visitor, roles: ['user'] })).toBeUndefined();
  });

  it('an unknown named middleware is an error "Unknown route middleware"', async () => {
    expect(() => namedMiddleware('nope')).toThrow('Unknown route middleware');
    await expect(runMiddleware(input(), ['protect-route', 'nope'])).rejects.toThrow(
      'Unknown route middleware',
    );
  });
});

import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { pageByBase } from '#contract/pages.ts';
import { writeCookie } from '#lib/cookies.ts';
import { needsBrowserPass } from './browser-pass.ts';

const routerAt = (searchStr: string, base: string) =>
  ({
    state: {
      location: { searchStr },
      matches: [{ staticData: {} }, { staticData: { page: pageByBase(base) } }],
    },
  }) as unknown as AnyRouter;

const tenant = { autoLoginCookie: 'demo_sso' };

describe('after hydration, the route runs again only for what the server could not do', () => {
  afterEach(() => {
    for (const name of ['demo_sso', 'user_token']) writeCookie(name, '', { maxAgeSeconds: 0 });
  });

  it('a public page without return parameters or provider cookie: no second run', () => {
    expect(needsBrowserPass(routerAt('', 'music-albums'), tenant)).toBe(false);
  });

  it('a protected page needs the session', () => {
    expect(needsBrowserPass(routerAt('', 'profile'), tenant)).toBe(true);
  });

  it('purchase-return parameters in the address are handled in the browser', () => {
    expect(needsBrowserPass(routerAt('?status=200&purchaseID=9', 'music-albums'), tenant)).toBe(true);
  });

  it("the provider cookie asks for auto-login, unless the user's marker says signed in", () => {
    writeCookie('demo_sso', 'abc');
    expect(needsBrowserPass(routerAt('', 'music-albums'), tenant)).toBe(true);
    writeCookie('user_token', '1');
    expect(needsBrowserPass(routerAt('', 'music-albums'), tenant)).toBe(false);
    expect(needsBrowserPass(routerAt('', 'music-albums'), { autoLoginCookie: undefined })).toBe(false);
  });
});

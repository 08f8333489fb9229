import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '#contract/endpoint.ts';
import type { Token } from '#contract/session.ts';
import { autoLogin } from '#features/session/auto-login.ts';
import { loginWithCode, partnerLogin } from '#features/session/login.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { ApiError } from '#lib/api-error.ts';
import { writeCookie } from '#lib/cookies.ts';
import { logout } from '#platform/session/logout.ts';
import { LOGOUT_EVENT } from '#platform/session/logout-event.ts';
import { profileQuery } from '#platform/session/profile.queries.ts';
import { watchSession } from '#platform/session/session-events.ts';
import { getToken, initTokenStore, setToken } from '#platform/session/token-store.ts';
import { scope } from '#test/fixtures.ts';
import { createQueryClient } from './query-client.ts';

const token: Token = { access_token: 'a', refresh_token: 'r', expires: Date.now() + 600_000 };
const profile = {
  UUID: 'u1',
  name: 'Lea',
  lastName: 'L',
  email: 'l@x.test',
  userInformation: {},
  roles: ['user'],
};
const httpError = (status: number, endpoint: Pick<Endpoint, 'method' | 'path'>, data?: unknown) =>
  new ApiError({
    kind: 'http',
    status,
    endpoint,
    problem: { type: 'about:blank', title: 'No', status, data },
  });

/** A backend answering by "METHOD /path"; anything else fails the test. */
function fakeApi(answers: Record<string, (options: unknown) => unknown>): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    call: (async (endpoint: Endpoint, options?: unknown) => {
      const id = `${endpoint.method} ${endpoint.path}`;
      calls.push(id);
      const answer = answers[id];
      if (!answer) throw new Error(`unexpected ${id}`);
      return answer(options);
    }) as ApiClient['call'],
  };
}

const preferences = {
  'GET /user/checkUserTheme': () => ({ alternatTheme: null }),
  'GET /user/checkUserLang': () => ({ selectedLang: null }),
};

beforeAll(() => initTokenStore('acme'));
afterEach(() => {
  setToken(undefined);
  vi.restoreAllMocks();
});

describe('logging out (shell §4, §7)', () => {
  it('signing out forgets the user data, tells listeners and re-runs the guards; visitor data stays', () => {
    const client = new QueryClient();
    client.setQueryData(['acme', 'session', 'profile'], profile);
    client.setQueryData(['acme', 'en', 'structure', 'home'], { name: 'page' });
    const onChange = vi.fn();
    const loggedOut = vi.fn();
    window.addEventListener(LOGOUT_EVENT, loggedOut);
    setToken(token);
    const stop = watchSession(client, onChange);
    setToken({ ...token, access_token: 'rotated' }); // a refresh is no change of role
    setToken(undefined);
    stop();
    window.removeEventListener(LOGOUT_EVENT, loggedOut);
    expect(onChange.mock.calls).toEqual([[false]]);
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['acme', 'session', 'profile'])).toBeUndefined();
    expect(client.getQueryData(['acme', 'en', 'structure', 'home'])).toEqual({ name: 'page' });
  });

  it('POST /logout {redirectUrl, lang}, then the tokens go; the answer says where to continue', async () => {
    setToken(token);
    const api = fakeApi({ 'POST /logout': () => ({ redirectUrl: 'https://portal.test/ar' }) });
    const call = vi.spyOn(api, 'call');
    const next = await logout({ api, lang: 'ar', homePath: '/ar', origin: 'https://portal.test' });
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/logout' }), {
      body: { redirectUrl: 'https://portal.test/ar', lang: 'ar' },
    });
    expect(next).toBe('/ar');
    expect(getToken()).toBeUndefined();
  });

  it('a failed logout logs "Error logout" and still logs out locally', async () => {
    setToken(token);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({ 'POST /logout': () => Promise.reject(new Error('offline')) });
    expect(await logout({ api, lang: 'en', homePath: '/', origin: 'https://portal.test' })).toBe('/');
    expect(logged).toHaveBeenCalledWith('Error logout', expect.any(Error));
    expect(getToken()).toBeUndefined();
  });

  it('a logout answer pointing elsewhere is not followed: the user lands on the home page', async () => {
    const api = fakeApi({ 'POST /logout': () => ({ redirectUrl: 'https://evil.test/' }) });
    expect(await logout({ api, lang: 'en', homePath: '/', origin: 'https://portal.test' })).toBe('/');
  });
});

describe('logging in with the code of the hosted pages (shell §4)', () => {
  const login = (api: ApiClient) => {
    const queryClient = createQueryClient();
    return { queryClient, run: (code: string) => loginWithCode({ ...scope({ api }), queryClient }, code) };
  };

  it('exchanges the code, stores the tokens, loads the profile and the saved preferences', async () => {
    const api = fakeApi({
      'POST /userToken': () => token,
      'GET /user/profile': () => profile,
      ...preferences,
      'GET /user/checkUserLang': () => ({ selectedLang: 'ar' }),
    });
    const { queryClient, run } = login(api);
    await expect(run('code-1')).resolves.toEqual({ dark: null, lang: 'ar' });
    expect(getToken()).toEqual(token);
    expect(queryClient.getQueryData(profileQuery(scope()).queryKey)).toEqual(profile);
  });

  it('a code is exchanged once even when asked twice at the same time (StrictMode)', async () => {
    const api = fakeApi({
      'POST /userToken': () => token,
      'GET /user/profile': () => profile,
      ...preferences,
    });
    const { run } = login(api);
    await Promise.all([run('code-2'), run('code-2')]);
    expect(api.calls.filter((id) => id === 'POST /userToken')).toHaveLength(1);
  });

  it('a refused profile right after the exchange logs out again and fails the login (shell §8)', async () => {
    const api = fakeApi({
      'POST /userToken': () => token,
      'GET /user/profile': () => Promise.reject(httpError(401, { method: 'GET', path: '/user/profile' })),
    });
    await expect(login(api).run('code-3')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeUndefined();
  });
});

describe('partner login (commerce §8)', () => {
  const endpoint = { method: 'POST', path: '/partner/login/:tenant' } as const;

  it('a 402 returns its data (register with this number) instead of failing', async () => {
    const data = { registrationRequired: true, next: '/register', msisdn: '+40700000009' };
    const api = fakeApi({
      'POST /partner/login/:tenant': () => Promise.reject(httpError(402, endpoint, data)),
    });
    await expect(partnerLogin(api, 'acme', 'partner-token-123456')).resolves.toEqual({
      kind: 'register',
      data,
    });
  });

  it('other failures are thrown', async () => {
    const api = fakeApi({ 'POST /partner/login/:tenant': () => Promise.reject(httpError(400, endpoint)) });
    await expect(partnerLogin(api, 'acme', 'partner-token-123456')).rejects.toMatchObject({ status: 400 });
  });
});

describe('auto-login (shell §4 rule 3)', () => {
  const request = (api: ApiClient) => ({
    api,
    provider: 'demo_sso',
    locale: 'en' as const,
    publicHref: '/music?x=1',
  });

  it('POST /login/api with the provider, then POST /userToken: signed in where the user is', async () => {
    writeCookie('demo_sso', '1');
    const loginApi = vi.fn(() => ({ code: 'sso-code-abcdefghij' }));
    const api = fakeApi({ 'POST /login/api': loginApi, 'POST /userToken': () => token, ...preferences });
    await expect(autoLogin(request(api))).resolves.toBe(true);
    expect(loginApi).toHaveBeenCalledWith(
      expect.objectContaining({ body: { provider: 'demo_sso' }, acceptStatus: [200, 201, 202] }),
    );
    expect(getToken()).toEqual(token);
  });

  it('a saved language other than the page one answers the page in that language', async () => {
    writeCookie('demo_sso', '2');
    const api = fakeApi({
      'POST /login/api': () => ({ code: 'sso-code-abcdefghij' }),
      'POST /userToken': () => token,
      ...preferences,
      'GET /user/checkUserLang': () => ({ selectedLang: 'de' }),
    });
    await expect(autoLogin(request(api))).resolves.toEqual({ href: '/de/music?x=1' });
  });

  it('a failure continues as visitor and is not retried for the same provider cookie (no loop)', async () => {
    writeCookie('demo_sso', '3');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({
      'POST /login/api': () => Promise.reject(httpError(403, { method: 'POST', path: '/login/api' })),
    });
    await expect(autoLogin(request(api))).resolves.toBe(false);
    await expect(autoLogin(request(api))).resolves.toBe(false);
    expect(api.calls).toEqual(['POST /login/api']);
    expect(getToken()).toBeUndefined();
  });
});

import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { defineEndpoints } from '#contract/endpoint.ts';
import { sessionEndpoints, type Token } from '#contract/session.ts';
import { createApiClient } from '#lib/api-client.ts';
import { ApiError } from '#lib/api-error.ts';
import { createSessionAuth, EXPIRY_MARGIN_MS, isRevokedElsewhere, type TokenPort } from './session-auth.ts';

const endpoints = defineEndpoints({
  thing: { method: 'GET', path: '/thing', response: v.object({ ok: v.boolean() }) },
});

const NOW = 1_000_000;
const token = (n: number, expires = NOW + 10 * 60_000): Token => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-token-${n}-abcdefgh`,
  expires,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const problem = (status: number) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'No', status }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

/** A token store in memory; `stored` plays the localStorage other tabs write to. */
function memoryTokens(initial: Token | undefined): TokenPort & { stored: Token | undefined } {
  const port = {
    current: initial,
    stored: initial,
    get: () => port.current,
    reread: () => {
      port.current = port.stored;
      return port.current;
    },
    set: vi.fn((next: Token | undefined) => {
      port.current = next;
      port.stored = next;
    }),
  };
  return port;
}

const isRefresh = (url: unknown) => String(url).endsWith('/security/token/refresh');
const bearerOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('authorization');

/**
 * The backend in miniature: /thing answers 200 only to the current access token, 401 otherwise;
 * refresh answers `refreshAnswer` after a tick (so parallel callers really overlap).
 */
function setup(
  initial: Token | undefined,
  refreshAnswer: () => Response | Promise<Response>,
  onRefused?: (error: unknown) => void,
) {
  const tokens = memoryTokens(initial);
  let valid = initial?.access_token;
  const fetch = vi.fn<typeof globalThis.fetch>(async (url, init) => {
    if (isRefresh(url)) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const answer = await refreshAnswer();
      if (answer.ok) valid = ((await answer.clone().json()) as Token).access_token;
      return answer;
    }
    return bearerOf(init) === `Bearer ${valid}` ? json({ ok: true }) : problem(401);
  });
  const base = { baseUrl: 'https://portal.test/api', tenant: 'acme', fetch, retryDelayMs: 0 };
  const publicApi = createApiClient(base);
  const auth = createSessionAuth({
    tokens,
    now: () => NOW,
    refresh: (refreshToken, signal) =>
      publicApi.call(sessionEndpoints.refresh, { body: { refreshToken }, signal }),
    ...(onRefused ? { onRefused } : {}),
  });
  const api = createApiClient({ ...base, auth });
  const refreshCalls = () => fetch.mock.calls.filter(([url]) => isRefresh(url)).length;
  const revoke = () => {
    valid = 'revoked';
  };
  const accept = (accepted: Token) => {
    valid = accepted.access_token;
  };
  return { api, fetch, tokens, refreshCalls, revoke, accept };
}

describe('session tokens on API calls (shell §4 stay logged in)', () => {
  it('every call of a signed-in user carries Authorization: Bearer <access token>', async () => {
    const { api, fetch } = setup(token(1), () => json(token(2)));
    await api.call(endpoints.thing);
    expect(bearerOf(fetch.mock.calls[0]?.[1])).toBe('Bearer access-1');
  });

  it('a visitor sends no Authorization header', async () => {
    const { api, fetch } = setup(undefined, () => json(token(2)));
    await expect(api.call(endpoints.thing)).rejects.toMatchObject({ status: 401 });
    expect(bearerOf(fetch.mock.calls[0]?.[1])).toBeNull();
  });

  it('20 parallel 401s share exactly one refresh, then every call succeeds with the new token', async () => {
    const { api, tokens, refreshCalls, revoke } = setup(token(1), () => json(token(2)));
    revoke(); // the server no longer accepts access-1 (it expired on its side)
    const results = await Promise.all(Array.from({ length: 20 }, () => api.call(endpoints.thing)));
    expect(results).toEqual(Array.from({ length: 20 }, () => ({ ok: true })));
    expect(refreshCalls()).toBe(1);
    expect(tokens.get()).toEqual(token(2));
  });

  it('a token within 30 s of its expiry is refreshed before the call, which then needs no retry', async () => {
    const { api, fetch, refreshCalls } = setup(token(1, NOW + EXPIRY_MARGIN_MS - 1), () => json(token(2)));
    await Promise.all([api.call(endpoints.thing), api.call(endpoints.thing)]);
    expect(refreshCalls()).toBe(1);
    const thingCalls = fetch.mock.calls.filter(([url]) => !isRefresh(url));
    expect(thingCalls.map(([, init]) => bearerOf(init))).toEqual(['Bearer access-2', 'Bearer access-2']);
  });

  it('a short-lived token is refreshed in the second half of its lifetime, not 30 s before its expiry', async () => {
    // A 12 s token (exp − iat): refreshed in its last 6 s only, else every call would refresh it.
    const claims = btoa(JSON.stringify({ sub: 'u', iat: NOW / 1000, exp: NOW / 1000 + 12 }));
    const short = (expires: number): Token => ({ ...token(1, expires), access_token: `h.${claims}.s` });
    const early = setup(short(NOW + 6_001), () => json(token(2)));
    await early.api.call(endpoints.thing);
    expect(early.refreshCalls()).toBe(0);
    const late = setup(short(NOW + 5_999), () => json(token(2)));
    await late.api.call(endpoints.thing);
    expect(late.refreshCalls()).toBe(1);
    expect(bearerOf(late.fetch.mock.calls.at(-1)?.[1])).toBe('Bearer access-2');
  });

  it('the refresh call itself sends the refresh token in the body and no bearer', async () => {
    const { api, fetch, revoke } = setup(token(1), () => json(token(2)));
    revoke();
    await api.call(endpoints.thing);
    const [, init] = fetch.mock.calls.find(([url]) => isRefresh(url)) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: token(1).refresh_token });
    expect(bearerOf(init)).toBeNull();
  });

  it('a refused refresh (4xx) logs out; the call goes on as a visitor', async () => {
    const { api, tokens, fetch, revoke } = setup(token(1), () => problem(401));
    revoke();
    await expect(api.call(endpoints.thing)).rejects.toMatchObject({ status: 401 });
    expect(tokens.set).toHaveBeenCalledWith(undefined);
    expect(tokens.get()).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2); // the call, the refresh; no retry without a session
  });

  it('a refusal answering SESSION_REVOKED says the session ended elsewhere (commerce §2 external logout)', async () => {
    const revoked = () =>
      new Response(
        JSON.stringify({ type: 'about:blank', title: 'Ended', status: 401, code: 'SESSION_REVOKED' }),
        {
          status: 401,
          headers: { 'content-type': 'application/problem+json' },
        },
      );
    for (const [answer, elsewhere] of [
      [revoked, true],
      [() => problem(401), false],
    ] as const) {
      const onRefused = vi.fn();
      const { api, revoke } = setup(token(1), answer, onRefused);
      revoke();
      await expect(api.call(endpoints.thing)).rejects.toMatchObject({ status: 401 });
      expect(onRefused).toHaveBeenCalledTimes(1);
      expect(isRevokedElsewhere(onRefused.mock.calls[0]?.[0])).toBe(elsewhere);
    }
  });

  it('an expired token without a refresh token logs out without asking the server', async () => {
    const noRefresh = { ...token(1, NOW - 1), refresh_token: '' };
    const { api, tokens, refreshCalls, fetch } = setup(noRefresh, () => json(token(2)));
    await expect(api.call(endpoints.thing)).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toBe(0);
    expect(tokens.get()).toBeUndefined();
    expect(bearerOf(fetch.mock.calls[0]?.[1])).toBeNull();
  });

  it('a network failure during the refresh keeps the session; the call fails as a network error', async () => {
    const { api, tokens, revoke } = setup(token(1), () => Promise.reject(new TypeError('Failed to fetch')));
    revoke();
    const error = await api.call(endpoints.thing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: 0, endpoint: { path: '/thing' } });
    expect(tokens.set).not.toHaveBeenCalled();
    expect(tokens.get()).toEqual(token(1));
  });

  it('an expired token whose refresh cannot reach the server is still sent (offline, the cache may answer)', async () => {
    const { api, fetch, tokens } = setup(token(1, NOW - 1), () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await expect(api.call(endpoints.thing)).resolves.toEqual({ ok: true }); // access-1 still valid here
    const thing = fetch.mock.calls.find(([url]) => !isRefresh(url));
    expect(bearerOf(thing?.[1])).toBe('Bearer access-1');
    expect(tokens.get()).toEqual(token(1, NOW - 1));
  });

  it('a server error during the refresh keeps the session too (only a refusal ends it)', async () => {
    const { api, tokens, revoke } = setup(token(1), () => problem(503));
    revoke();
    await expect(api.call(endpoints.thing)).rejects.toMatchObject({ kind: 'network' });
    expect(tokens.get()).toEqual(token(1));
  });

  it('a refresh another tab already did is adopted instead of spending the old refresh token again', async () => {
    const { api, tokens, refreshCalls, accept, fetch } = setup(token(1, NOW - 1), () => json(token(3)));
    tokens.stored = token(2); // written by the other tab; its storage event has not arrived yet
    accept(token(2));
    await expect(api.call(endpoints.thing)).resolves.toEqual({ ok: true });
    expect(bearerOf(fetch.mock.calls[0]?.[1])).toBe('Bearer access-2');
    expect(refreshCalls()).toBe(0);
    expect(tokens.get()).toEqual(token(2));
  });

  it('a 401 that survives the refresh and the single retry reaches the caller', async () => {
    const { api, fetch, revoke } = setup(token(1), () => json(token(2)));
    revoke();
    fetch.mockImplementation(async (url) => (isRefresh(url) ? json(token(2)) : problem(401)));
    await expect(api.call(endpoints.thing)).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(fetch).toHaveBeenCalledTimes(3); // call, refresh, one retry
  });

  it('login calls (POST /userToken) never carry the session and never trigger a refresh', async () => {
    const { api, fetch, refreshCalls } = setup(token(1), () => json(token(2)));
    fetch.mockImplementation(async () => problem(401));
    await expect(
      api.call(sessionEndpoints.userToken, { body: { accessToken: 'code-abcdefghijklmnop' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(bearerOf(fetch.mock.calls[0]?.[1])).toBeNull();
    expect(refreshCalls()).toBe(0);
  });
});

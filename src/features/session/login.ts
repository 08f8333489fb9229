import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { PartnerLoginDataSchema, sessionEndpoints, type Token } from '#contract/session.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { isApiError } from '#lib/api-error.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { profileQuery } from '#platform/session/profile.queries.ts';
import { getToken, setToken } from '#platform/session/token-store.ts';
import { applySavedTheme, loadSavedPreferences, type SavedPreferences } from './preferences.ts';

/** Shell §8 / commerce §8: login-flow answers other than these are failures. */
export const LOGIN_FLOW_STATUSES: readonly number[] = [200, 201, 202];

export type PartnerLoginData = v.InferOutput<typeof PartnerLoginDataSchema>;
export type PartnerLoginResult =
  | { kind: 'token'; token: Token }
  | { kind: 'register'; data: PartnerLoginData };

/** POST /partner/login/{tenant}: tokens, or (402) the problem's data telling the portal to register. */
export async function partnerLogin(
  api: ApiClient,
  tenant: string,
  partnerToken: string,
): Promise<PartnerLoginResult> {
  try {
    const token = await api.call(sessionEndpoints.partnerLogin, {
      params: { tenant },
      body: { partnerToken },
      acceptStatus: LOGIN_FLOW_STATUSES,
    });
    return { kind: 'token', token };
  } catch (error) {
    // Commerce §8: a 402 reply returns its data body instead of failing.
    if (isApiError(error) && error.status === 402) {
      const data = v.safeParse(PartnerLoginDataSchema, error.problem?.data);
      if (data.success) return { kind: 'register', data: data.output };
    }
    throw error;
  }
}

type SessionScope = QueryScope & { queryClient: QueryClient };

/** POST /userToken: the login code of the hosted pages (or of auto-login) for the session's tokens. */
export const exchangeCode = (api: ApiClient, code: string): Promise<Token> =>
  api.call(sessionEndpoints.userToken, { body: { accessToken: code }, acceptStatus: LOGIN_FLOW_STATUSES });

/**
 * Starts the session: tokens stored (role user), the profile loaded (a refused profile ends the
 * session again: shell §8), then the saved theme applied and the saved preferences returned.
 */
export async function startSession(scope: SessionScope, token: Token): Promise<SavedPreferences> {
  setToken(token);
  try {
    await scope.queryClient.fetchQuery(profileQuery(scope));
  } catch (error) {
    // Refused: the query cache's handler has logged out. Offline: the profile loads later.
    if (!getToken()) throw error;
  }
  const saved = await loadSavedPreferences(scope.api);
  applySavedTheme(saved);
  return saved;
}

const running = new Map<string, Promise<unknown>>();

/** A code or partner token works once: a second caller (React StrictMode's double effect) shares the first. */
function once<T>(key: string, start: () => Promise<T>): Promise<T> {
  const existing = running.get(key) as Promise<T> | undefined;
  if (existing) return existing;
  const started = start();
  running.set(key, started);
  // Forgotten once settled, so a later attempt (after an error) really asks again.
  const forget = () => running.delete(key);
  started.then(forget, forget);
  return started;
}

export const loginWithCode = (scope: SessionScope, code: string): Promise<SavedPreferences> =>
  once(`code:${code}`, async () => startSession(scope, await exchangeCode(scope.api, code)));

/** Partner return (?partnerToken=): signed in, or told to register (commerce: "may push /register"). */
export const loginWithPartnerToken = (
  scope: SessionScope,
  partnerToken: string,
): Promise<{ saved: SavedPreferences } | { register: PartnerLoginData }> =>
  once(`partner:${partnerToken}`, async () => {
    const result = await partnerLogin(scope.api, scope.tenant.name, partnerToken);
    if (result.kind === 'register') return { register: result.data };
    return { saved: await startSession(scope, result.token) };
  });

import type { Endpoint } from '#contract/endpoint.ts';
import { sessionEndpoints, type Token } from '#contract/session.ts';
import type { ApiAuth } from '#lib/api-client.ts';
import { isApiError } from '#lib/api-error.ts';
import { lifetimeMsOf } from './token-claims.ts';

/** An access token this close to its expiry is refreshed before the call leaves. */
export const EXPIRY_MARGIN_MS = 30_000;

/**
 * The margin for one token: 30 s, but at most half the token's lifetime, so a short-lived token (a server
 * configured with ACCESS_TOKEN_TTL_SECONDS of 30 or less) is not "about to expire" from the moment it is
 * issued, which would refresh, and rotate the refresh token, before every call.
 */
export function expiryMarginFor(token: Token): number {
  const lifetime = lifetimeMsOf(token);
  return lifetime === undefined ? EXPIRY_MARGIN_MS : Math.min(EXPIRY_MARGIN_MS, lifetime / 2);
}
/** A hung refresh must not hold the cross-tab lock (and every caller) forever. */
export const REFRESH_TIMEOUT_MS = 15_000;

const endpointId = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

/** Calls that create or renew the session never carry it (and their 401 never triggers a refresh). */
const WITHOUT_SESSION: ReadonlySet<string> = new Set(
  [
    sessionEndpoints.refresh,
    sessionEndpoints.userToken,
    sessionEndpoints.loginApi,
    sessionEndpoints.partnerLogin,
  ].map(endpointId),
);

export interface TokenPort {
  get(): Token | undefined;
  /** The stored session as it is now, other tabs' changes included. */
  reread(): Token | undefined;
  /** undefined = logged out. */
  set(token: Token | undefined): void;
}

export interface SessionAuthDeps {
  tokens: TokenPort;
  /** POST /security/token/refresh without the session (it is what is being renewed). */
  refresh(refreshToken: string, signal: AbortSignal): Promise<Token>;
  now?: () => number;
  /** Serialises refreshes across tabs; without it only this tab's callers share one refresh. */
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
  /** The server refused the refresh and the session is gone (error: its answer, e.g. SESSION_REVOKED). */
  onRefused?: (error: unknown) => void;
}

/** The server refused the refresh token (revoked, reused, expired): the session is over. */
export const isRefusal = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500;

/** The refresh was refused because the session had been ended elsewhere (a logout on another device, a revocation). */
export const isRevokedElsewhere = (error: unknown): boolean =>
  isApiError(error) && error.problem?.code === 'SESSION_REVOKED';

/** A lock shared by the tenant's tabs (Web Locks), so two tabs never spend the same refresh token. */
export function webLock(name: string): <T>(task: () => Promise<T>) => Promise<T> {
  return (task) => {
    const locks = globalThis.navigator?.locks;
    return locks ? locks.request(name, task) : task();
  };
}

/**
 * Shell §4: a token past (or about to reach) its expiry is refreshed first; a 401 on a call made
 * with a token triggers one refresh. All callers share ONE in-flight refresh. A refused refresh or a
 * missing refresh token logs out; a network failure does not (the caller's call fails instead).
 */
/** The API client's side of the session, and the token for requests it does not make (Shaka's licence requests). */
export interface SessionAuth extends ApiAuth {
  /** The access token, renewed first when it is about to expire; undefined for a visitor. */
  accessToken(): Promise<string | undefined>;
}

export function createSessionAuth({
  tokens,
  refresh,
  now = Date.now,
  lock = (task) => task(),
  onRefused,
}: SessionAuthDeps): SessionAuth {
  let inflight: Promise<Token | undefined> | undefined;

  async function refreshOnce(stale: Token): Promise<Token | undefined> {
    // Another tab may have renewed or ended the session while this one waited for the lock.
    const stored = tokens.reread();
    if (stored?.refresh_token !== stale.refresh_token) return stored;
    if (!stale.refresh_token) {
      tokens.set(undefined);
      return undefined;
    }
    try {
      const next = await refresh(stale.refresh_token, AbortSignal.timeout(REFRESH_TIMEOUT_MS));
      // The user logged out (or in again) meanwhile: what they did last wins.
      if (tokens.get()?.refresh_token !== stale.refresh_token) return tokens.get();
      tokens.set(next);
      return next;
    } catch (error) {
      if (!isRefusal(error)) throw error;
      if (tokens.get()?.refresh_token === stale.refresh_token) {
        tokens.set(undefined);
        onRefused?.(error);
      }
      return undefined;
    }
  }

  function renewFrom(stale: Token): Promise<Token | undefined> {
    const current = tokens.get();
    // Someone already renewed (or ended) it: no second refresh.
    if (current?.access_token !== stale.access_token) return Promise.resolve(current);
    inflight ??= lock(() => refreshOnce(stale)).finally(() => {
      inflight = undefined;
    });
    return inflight;
  }

  async function accessToken(): Promise<string | undefined> {
    const token = tokens.get();
    if (!token) return undefined;
    if (token.expires - now() > expiryMarginFor(token)) return token.access_token;
    try {
      return (await renewFrom(token))?.access_token;
    } catch {
      // Offline or the server is down: the service worker may still answer from its cache, and a
      // 401 from a server that is back comes to renew() again. The session stays either way.
      return token.access_token;
    }
  }

  return {
    accessToken,
    async tokenFor(endpoint) {
      if (WITHOUT_SESSION.has(endpointId(endpoint))) return undefined;
      return accessToken();
    },
    async renew(sent) {
      const current = tokens.get();
      if (!current) return undefined;
      if (current.access_token !== sent) return current.access_token;
      return (await renewFrom(current))?.access_token;
    },
  };
}

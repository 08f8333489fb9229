import type { Token } from '#contract/session.ts';
import { readCookie, writeCookie } from '#lib/cookies.ts';
import { kvSet } from '#lib/kv.ts';
import { USER_TOKEN_COOKIE } from './session-paths.ts';

type Listener = (token: Token | undefined) => void;
const listeners = new Set<Listener>();
const storageKey = (tenant: string) => `session:${tenant}`;

let tenantName = '';
let current: Token | undefined;

/** Reads the tenant's stored session once at start-up; other tabs' changes arrive via the storage event. */
export function initTokenStore(tenant: string): void {
  tenantName = tenant;
  current = readStored();
  // The marker cookie follows the stored session (auto-login checks it: shell §4 rule 3).
  if (!current && readCookie(USER_TOKEN_COOKIE)) clearMarker();
  // …and so does the worker's copy: a session stored while the mirror was lost (site data partly cleared, an
  // older version) would otherwise leave downloads refused offline (403 DOWNLOAD_OTHER_USER) until a refresh.
  mirrorForWorker(current);
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey(tenantName)) return;
    current = readStored();
    for (const listener of listeners) listener(current);
  });
}

function readStored(): Token | undefined {
  try {
    const raw = localStorage.getItem(storageKey(tenantName));
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<Token>;
    return typeof parsed.access_token === 'string' &&
      typeof parsed.refresh_token === 'string' &&
      typeof parsed.expires === 'number'
      ? (parsed as Token)
      : undefined;
  } catch {
    return undefined;
  }
}

export const getToken = (): Token | undefined => current;

/** Re-reads the stored session (another tab may have rotated it before its storage event arrived). */
export function rereadToken(): Token | undefined {
  const stored = readStored();
  if (stored?.refresh_token !== current?.refresh_token || stored?.access_token !== current?.access_token) {
    current = stored;
    for (const listener of listeners) listener(current);
  }
  return current;
}

/** Stores (or with undefined, forgets) the session and tells every subscriber. */
export function setToken(token: Token | undefined): void {
  current = token;
  try {
    if (token) localStorage.setItem(storageKey(tenantName), JSON.stringify(token));
    else localStorage.removeItem(storageKey(tenantName));
  } catch {
    // Private mode without storage: the session lasts for this page only.
  }
  if (token) writeCookie(USER_TOKEN_COOKIE, '1', { maxAgeSeconds: 30 * 24 * 3600 });
  else clearMarker();
  mirrorForWorker(token);
  for (const listener of listeners) listener(token);
}

function clearMarker(): void {
  writeCookie(USER_TOKEN_COOKIE, '', { maxAgeSeconds: 0 });
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** IndexedDB key of the access token the service worker may replay the outbox with (never the refresh token). */
export const workerSessionKey = (tenant: string) => `worker-session:${tenant}`;

// The worker cannot read localStorage; it gets the access token only (it never refreshes or rotates).
function mirrorForWorker(token: Token | undefined): void {
  void kvSet(
    workerSessionKey(tenantName),
    token ? { accessToken: token.access_token, expires: token.expires } : null,
  );
}

import type { Token } from '#contract/session.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { userIdOf } from '#platform/session/token-claims.ts';
import { getToken, subscribeToken } from '#platform/session/token-store.ts';
import { checkedSession, hasDownloads, rememberSession } from './download-marker.ts';

/** The session id (`sid`) of the access token, read without verifying it. */
function sessionIdOf(token: Token | undefined): string | undefined {
  const payload = token?.access_token.split('.')[1];
  if (!payload) return undefined;
  try {
    const sid = (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sid?: unknown }).sid;
    return typeof sid === 'string' ? sid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * At app start (online), on `online` and after a login: downloads past validUntil — every one after the
 * session changed — are checked again (entitlement-check.ts), and transfers left unfinished go on.
 * Users without downloads on this device never load Dexie for it.
 */
export function startDownloadServices(scope: Pick<QueryScope, 'api' | 'tenant'>): void {
  const tenant = scope.tenant.name;
  let running = false;
  const check = async () => {
    const token = getToken();
    const userId = userIdOf(token);
    if (running || !userId || !navigator.onLine || !hasDownloads(tenant, userId)) return;
    running = true;
    try {
      const [{ recheckDownloads }, { downloadEnv, downloadManagerFor }] = await Promise.all([
        import('./entitlement-check.ts'),
        import('./downloads-runtime.ts'),
      ]);
      const owner = { api: scope.api, tenant, userId };
      const sessionId = sessionIdOf(token);
      const previous = checkedSession(tenant, userId);
      const all = previous !== undefined && sessionId !== undefined && previous !== sessionId;
      const summary = await recheckDownloads(downloadEnv(owner), { all });
      if (sessionId && !summary.interrupted) rememberSession(tenant, userId, sessionId);
      await downloadManagerFor(owner).resumeUnfinished();
    } catch (error) {
      console.error('Downloads could not be checked', error);
    } finally {
      running = false;
    }
  };
  window.addEventListener('online', () => void check());
  subscribeToken(() => void check());
  void check();
}

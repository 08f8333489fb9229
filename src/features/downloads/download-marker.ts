/**
 * A marker per tenant and user says "this device keeps downloads of this user", so start-up checks
 * (entitlement, unfinished transfers) load Dexie only for users who have any.
 */
const markerKey = (tenant: string, userId: string) => `downloads:${tenant}:${userId}`;
const listeners = new Set<() => void>();

/** Told when this page marks or unmarks downloads (the buttons then start or stop watching the rows). */
export function subscribeMarker(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasDownloads(tenant: string, userId: string): boolean {
  try {
    return localStorage.getItem(markerKey(tenant, userId)) === '1';
  } catch {
    return false;
  }
}

export function markDownloads(tenant: string, userId: string, present: boolean): void {
  if (hasDownloads(tenant, userId) === present) return;
  try {
    if (present) localStorage.setItem(markerKey(tenant, userId), '1');
    else localStorage.removeItem(markerKey(tenant, userId));
  } catch {
    // Without storage the checks run when the Downloads page opens instead.
  }
  for (const listener of listeners) listener();
}

const sessionKey = (tenant: string, userId: string) => `downloads-session:${tenant}:${userId}`;

/**
 * The session (the token's `sid`) the downloads were last checked in, if any: after a new login every
 * download is checked again (the subscription may have changed meanwhile).
 */
export function checkedSession(tenant: string, userId: string): string | undefined {
  try {
    return localStorage.getItem(sessionKey(tenant, userId)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberSession(tenant: string, userId: string, sessionId: string): void {
  try {
    localStorage.setItem(sessionKey(tenant, userId), sessionId);
  } catch {
    // Checked again next start: harmless.
  }
}

/**
 * A marker per tenant and user in localStorage says "something waits in the outbox", so pages with
 * nothing pending never load the outbox code or Dexie (the first load stays small).
 */
export const markerKey = (ctx: { tenant: string; userId: string }) => `outbox:${ctx.tenant}:${ctx.userId}`;

export const hasPendingWrites = (ctx: { tenant: string; userId: string }): boolean => {
  try {
    return localStorage.getItem(markerKey(ctx)) === '1';
  } catch {
    return false;
  }
};

export function setMarker(ctx: { tenant: string; userId: string }, pending: boolean): void {
  try {
    if (pending) localStorage.setItem(markerKey(ctx), '1');
    else localStorage.removeItem(markerKey(ctx));
  } catch {
    // Without storage the marker is lost; the next write or app start still looks when it can.
  }
}

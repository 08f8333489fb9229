/**
 * The commerce clock as the portal sees it: GET /subscription says the server's commerce time (a header,
 * COMMERCE_TIME_HEADER), which a demo clock may have moved; its distance from the device clock is kept per
 * tenant (in memory and local storage, so a cached answer restored at start still counts on server time).
 */
const KEY = 'commerce-clock-offset';
const offsets = new Map<string, number>();

const storageKey = (tenant: string) => `${KEY}:${tenant}`;

/** Notes the server's commerce time of an answer received at `receivedAt` (device time); unreadable: ignored. */
export function noteCommerceTime(tenant: string, header: string | null, receivedAt = Date.now()): void {
  const server = header ? Date.parse(header) : Number.NaN;
  if (!Number.isFinite(server)) return;
  const offset = server - receivedAt;
  offsets.set(tenant, offset);
  try {
    localStorage.setItem(storageKey(tenant), String(offset));
  } catch {
    // Storage blocked: the offset holds for this visit only.
  }
}

/** Now on the commerce clock: the device's now plus the last noted offset (none noted: the device's now). */
export function commerceNow(tenant: string, deviceNow = Date.now()): number {
  let offset = offsets.get(tenant);
  if (offset === undefined) {
    try {
      const stored = Number(localStorage.getItem(storageKey(tenant)));
      offset = Number.isFinite(stored) ? stored : 0;
    } catch {
      offset = 0;
    }
    offsets.set(tenant, offset);
  }
  return deviceNow + offset;
}

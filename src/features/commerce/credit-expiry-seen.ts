/**
 * Expiry popups already shown, per tenant, in local storage: credit-expiry alerts (commerce §9: once per period)
 * and subscription-expiration popups (once per subscription end), each under its own key.
 */
const KEY = 'credit-expiry-seen';
const KEEP = 20;

const storageKey = (tenant: string) => `${KEY}:${tenant}`;

export function seenCreditExpiries(tenant: string): Set<string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(tenant)) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

export function markCreditExpirySeen(tenant: string, key: string): void {
  try {
    const keys = [...seenCreditExpiries(tenant)].filter((k) => k !== key);
    localStorage.setItem(storageKey(tenant), JSON.stringify([...keys, key].slice(-KEEP)));
  } catch {
    // Storage full or blocked: the alert may show again, which is harmless.
  }
}

/**
 * Where the player keeps its queue between visits (localStorage: written synchronously, so a pagehide
 * write is never lost). One entry per tenant and user; a visitor's previews have their own. This part
 * is in the first load (the provider asks whether there is anything to restore); the rest is in
 * player-memory.ts, with the runtime.
 */
export const playerMemoryKey = (tenant: string, userId: string | undefined): string =>
  `player:${tenant}:${userId ?? 'visitor'}`;

export function hasPlayerMemory(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    // Storage refused (private mode, a sandbox): nothing to restore.
    return false;
  }
}

export function forgetPlayerMemory(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was stored either.
  }
}

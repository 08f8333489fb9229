import { StorageFullError } from './download-errors.ts';

/** What the portal needs of navigator.storage (absent in old browsers and some private modes). */
export interface StorageLike {
  persist?(): Promise<boolean>;
  persisted?(): Promise<boolean>;
  estimate?(): Promise<{ usage?: number; quota?: number }>;
}

/** Room the browser keeps free beyond the file itself (its own bookkeeping of chunks and rows). */
const HEADROOM_BYTES = 1024 * 1024;

export const browserStorage = (): StorageLike | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.storage;

/**
 * Before the first download: ask the browser to keep this site's data (downloads must not be
 * evicted under storage pressure). The browser may say no; downloading goes on either way.
 */
export async function askPersistence(storage: StorageLike | undefined): Promise<boolean> {
  try {
    if (await storage?.persisted?.()) return true;
    return (await storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

/** Throws StorageFullError when `bytes` more would not fit in the quota the browser gives the site. */
export async function ensureRoom(storage: StorageLike | undefined, bytes: number): Promise<void> {
  const estimate = await storage?.estimate?.().catch(() => undefined);
  if (!estimate || estimate.quota === undefined) return;
  const free = Math.max(0, estimate.quota - (estimate.usage ?? 0));
  if (bytes + HEADROOM_BYTES > free) throw new StorageFullError(bytes, free);
}

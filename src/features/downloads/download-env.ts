import type { PortalDb } from '#offline-store/db.ts';
import type { NotEntitledError } from './download-errors.ts';
import type { GrantAsk } from './download-grant.ts';
import type { StorageLike } from './storage-room.ts';

/** What a DownloadManager works with: the user, the database, the network and the browser's storage. */
export interface DownloadEnv extends GrantAsk {
  tenant: string;
  userId: string;
  openDb: () => Promise<PortalDb>;
  fetch?: typeof fetch;
  storage?: StorageLike | undefined;
  chunkBytes?: number;
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => Date;
  keepArtwork?: (imageUrl: string | undefined) => Promise<void>;
  dropArtwork?: (imageUrl: string | undefined) => Promise<void>;
  /** Runs a transfer under a lock, so two tabs never fetch the same download (undefined: the lock is taken). */
  lock?: <T>(name: string, task: () => Promise<T>) => Promise<T | undefined>;
}

export interface AddResult {
  /** Items now queued (or resumed). */
  added: number;
  /** Items already on the device or on their way. */
  present: number;
  /** Items the user may not download (the first refusal is thrown when nothing else could be added). */
  refused: NotEntitledError[];
}

import { Dexie, type EntityTable } from 'dexie';
import type { PlayableItem } from './playable-item.ts';

/**
 * The portal's IndexedDB (Dexie): downloaded media and the offline outbox. The service worker reads the
 * same database (sw/), so the schema lives here once. Versions are append-only: a change adds
 * `this.version(n + 1)`; existing versions are never edited. Load this module only where it is needed
 * (dynamic import): Dexie stays out of the first load.
 */

export const DB_NAME = 'portal';

export type DownloadStatus = 'queued' | 'downloading' | 'paused' | 'done' | 'failed' | 'disabled';

/** The album, playlist, podcast or audiobook a download was made from, as its page showed it then. */
export interface DownloadCollection {
  id: number;
  /** 'album' | 'playlist' | 'podcast' | 'audiobook' (the details page's kind). */
  kind: string;
  title: string;
  imageUrl?: string;
  /** The item's place in the collection's list (0 first): the collection plays in this order. */
  position: number;
}

/** One file of a downloaded video (its manifest, a video, an audio or a subtitle file), stored as its own chunks. */
export interface DownloadPart {
  name: string;
  sizeBytes: number;
  mimeType: string;
}

/**
 * One downloaded (or downloading) item of one user of one tenant; collectionId: what it was downloaded
 * with (commerce §7), `collection`: what the Downloads page groups it under (rows from version 1 lack it).
 */
export interface DownloadRow extends Omit<PlayableItem, 'id'> {
  /** `${tenant}:${userId}:${itemId}` — another user on this device never sees or plays it. */
  id: string;
  tenant: string;
  userId: string;
  itemId: number;
  mimeType: string;
  sizeBytes: number;
  receivedBytes: number;
  status: DownloadStatus;
  /** ISO 8601: plays offline until then; past it the portal checks again when online. */
  validUntil: string;
  /** The ticket offline plays report with. */
  ticket: string;
  /** Why a download is disabled or failed (a problem code), shown translated. */
  reason?: string;
  collection?: DownloadCollection;
  createdAt: string;
  /**
   * 'video': a set of files (`parts`) instead of one; each part's chunks are stored under
   * `${id}/${part.name}`, and sizeBytes/receivedBytes count all of them. Not indexed: no schema version.
   */
  kind?: 'video';
  parts?: DownloadPart[];
  /** The part a video plays from (its offline DASH manifest). */
  manifest?: string;
  /** ISO 8601: when it last started playing (storage pressure offers the oldest never played). Not indexed. */
  playedAt?: string;
}

/** A piece of a download's file, in order. */
export interface ChunkRow {
  downloadId: string;
  index: number;
  /** First byte of this chunk in the file. */
  start: number;
  data: Blob;
}

export type OutboxState = 'pending' | 'failed';

/** A write made offline (or refused with a network error or 5xx), replayed later with the same key. */
export interface OutboxRow {
  seq?: number;
  tenant: string;
  userId: string;
  /** Idempotency-Key: the server treats a repeated key as the same request. */
  key: string;
  /** Writes of one item replay in order (e.g. 'like:tracks:12'). */
  itemKey: string;
  /** Name of the replayable endpoint (outbox-endpoints.ts beside this file). */
  endpoint: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** When the user did it (ISO 8601). */
  createdAt: string;
  attempts: number;
  state: OutboxState;
  lastStatus?: number;
  /** The problem code of a refused (4xx) write, for the translated message. */
  lastCode?: string;
}

export class PortalDb extends Dexie {
  downloads!: EntityTable<DownloadRow, 'id'>;
  chunks!: EntityTable<ChunkRow, 'downloadId'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;

  constructor(name = DB_NAME) {
    super(name);
    this.version(1).stores({
      downloads: 'id, [tenant+userId], status',
      chunks: '[downloadId+index], downloadId',
      outbox: '++seq, [tenant+userId], itemKey, state, key',
    });
    // Downloads keep the collection they were made from; a collection is deleted as one group.
    this.version(2).stores({
      downloads: 'id, [tenant+userId], status, [tenant+userId+collection.id]',
    });
  }
}

let shared: PortalDb | undefined;

/** The one database of this page (or worker). */
export const portalDb = (): PortalDb => {
  shared ??= new PortalDb();
  return shared;
};

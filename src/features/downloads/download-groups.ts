import { shownSizeOfAll } from '#lib/format.ts';
import type { DownloadCollection, DownloadRow } from '#offline-store/db.ts';

/** The group of downloads kept without a collection: items downloaded on their own, and rows from before groups. */
export const OTHER_GROUP = 'other';

/** The downloads of one album, playlist, podcast or audiobook (or the other ones), as the Downloads page shows them. */
export interface DownloadGroup {
  /** `collection:<id>`, or OTHER_GROUP. */
  key: string;
  /** The collection as its newest download saw it; undefined for the other downloads. */
  collection: Omit<DownloadCollection, 'position'> | undefined;
  /** In the collection's order (the other downloads: oldest first). */
  rows: DownloadRow[];
  /** The group's size: the sum of the sizes its rows show (whole MB, each rounded up). */
  sizeMb: number;
  /** The earliest validUntil of its rows that may still play (disabled ones left out); undefined when none may. */
  validUntil: string | undefined;
}

const timeOf = (iso: string | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

/** The earliest validUntil of the rows a renewal still concerns (a disabled one never plays again as it is). */
export function earliestValidUntil(rows: readonly DownloadRow[]): string | undefined {
  let earliest: string | undefined;
  for (const row of rows) {
    if (row.status === 'disabled' || !Number.isFinite(timeOf(row.validUntil))) continue;
    if (earliest === undefined || timeOf(row.validUntil) < timeOf(earliest)) earliest = row.validUntil;
  }
  return earliest;
}

/** Past its validUntil: it plays offline only until the device is online again and the check renews it. */
export const isExpired = (validUntil: string | undefined, now: number): boolean =>
  validUntil !== undefined && timeOf(validUntil) <= now;

/** A row says its own date only when it is another day than its group's (downloads seconds apart share one). */
export const rowUntilDiffers = (
  row: DownloadRow,
  groupUntil: string | undefined,
  day: (iso: string) => string,
): boolean =>
  row.status !== 'disabled' && groupUntil !== undefined && day(row.validUntil) !== day(groupUntil);

const byPlace = (a: DownloadRow, b: DownloadRow) =>
  (a.collection?.position ?? 0) - (b.collection?.position ?? 0) || a.createdAt.localeCompare(b.createdAt);

/** The collection as a row keeps it, without the row's place in it. */
function collectionOf(row: DownloadRow): DownloadGroup['collection'] {
  if (!row.collection) return undefined;
  const { position: _position, ...collection } = row.collection;
  return collection;
}

const newestOf = (rows: readonly DownloadRow[]): DownloadRow =>
  rows.reduce((latest, row) => (row.createdAt > latest.createdAt ? row : latest));

/**
 * The user's downloads by the collection they were downloaded from: the group with the newest download
 * first, the other downloads last.
 */
export function groupDownloads(rows: readonly DownloadRow[]): DownloadGroup[] {
  const byKey = new Map<string, DownloadRow[]>();
  for (const row of rows) {
    const key = row.collection ? `collection:${row.collection.id}` : OTHER_GROUP;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const groups = [...byKey.entries()].map(([key, members]) => ({
    newest: newestOf(members).createdAt,
    group: {
      key,
      collection: collectionOf(newestOf(members)),
      rows: [...members].sort(byPlace),
      sizeMb: shownSizeOfAll(members.map((row) => row.sizeBytes)),
      validUntil: earliestValidUntil(members),
    },
  }));
  const last = (key: string) => Number(key === OTHER_GROUP);
  return groups
    .sort((a, b) => last(a.group.key) - last(b.group.key) || b.newest.localeCompare(a.newest))
    .map(({ group }) => group);
}

/** What the group's play button queues: its complete audio downloads, in the group's order (videos play alone). */
export const playableRows = (group: DownloadGroup): DownloadRow[] =>
  group.rows.filter((row) => row.status === 'done' && row.kind !== 'video');

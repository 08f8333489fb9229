import { describe, expect, it } from 'vitest';
import { BYTES_PER_MB, formatMb } from '#lib/format.ts';
import type { DownloadCollection, DownloadRow } from '#offline-store/db.ts';
import {
  earliestValidUntil,
  groupDownloads,
  isExpired,
  OTHER_GROUP,
  playableRows,
  rowUntilDiffers,
} from './download-groups.ts';

const album = (position: number, over: Partial<DownloadCollection> = {}): DownloadCollection => ({
  id: 7,
  kind: 'album',
  title: 'Golden Hour',
  imageUrl: '/media/artwork/7.svg',
  position,
  ...over,
});

let next = 0;
const row = (over: Partial<DownloadRow> = {}): DownloadRow => {
  const itemId = over.itemId ?? ++next;
  return {
    id: `demo:u-1:${itemId}`,
    tenant: 'demo',
    userId: 'u-1',
    itemId,
    title: `Track ${itemId}`,
    contentType: 'FULL_TRACK_MUSIC',
    mimeType: 'audio/mp4',
    sizeBytes: 0.35 * BYTES_PER_MB,
    receivedBytes: 0.35 * BYTES_PER_MB,
    status: 'done',
    validUntil: '2026-12-20T10:00:00.000Z',
    ticket: `t-${itemId}`,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
};

describe('downloads grouped by the collection they were downloaded from', () => {
  it('rows of one album form one group in the album order, whatever order they were downloaded in', () => {
    const rows = [
      row({ itemId: 3, collection: album(2), createdAt: '2026-11-20T10:00:01Z' }),
      row({ itemId: 1, collection: album(0), createdAt: '2026-11-20T10:00:02Z' }),
      row({ itemId: 2, collection: album(1), createdAt: '2026-11-20T10:00:03Z' }),
    ];
    const [group, ...rest] = groupDownloads(rows);
    expect(rest).toEqual([]);
    expect(group?.key).toBe('collection:7');
    expect(group?.collection).toEqual({
      id: 7,
      kind: 'album',
      title: 'Golden Hour',
      imageUrl: '/media/artwork/7.svg',
    });
    expect(group?.rows.map((r) => r.itemId)).toEqual([1, 2, 3]);
  });

  it('rows without a collection (older rows, items downloaded on their own) are the other downloads, listed last', () => {
    const rows = [
      row({ itemId: 1, collectionId: 9, createdAt: '2026-11-22T10:00:00Z' }),
      row({ itemId: 2, collection: album(0), createdAt: '2026-11-20T10:00:00Z' }),
      row({ itemId: 3, createdAt: '2026-11-21T10:00:00Z' }),
    ];
    const groups = groupDownloads(rows);
    expect(groups.map((g) => g.key)).toEqual(['collection:7', OTHER_GROUP]);
    expect(groups[1]?.collection).toBeUndefined();
    expect(groups[1]?.rows.map((r) => r.itemId)).toEqual([3, 1]);
  });

  it('the group with the newest download comes first; a playlist is a group of its own', () => {
    const playlist = album(0, { id: 11, kind: 'playlist', title: 'Late Drive' });
    const rows = [
      row({ itemId: 1, collection: album(0), createdAt: '2026-11-20T10:00:00Z' }),
      row({ itemId: 2, collection: playlist, createdAt: '2026-11-21T10:00:00Z' }),
      row({ itemId: 3, collection: album(1), createdAt: '2026-11-22T10:00:00Z' }),
    ];
    expect(groupDownloads(rows).map((g) => g.key)).toEqual(['collection:7', 'collection:11']);
  });

  it("a group's size is the sum of the sizes its rows show (three rows of 1 MB make 3 MB)", () => {
    const rows = [0.31, 0.32, 0.33].map((mb, i) =>
      row({ sizeBytes: mb * BYTES_PER_MB, collection: album(i) }),
    );
    const [group] = groupDownloads(rows);
    expect(formatMb(group?.sizeMb ?? 0, 'en')).toBe('3 MB');
  });

  it('the group plays its complete downloads only, in order', () => {
    const rows = [
      row({ itemId: 1, collection: album(0) }),
      row({ itemId: 2, collection: album(1), status: 'downloading', receivedBytes: 10 }),
      row({ itemId: 3, collection: album(2), status: 'disabled', reason: 'NOT_ENTITLED' }),
      row({ itemId: 4, collection: album(3) }),
    ];
    const [group] = groupDownloads(rows);
    expect(group && playableRows(group).map((r) => r.itemId)).toEqual([1, 4]);
  });
});

describe('offline until: the earliest date of a group, disabled downloads left out', () => {
  it('a group is available offline until the earliest validUntil of its rows that may still play', () => {
    const rows = [
      row({ validUntil: '2026-12-20T10:00:00Z' }),
      row({ validUntil: '2026-12-03T08:00:00Z' }),
      row({ validUntil: '2026-12-01T00:00:00Z', status: 'disabled', reason: 'NOT_ENTITLED' }),
    ];
    expect(earliestValidUntil(rows)).toBe('2026-12-03T08:00:00Z');
    expect(groupDownloads(rows)[0]?.validUntil).toBe('2026-12-03T08:00:00Z');
    expect(earliestValidUntil([rows[2] as DownloadRow])).toBeUndefined();
  });

  it('a date at or before now is expired', () => {
    const now = Date.parse('2026-12-03T08:00:00Z');
    expect(isExpired('2026-12-03T08:00:00Z', now)).toBe(true);
    expect(isExpired('2026-12-03T08:00:01Z', now)).toBe(false);
    expect(isExpired(undefined, now)).toBe(false);
  });

  it('a row shows its own date only on another day than its group (and never when disabled)', () => {
    const day = (iso: string) => iso.slice(0, 10);
    const group = '2026-12-03T08:00:00Z';
    expect(rowUntilDiffers(row({ validUntil: '2026-12-03T08:00:05Z' }), group, day)).toBe(false);
    expect(rowUntilDiffers(row({ validUntil: '2026-12-20T08:00:00Z' }), group, day)).toBe(true);
    expect(rowUntilDiffers(row({ validUntil: '2026-12-20T08:00:00Z', status: 'disabled' }), group, day)).toBe(
      false,
    );
  });
});

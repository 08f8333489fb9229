import { describe, expect, it } from 'vitest';
import type { DownloadRow } from '#offline-store/db.ts';
import { oldestUnplayed, underPressure } from './storage-pressure.ts';

const MB = 1024 * 1024;
const row = (id: string, createdAt: string, extra: Partial<DownloadRow> = {}) =>
  ({ id, createdAt, status: 'done', sizeBytes: 10 * MB, receivedBytes: 10 * MB, ...extra }) as DownloadRow;

describe('storage pressure', () => {
  it('starts below 10 % of the quota left', () => {
    expect(underPressure({ usage: 91 * MB, quota: 100 * MB })).toBe(true);
    expect(underPressure({ usage: 90 * MB, quota: 100 * MB })).toBe(false);
    expect(underPressure({ usage: 0, quota: 0 })).toBe(false);
  });

  it('offers the oldest downloads never played, as many as bring 10 % back', () => {
    const rows = [
      row('new', '2026-11-03'),
      row('played', '2026-11-01', { playedAt: '2026-11-02' }),
      row('oldest', '2026-11-02'),
      row('middle', '2026-11-02T12:00'),
      row('partial', '2026-10-01', { status: 'downloading' }),
    ];
    // 5 MB left of 200: 15 MB more are needed, so two 10 MB downloads.
    expect(oldestUnplayed(rows, { usage: 195 * MB, quota: 200 * MB }).map((r) => r.id)).toEqual([
      'oldest',
      'middle',
    ]);
    // Nearly at the threshold: still one.
    expect(oldestUnplayed(rows, { usage: 181 * MB, quota: 200 * MB }).map((r) => r.id)).toEqual(['oldest']);
    expect(oldestUnplayed([rows[1] as DownloadRow], { usage: 99 * MB, quota: 100 * MB })).toEqual([]);
  });
});

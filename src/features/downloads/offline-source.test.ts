import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { type DownloadRow, portalDb } from '#offline-store/db.ts';
import { downloadId, offlineMediaUrl } from '#offline-store/offline-media.ts';
import { playableDownload } from './offline-source.ts';

const now = new Date('2026-11-23T10:00:00Z');
const row = (over: Partial<DownloadRow> = {}): DownloadRow => ({
  id: downloadId('demo', 'u-1', 42),
  tenant: 'demo',
  userId: 'u-1',
  itemId: 42,
  title: 'Static Bloom',
  contentType: 'FULL_TRACK_MUSIC',
  mimeType: 'audio/mp4',
  sizeBytes: 1000,
  receivedBytes: 1000,
  status: 'done',
  validUntil: '2026-11-30T10:00:00Z',
  ticket: 't-42',
  createdAt: '2026-11-20T10:00:00Z',
  ...over,
});

describe('playing a downloaded item', () => {
  beforeEach(async () => {
    await portalDb().downloads.clear();
  });

  it('a complete, valid download plays from its local URL with its ticket', async () => {
    await portalDb().downloads.put(row());
    const source = await playableDownload('demo', 'u-1', 42, now, true);
    expect(source?.url).toBe('/media/offline/demo%3Au-1%3A42');
    expect(source?.url).toBe(offlineMediaUrl(row()));
    expect(source?.ticket).toBe('t-42');
  });

  it('another user or tenant on the device does not get it', async () => {
    await portalDb().downloads.put(row());
    expect(await playableDownload('demo', 'u-2', 42, now, true)).toBeUndefined();
    expect(await playableDownload('acme', 'u-1', 42, now, true)).toBeUndefined();
  });

  it('an unfinished or disabled download does not play', async () => {
    await portalDb().downloads.put(row({ status: 'paused', receivedBytes: 10 }));
    expect(await playableDownload('demo', 'u-1', 42, now, true)).toBeUndefined();
    await portalDb().downloads.put(row({ status: 'disabled' }));
    expect(await playableDownload('demo', 'u-1', 42, now, false)).toBeUndefined();
  });

  it('past validUntil it plays only offline (online it is checked again first)', async () => {
    await portalDb().downloads.put(row({ validUntil: '2026-11-22T10:00:00Z' }));
    expect(await playableDownload('demo', 'u-1', 42, now, true)).toBeUndefined();
    expect((await playableDownload('demo', 'u-1', 42, now, false))?.ticket).toBe('t-42');
  });
});

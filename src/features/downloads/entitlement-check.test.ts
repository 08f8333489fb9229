// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#lib/api-client.ts';
import { type DownloadRow, PortalDb } from '#offline-store/db.ts';
import { downloadId } from '#offline-store/offline-media.ts';
import { recheckDownloads } from './entitlement-check.ts';

const NOW = new Date('2026-11-23T10:00:00Z');
const row = (itemId: number, over: Partial<DownloadRow> = {}): DownloadRow => ({
  id: downloadId('demo', 'u-1', itemId),
  tenant: 'demo',
  userId: 'u-1',
  itemId,
  title: `Track ${itemId}`,
  contentType: 'FULL_TRACK_MUSIC',
  mimeType: 'audio/mp4',
  sizeBytes: 100,
  receivedBytes: 100,
  status: 'done',
  validUntil: '2026-11-22T10:00:00.000Z',
  ticket: `old-${itemId}`,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
const renewal = (n: number) =>
  json({
    uri: `https://portal.test/media/stream/g-${n}`,
    validUntil: '2026-11-30T10:00:00.000Z',
    sizeBytes: 100,
    contentType: 'FULL_TRACK_MUSIC',
    mimeType: 'audio/mp4',
    ticket: `new-${n}`,
  });
const refused = () =>
  json({ type: 'about:blank', title: 'No', status: 403, code: 'NOT_ENTITLED', data: { purchase: [] } }, 403);

let dbCount = 0;
async function setup(rows: DownloadRow[], answers: Array<Response | Error>) {
  const db = new PortalDb(`recheck-test-${++dbCount}`);
  await db.downloads.bulkPut(rows);
  const fetch = vi.fn<typeof globalThis.fetch>();
  for (const answer of answers) {
    if (answer instanceof Error) fetch.mockRejectedValueOnce(answer);
    else fetch.mockResolvedValueOnce(answer);
  }
  const env = {
    api: createApiClient({ baseUrl: 'https://portal.test/api', tenant: 'demo', fetch, retryDelayMs: 0 }),
    lang: () => 'en' as const,
    deviceId: () => 3,
    tenant: 'demo',
    userId: 'u-1',
    openDb: async () => db,
    now: () => NOW,
  };
  const asked = () => fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).articleId);
  return { db, env, asked };
}

describe('entitlement re-check of downloads', () => {
  it('only downloads past validUntil are asked again; the answer renews validUntil and the ticket', async () => {
    const { db, env, asked } = await setup(
      [row(1), row(2, { validUntil: '2026-11-29T10:00:00.000Z' })],
      [renewal(1)],
    );
    expect(await recheckDownloads(env, { all: false })).toEqual({
      renewed: 1,
      disabled: 0,
      interrupted: false,
    });
    expect(asked()).toEqual([1]);
    expect(await db.downloads.get(downloadId('demo', 'u-1', 1))).toMatchObject({
      status: 'done',
      validUntil: '2026-11-30T10:00:00.000Z',
      ticket: 'new-1',
    });
    expect((await db.downloads.get(downloadId('demo', 'u-1', 2)))?.ticket).toBe('old-2');
  });

  it('a 403 NOT_ENTITLED disables the download with its reason; it stays listed', async () => {
    const { db, env } = await setup([row(1)], [refused()]);
    expect(await recheckDownloads(env, { all: false })).toMatchObject({ disabled: 1 });
    expect(await db.downloads.get(downloadId('demo', 'u-1', 1))).toMatchObject({
      status: 'disabled',
      reason: 'NOT_ENTITLED',
    });
  });

  it('after a session change every download is checked, and a disabled one allowed again plays again', async () => {
    const { db, env, asked } = await setup(
      [
        row(1, { validUntil: '2026-11-29T10:00:00.000Z' }),
        row(2, { status: 'disabled', reason: 'NOT_ENTITLED' }),
      ],
      [renewal(1), renewal(2)],
    );
    await recheckDownloads(env, { all: true });
    expect(asked()).toEqual([1, 2]);
    expect(await db.downloads.get(downloadId('demo', 'u-1', 2))).toMatchObject({
      status: 'done',
      ticket: 'new-2',
    });
    expect((await db.downloads.get(downloadId('demo', 'u-1', 2)))?.reason).toBeUndefined();
  });

  it('offline, the check stops and changes nothing', async () => {
    const { db, env } = await setup([row(1), row(2)], [new TypeError('Failed to fetch')]);
    expect(await recheckDownloads(env, { all: false })).toEqual({
      renewed: 0,
      disabled: 0,
      interrupted: true,
    });
    expect((await db.downloads.toArray()).map((r) => r.status)).toEqual(['done', 'done']);
  });
});

// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { type OutboxRow, PortalDb } from '../src/offline-store/db.ts';
import { replayWithoutWindows, type WorkerReplayDeps } from './outbox.ts';
import { subjectOf } from './worker-session.ts';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const token = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;

let dbCount = 0;
function setup(
  answers: Array<number | Error>,
  session = { accessToken: token('u-1'), expires: NOW + 60_000 },
) {
  const db = new PortalDb(`sw-outbox-test-${++dbCount}`);
  const fetch = vi.fn<(request: Request) => Promise<Response>>();
  for (const answer of answers) {
    if (answer instanceof Error) fetch.mockRejectedValueOnce(answer);
    else
      fetch.mockResolvedValueOnce(
        new Response(JSON.stringify(answer >= 400 ? { code: `E${answer}` } : {}), { status: answer }),
      );
  }
  const deps: WorkerReplayDeps = {
    db,
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => NOW,
    session: async (tenant) =>
      tenant === 'demo' ? { ...session, userId: subjectOf(session.accessToken) ?? '' } : undefined,
    apiBase: async () => 'https://portal.test/api',
    lock: (_name, task) => task(),
  };
  const sent = () =>
    fetch.mock.calls.map(([request]) => ({
      line: `${request.method} ${request.url}`,
      key: request.headers.get('idempotency-key'),
      auth: request.headers.get('authorization'),
      tenant: request.headers.get('x-tenant-id'),
    }));
  return { db, deps, fetch, sent };
}

let keys = 0;
const write = (over: Partial<OutboxRow>): OutboxRow => ({
  tenant: 'demo',
  userId: 'u-1',
  key: `key-${++keys}`,
  itemKey: 'like:tracks:12',
  endpoint: 'like',
  params: { type: 'tracks', id: '12' },
  createdAt: '2026-11-23T08:00:00.000Z',
  attempts: 1,
  state: 'pending',
  ...over,
});
const like = (id: number) =>
  write({ itemKey: `like:tracks:${id}`, params: { type: 'tracks', id: String(id) } });
const unlike = (id: number) => ({ ...like(id), endpoint: 'unlike' });
const report = () =>
  write({
    endpoint: 'report',
    itemKey: 'report:t-1',
    params: undefined,
    body: { ticketId: 't-1', type: 'listened', date: '2026-11-23T08:00:00.000Z' },
  });

describe('the worker replays the outbox when no window is open', () => {
  it('sends waiting writes in order with their keys and the mirrored token, then forgets them', async () => {
    const { db, deps, sent, fetch } = setup([200, 200, 200]);
    await db.outbox.bulkAdd([like(12), unlike(12), report()]);
    expect(await replayWithoutWindows(deps)).toEqual({ sent: 3, failed: 0, retryLater: false });
    expect(sent().map((s) => s.line)).toEqual([
      'POST https://portal.test/api/like/tracks/12',
      'DELETE https://portal.test/api/like/tracks/12',
      'POST https://portal.test/api/content/streaming/report',
    ]);
    expect(sent()[0]).toMatchObject({ auth: `Bearer ${token('u-1')}`, tenant: 'demo' });
    expect(new Set(sent().map((s) => s.key)).size).toBe(3);
    const body = await (fetch.mock.calls[2] as [Request])[0].json();
    expect(body).toMatchObject({ ticketId: 't-1', date: '2026-11-23T08:00:00.000Z' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('an expired token, or a token of another user, sends nothing (the worker never refreshes)', async () => {
    const expired = setup([], { accessToken: token('u-1'), expires: NOW - 1 });
    await expired.db.outbox.add(like(12));
    expect(await replayWithoutWindows(expired.deps)).toEqual({ sent: 0, failed: 0, retryLater: false });
    expect(expired.fetch).not.toHaveBeenCalled();
    const other = setup([], { accessToken: token('u-2'), expires: NOW + 60_000 });
    await other.db.outbox.add(like(12));
    await replayWithoutWindows(other.deps);
    expect(other.fetch).not.toHaveBeenCalled();
    expect(await other.db.outbox.count()).toBe(1);
  });

  it('a network failure stops the replay; the write keeps its key and counts the attempt', async () => {
    const { db, deps, fetch } = setup([new TypeError('Failed to fetch')]);
    await db.outbox.bulkAdd([like(12), like(13)]);
    expect(await replayWithoutWindows(deps)).toMatchObject({ sent: 0, retryLater: true });
    expect(fetch).toHaveBeenCalledOnce();
    const rows = await db.outbox.toArray();
    expect(rows.map((r) => [r.key, r.attempts, r.lastStatus, r.state])).toEqual([
      [rows[0]?.key, 2, 0, 'pending'],
      [rows[1]?.key, 1, undefined, 'pending'],
    ]);
  });

  it('a 5xx holds back the later writes of that item only', async () => {
    const { db, deps, sent } = setup([503, 200]);
    await db.outbox.bulkAdd([like(12), unlike(12), like(13)]);
    expect(await replayWithoutWindows(deps)).toEqual({ sent: 1, failed: 0, retryLater: true });
    expect(sent().map((s) => s.line)).toEqual([
      'POST https://portal.test/api/like/tracks/12',
      'POST https://portal.test/api/like/tracks/13',
    ]);
    expect((await db.outbox.toArray()).map((r) => [r.endpoint, r.lastStatus ?? null])).toEqual([
      ['like', 503],
      ['unlike', null],
    ]);
  });

  it('a 409 IDEMPOTENCY_IN_PROGRESS (an earlier attempt still running) waits like a 5xx', async () => {
    const { db, deps, fetch } = setup([]);
    fetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 'IDEMPOTENCY_IN_PROGRESS' }), { status: 409 }),
    );
    await db.outbox.add(like(12));
    expect(await replayWithoutWindows(deps)).toEqual({ sent: 0, failed: 0, retryLater: true });
    expect(await db.outbox.toArray()).toMatchObject([{ state: 'pending', lastStatus: 409 }]);
  });

  it('a 4xx marks the write failed with its problem code, for the user to see; nothing is dropped', async () => {
    const { db, deps } = setup([404, 200]);
    await db.outbox.bulkAdd([like(12), like(13)]);
    expect(await replayWithoutWindows(deps)).toEqual({ sent: 1, failed: 1, retryLater: false });
    expect(await db.outbox.toArray()).toMatchObject([
      { state: 'failed', lastStatus: 404, lastCode: 'E404', attempts: 2 },
    ]);
  });

  it('a 401 stops: the page renews the session and replays later', async () => {
    const { db, deps, fetch } = setup([401]);
    await db.outbox.bulkAdd([like(12), like(13)]);
    expect(await replayWithoutWindows(deps)).toEqual({ sent: 0, failed: 0, retryLater: false });
    expect(fetch).toHaveBeenCalledOnce();
    expect((await db.outbox.toArray()).every((r) => r.state === 'pending')).toBe(true);
  });
});

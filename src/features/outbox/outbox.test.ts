import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#lib/api-client.ts';
import { PortalDb } from '#offline-store/db.ts';
import {
  dismissRefused,
  OUTBOX_WRITE_DEADLINE_MS,
  type OutboxContext,
  type OutboxWrite,
  refusedWrites,
  replayOutbox,
  sendOrQueue,
} from './outbox.ts';
import { hasPendingWrites } from './outbox-marker.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const problem = (status: number, code: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'No', status, code }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
const likeAnswer = (liked: boolean) => json({ type: 'tracks', id: 12, liked });

let dbCount = 0;
function setup(...answers: Array<Response | Error>) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  for (const a of answers) {
    if (a instanceof Error) fetch.mockRejectedValueOnce(a);
    else fetch.mockResolvedValueOnce(a);
  }
  const db = new PortalDb(`outbox-test-${++dbCount}`);
  let keys = 0;
  const requestSync = vi.fn();
  const ctx: OutboxContext = {
    api: createApiClient({ baseUrl: 'https://portal.test/api', tenant: 'demo', fetch, retryDelayMs: 0 }),
    tenant: 'demo',
    userId: 'u-1',
    openDb: async () => db,
    now: () => new Date('2026-11-23T08:00:00.000Z'),
    newKey: () => `key-${++keys}`,
    requestSync,
  };
  const sent = () =>
    fetch.mock.calls.map(([url, init]) => ({
      url: String(url),
      method: init?.method,
      key: new Headers(init?.headers).get('idempotency-key'),
      body: init?.body,
    }));
  return { ctx, db, fetch, sent, requestSync };
}

const like = (id = 12): OutboxWrite => ({
  endpoint: 'like',
  params: { type: 'tracks', id: String(id) },
  itemKey: `like:tracks:${id}`,
});
const unlike = (id = 12): OutboxWrite => ({ ...like(id), endpoint: 'unlike' });
const offline = () => new TypeError('Failed to fetch');

describe('offline outbox', () => {
  beforeEach(() => localStorage.clear());

  it('online, a write is sent at once with an Idempotency-Key and nothing is stored', async () => {
    const { ctx, db, sent } = setup(likeAnswer(true));
    expect(await sendOrQueue(ctx, like())).toEqual({
      sent: true,
      answer: { type: 'tracks', id: 12, liked: true },
    });
    expect(sent()).toEqual([
      { url: 'https://portal.test/api/like/tracks/12', method: 'POST', key: 'key-1', body: undefined },
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(hasPendingWrites(ctx)).toBe(false);
  });

  it('offline, the write waits with its key and original time, and a Background Sync is asked for', async () => {
    const { ctx, db, requestSync } = setup(offline());
    expect(await sendOrQueue(ctx, like())).toEqual({ sent: false });
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      key: 'key-1',
      itemKey: 'like:tracks:12',
      endpoint: 'like',
      createdAt: '2026-11-23T08:00:00.000Z',
      state: 'pending',
      attempts: 1,
      lastStatus: 0,
    });
    expect(hasPendingWrites(ctx)).toBe(true);
    expect(requestSync).toHaveBeenCalledOnce();
  });

  it('a write with no answer (a hanging connection) waits in the outbox after its deadline, like offline', async () => {
    const { ctx, db, fetch } = setup();
    fetch.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    expect(await sendOrQueue({ ...ctx, deadlineMs: 20 }, like())).toEqual({ sent: false });
    expect((await db.outbox.toArray())[0]).toMatchObject({ key: 'key-1', state: 'pending', lastStatus: 0 });
    expect(OUTBOX_WRITE_DEADLINE_MS).toBeLessThanOrEqual(10_000);
  });

  it('a 5xx keeps the write for later too', async () => {
    const { ctx, db } = setup(problem(503, 'UNAVAILABLE'));
    expect(await sendOrQueue(ctx, like())).toEqual({ sent: false });
    expect((await db.outbox.toArray())[0]).toMatchObject({ lastStatus: 503, state: 'pending' });
  });

  it('a 409 while the same key is still being handled counts as "try again later"', async () => {
    const { ctx, db } = setup(problem(409, 'IDEMPOTENCY_IN_PROGRESS'));
    expect(await sendOrQueue(ctx, like())).toEqual({ sent: false });
    expect((await db.outbox.toArray())[0]).toMatchObject({ lastStatus: 409, state: 'pending' });
  });

  it('a 4xx is final: it is thrown to the caller and nothing is stored', async () => {
    const { ctx, db } = setup(problem(404, 'ITEM_NOT_FOUND'));
    await expect(sendOrQueue(ctx, like())).rejects.toMatchObject({ status: 404 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('a later write of an item that has one waiting queues behind it without being sent', async () => {
    const { ctx, db, fetch } = setup(offline());
    await sendOrQueue(ctx, like());
    expect(await sendOrQueue(ctx, unlike())).toEqual({ sent: false });
    expect(fetch).toHaveBeenCalledOnce();
    expect((await db.outbox.toArray()).map((r) => [r.endpoint, r.key])).toEqual([
      ['like', 'key-1'],
      ['unlike', 'key-2'],
    ]);
  });

  it('replay sends the waiting writes in order with their original keys, then forgets them', async () => {
    const { ctx, db, sent } = setup(offline(), likeAnswer(true), likeAnswer(false));
    await sendOrQueue(ctx, like());
    await sendOrQueue(ctx, unlike());
    expect(await replayOutbox(ctx)).toEqual({ sent: 2, failed: [], waiting: 0 });
    expect(
      sent()
        .slice(1)
        .map((r) => [r.method, r.key]),
    ).toEqual([
      ['POST', 'key-1'],
      ['DELETE', 'key-2'],
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(hasPendingWrites(ctx)).toBe(false);
  });

  it('a 503 on replay keeps the write (same key next time) and holds back later writes of the same item only', async () => {
    const { ctx, db, sent } = setup(
      offline(),
      offline(),
      problem(503, 'UNAVAILABLE'),
      json({ type: 'tracks', id: 13, liked: true }),
      likeAnswer(true),
      likeAnswer(false),
    );
    await sendOrQueue(ctx, like(12));
    await sendOrQueue(ctx, unlike(12));
    await sendOrQueue(ctx, like(13));
    expect(await replayOutbox(ctx)).toEqual({ sent: 1, failed: [], waiting: 2 });
    expect(await replayOutbox(ctx)).toEqual({ sent: 2, failed: [], waiting: 0 });
    expect(sent().map((r) => r.key)).toEqual(['key-1', 'key-3', 'key-1', 'key-3', 'key-1', 'key-2']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a write queued behind one being replayed goes out in the same replay, after it', async () => {
    const { ctx, db, fetch, sent } = setup(offline());
    await sendOrQueue(ctx, like());
    let queued: Promise<unknown> | undefined;
    // While the replay sends the like, the user unlikes: it waits behind the like, which is still stored.
    fetch.mockImplementationOnce(async () => {
      queued = sendOrQueue(ctx, unlike());
      await queued;
      return likeAnswer(true);
    });
    fetch.mockResolvedValueOnce(likeAnswer(false));
    expect(await replayOutbox(ctx)).toEqual({ sent: 2, failed: [], waiting: 0 });
    expect(await queued).toEqual({ sent: false });
    expect(
      sent()
        .slice(1)
        .map((r) => [r.method, r.key]),
    ).toEqual([
      ['POST', 'key-1'],
      ['DELETE', 'key-2'],
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('replay stops at a network failure and keeps everything', async () => {
    const { ctx, db } = setup(offline(), offline(), offline());
    await sendOrQueue(ctx, like(12));
    await sendOrQueue(ctx, like(13));
    expect(await replayOutbox(ctx)).toEqual({ sent: 0, failed: [], waiting: 2 });
    expect((await db.outbox.toArray()).map((r) => r.attempts)).toEqual([2, 1]);
  });

  it('a 4xx on replay marks the write refused, listed for the user until dismissed; nothing is dropped silently', async () => {
    const { ctx } = setup(offline(), problem(404, 'ITEM_NOT_FOUND'));
    await sendOrQueue(ctx, like());
    const summary = await replayOutbox(ctx);
    expect(summary.sent).toBe(0);
    expect(summary.failed).toEqual([
      expect.objectContaining({ key: 'key-1', state: 'failed', lastStatus: 404 }),
    ]);
    const refused = await refusedWrites(ctx);
    expect(refused).toEqual([expect.objectContaining({ lastCode: 'ITEM_NOT_FOUND', endpoint: 'like' })]);
    await dismissRefused(ctx, refused[0]?.seq ?? -1);
    expect(await refusedWrites(ctx)).toEqual([]);
  });

  it('a 401 on replay stops and keeps the writes for after the next login', async () => {
    const { ctx, db } = setup(offline(), problem(401, 'UNAUTHENTICATED'));
    await sendOrQueue(ctx, like());
    expect(await replayOutbox(ctx)).toEqual({ sent: 0, failed: [], waiting: 1 });
    expect((await db.outbox.toArray())[0]?.state).toBe('pending');
  });

  it('two replays at once share one run (no write is sent twice by this page)', async () => {
    const { ctx, fetch } = setup(offline(), likeAnswer(true));
    await sendOrQueue(ctx, like());
    const [a, b] = await Promise.all([replayOutbox(ctx), replayOutbox(ctx)]);
    expect(a).toEqual(b);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('another user’s waiting writes are neither replayed nor listed', async () => {
    const { ctx, fetch } = setup(offline());
    await sendOrQueue(ctx, like());
    const other = { ...ctx, userId: 'u-2' };
    expect(await replayOutbox(other)).toEqual({ sent: 0, failed: [], waiting: 0 });
    expect(await refusedWrites(other)).toEqual([]);
    expect(fetch).toHaveBeenCalledOnce();
  });
});

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { streamingReports } from '../db/schema/playback.ts';
import { childOf, LISTENER, play, postAs, tokenOf } from '../routes/player/player-testing.ts';
import { failWrites } from '../testing/fail-writes.ts';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';

/** Issue 11 finding 7: the Idempotency-Key's answer and the write it answers are one transaction. */
describe.each(databaseTargets())('Idempotency-Key crash window on %s', (target) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    token = (await tokenOf(t, LISTENER)).token;
  });
  afterAll(() => t.dispose());

  const reportBody = (ticketId: string) => ({
    ticketId,
    type: 'listened',
    date: new Date().toISOString(),
    usageDuration: 15,
    maxUsageDuration: 15,
    offline: false,
    partial: true,
  });
  const reportsOf = async (ticketId: string) =>
    (await t.database.db.select().from(streamingReports).where(eq(streamingReports.ticketId, ticketId)))
      .length;

  it('storing the answer fails after the report was written: nothing is kept, and the retry writes one report', async () => {
    const track = await childOf(t, 'demo', 'track', 'golden-hour', 2);
    const ticket = (await play(t, track.id, { token })).answer.ticket ?? '';
    const key = randomUUID();
    // One body: a repeat with another body would be another request (422).
    const body = reportBody(ticket);
    const send = () =>
      postAs(t, '/content/streaming/report', body, { token, headers: { 'idempotency-key': key } });

    // The crash window: the report's insert has run, then storing the key's answer fails.
    const restore = await failWrites(t.database.db, 'idempotency_keys', 'update', "new.state = 'done'");
    expect((await send()).status).toBe(500);
    await restore();
    expect(await reportsOf(ticket)).toBe(0);

    // A real crash leaves the key running; the client retries once it counts as abandoned (60 s).
    await t.database.db
      .update(idempotencyKeys)
      .set({ lockedAt: sql`now() - interval '2 minutes'` })
      .where(eq(idempotencyKeys.key, key));
    const retry = await send();
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    const again = await send();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await reportsOf(ticket)).toBe(1);
  });

  it('a failing write after the key was taken keeps neither the write nor the key: the retry runs at once', async () => {
    const track = await childOf(t, 'demo', 'track', 'golden-hour', 3);
    const ticket = (await play(t, track.id, { token })).answer.ticket ?? '';
    const key = randomUUID();
    // One body: a repeat with another body would be another request (422).
    const body = reportBody(ticket);
    const send = () =>
      postAs(t, '/content/streaming/report', body, { token, headers: { 'idempotency-key': key } });
    const restore = await failWrites(t.database.db, 'streaming_reports', 'insert');
    expect((await send()).status).toBe(500);
    await restore();
    const left = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(left).toEqual([]);
    expect((await send()).status).toBe(200);
    expect(await reportsOf(ticket)).toBe(1);
  });
});

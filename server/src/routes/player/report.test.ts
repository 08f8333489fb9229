import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningTickets, streamingReports } from '../../db/schema/playback.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { expectProblem } from '../session/session-testing.ts';
import { type CallAs, childOf, LISTENER, OWNER, play, postAs, tokenOf } from './player-testing.ts';

describe.each(databaseTargets())('POST /content/streaming/report on %s', (target) => {
  let t: TestApp;
  let listener: { id: string; token: string };
  beforeAll(async () => {
    t = await startTestApp(target);
    listener = await tokenOf(t, LISTENER);
  });
  afterAll(() => t.dispose());

  const report = (ticketId: string, extra: Record<string, unknown> = {}) => ({
    ticketId,
    type: 'listened',
    date: new Date().toISOString(),
    usageDuration: 15,
    maxUsageDuration: 15,
    offline: false,
    partial: true,
    ...extra,
  });
  const send = (body: unknown, as: CallAs = {}) => postAs(t, '/content/streaming/report', body, as);
  const reportsOf = (ticketId: string) =>
    t.database.db.select().from(streamingReports).where(eq(streamingReports.ticketId, ticketId));
  const ticketFor = async (slug: string, token?: string) => {
    const track = await childOf(t, 'demo', 'track', slug, 1);
    const { answer } = await play(t, track.id, token ? { token } : {});
    return { ticket: answer.ticket ?? '', itemId: track.id };
  };

  it('a visitor’s preview ticket reports without a user; the report keeps its own date', async () => {
    const { ticket, itemId } = await ticketFor('golden-hour');
    const date = new Date(Date.now() - 20_000).toISOString();
    const res = await send(report(ticket, { date, partial: false, maxUsageDuration: 30 }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ accepted: true });
    const [row] = await reportsOf(ticket);
    expect(row).toMatchObject({
      userId: null,
      itemId,
      usageDuration: 15,
      maxUsageDuration: 30,
      partial: false,
    });
    expect(row?.reportedAt.toISOString()).toBe(date);
  });

  it('a user’s ticket reports only with that user’s token: none is 401, another user’s or tenant’s is 404', async () => {
    const { ticket } = await ticketFor('paper-oceans', listener.token);
    expect((await send(report(ticket), { token: listener.token })).status).toBe(200);
    expect((await reportsOf(ticket))[0]?.userId).toBe(listener.id);
    await expectProblem(await send(report(ticket)), 401, 'AUTH_REQUIRED');
    const owner = await tokenOf(t, OWNER);
    await expectProblem(await send(report(ticket), { token: owner.token }), 404, 'TICKET_NOT_FOUND');
    await expectProblem(await send(report(ticket), { tenant: 'acme' }), 404, 'TICKET_NOT_FOUND');
    await expectProblem(await send(report('no-such-ticket')), 404, 'TICKET_NOT_FOUND');
    expect(await reportsOf(ticket)).toHaveLength(1);
  });

  it('implausible reports are 422: in the future, before the ticket, after it expired, beyond the file, longer than the time since', async () => {
    const { ticket } = await ticketFor('slow-rivers');
    const cases: Record<string, unknown>[] = [
      { date: new Date(Date.now() + 3_600_000).toISOString() },
      { date: new Date(Date.now() - 3_600_000).toISOString() },
      { maxUsageDuration: 40 },
      { usageDuration: 3_600 },
    ];
    for (const extra of cases)
      await expectProblem(await send(report(ticket, extra)), 422, 'REPORT_IMPLAUSIBLE');
    await t.database.db
      .update(listeningTickets)
      .set({
        issuedAt: new Date(Date.now() - 3 * 86_400_000),
        validUntil: new Date(Date.now() - 2 * 86_400_000),
      })
      .where(eq(listeningTickets.id, ticket));
    await expectProblem(await send(report(ticket)), 422, 'REPORT_IMPLAUSIBLE');
    expect(await reportsOf(ticket)).toHaveLength(0);
  });

  it('an offline report of a download ticket, sent days later from the outbox, is accepted while the download was valid', async () => {
    const track = await childOf(t, 'demo', 'track', 'northern-lights-live', 2);
    const res = await postAs(
      t,
      '/song/download',
      { articleId: track.id, distributionChannel: 'WEB', deviceId: 1 },
      { token: listener.token },
    );
    const { ticket } = (await res.json()) as { ticket: string };
    const issued = new Date(Date.now() - 3 * 86_400_000);
    await t.database.db
      .update(listeningTickets)
      .set({ issuedAt: issued })
      .where(eq(listeningTickets.id, ticket));
    const date = new Date(issued.getTime() + 86_400_000).toISOString();
    const sent = await send(report(ticket, { date, offline: true, usageDuration: 60 }), {
      token: listener.token,
    });
    expect(sent.status).toBe(200);
    expect((await reportsOf(ticket))[0]).toMatchObject({ offline: true, usageDuration: 60 });
  });

  it('malformed bodies and unknown fields are 400 problems and store nothing', async () => {
    const { ticket } = await ticketFor('neon-desert');
    const bad: unknown[] = [
      { ...report(ticket), extra: 1 },
      { ...report(ticket), type: 'skipped' },
      { ...report(ticket), usageDuration: -1 },
      { ...report(ticket), maxUsageDuration: 100_000 },
      { ...report(ticket), date: 'yesterday' },
      { ...report(ticket), offline: 'no' },
      { ...report(ticket), ticketId: '' },
      'not json',
    ];
    for (const body of bad) await expectProblem(await send(body), 400);
    expect(await reportsOf(ticket)).toHaveLength(0);
  });

  it('is idempotent: a repeated Idempotency-Key counts once and answers the first result; another body is 422', async () => {
    const { ticket } = await ticketFor('velvet-storm');
    const key = randomUUID();
    const body = report(ticket);
    const first = await send(body, { headers: { 'idempotency-key': key } });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await send(body, { headers: { 'idempotency-key': key } });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual({ accepted: true });
    expect(await reportsOf(ticket)).toHaveLength(1);
    const other = await send({ ...body, usageDuration: 30 }, { headers: { 'idempotency-key': key } });
    await expectProblem(other, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect((await send(body, { headers: { 'idempotency-key': randomUUID() } })).status).toBe(200);
    expect(await reportsOf(ticket)).toHaveLength(2);
  });
});

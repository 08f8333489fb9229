import { count, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadAnswerSchema, NotEntitledDataSchema } from '../../../../contract/player.ts';
import { downloads, listeningTickets } from '../../db/schema/playback.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../library/library-testing.ts';
import { mediaManifest } from '../media/media-library.ts';
import { expectProblem } from '../session/session-testing.ts';
import {
  childOf,
  FREE,
  itemBySlug,
  LISTENER,
  mediaCookie,
  OWNER,
  postAs,
  subscribe,
  tokenOf,
} from './player-testing.ts';

const DAY = 86_400_000;

describe.each(databaseTargets())('POST /song/download on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const request = (articleId: number, extra: Record<string, unknown> = {}) => ({
    articleId,
    distributionChannel: 'WEB',
    deviceId: 1001,
    ...extra,
  });
  const download = async (token: string, articleId: number, extra: Record<string, unknown> = {}) => {
    const res = await postAs(t, '/song/download', request(articleId, extra), { token });
    expect(res.status, await res.clone().text()).toBe(200);
    return { res, answer: v.parse(DownloadAnswerSchema, await res.json()) };
  };
  const rowsOf = async (userId: string) =>
    t.database.db.select().from(downloads).where(eq(downloads.userId, userId));
  const countOf = async (userId: string) =>
    (await t.database.db.select({ n: count() }).from(downloads).where(eq(downloads.userId, userId)))[0]?.n;
  const near = (iso: string, expectedMs: number) =>
    expect(Math.abs(Date.parse(iso) - expectedMs)).toBeLessThan(60_000);

  it('a subscriber gets a 1 h URL of the full file, a week offline, a ticket, and the download is recorded', async () => {
    const { id, token } = await tokenOf(t, LISTENER);
    const track = await childOf(t, 'demo', 'track', 'static-hearts', 2);
    const album = await itemBySlug(t, 'demo', 'album', 'static-hearts');
    const { res, answer } = await download(token, track.id, { collectionId: album.id });
    const file = mediaManifest().audio[track.props.audio ?? ''];
    expect(answer).toMatchObject({
      sizeBytes: file?.bytes,
      mimeType: 'audio/mp4',
      contentType: 'FULL_TRACK_MUSIC',
    });
    expect(answer.uri).toMatch(/^http:\/\/localhost\/media\/stream\//);
    near(answer.validUntil, Date.now() + 7 * DAY);
    expect(mediaCookie(res)).toMatch(/^__Host-media=/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({
      itemId: track.id,
      deviceId: 1001,
      collectionId: album.id,
      ticketId: answer.ticket,
    });
    const [ticket] = await t.database.db
      .select()
      .from(listeningTickets)
      .where(eq(listeningTickets.id, answer.ticket));
    expect(ticket).toMatchObject({ source: 'download', isPreview: false, userId: id });
    expect(ticket?.validUntil.toISOString()).toBe(answer.validUntil);
  });

  it('valid until the subscription’s end when sooner; owned items and podcast episodes 30 days', async () => {
    const user = await signedInUser(t);
    const end = new Date(Date.now() + 2 * DAY);
    await subscribe(t, { userId: user.id }, { endDate: end });
    const track = await childOf(t, 'demo', 'track', 'neon-desert', 1);
    expect((await download(user.token, track.id)).answer.validUntil).toBe(end.toISOString());
    const owner = await tokenOf(t, OWNER);
    const owned = await childOf(t, 'demo', 'chapter', 'the-little-lighthouse', 7);
    near((await download(owner.token, owned.id)).answer.validUntil, Date.now() + 30 * DAY);
    const free = await tokenOf(t, FREE);
    const episode = await childOf(t, 'demo', 'episode', 'green-planet', 2);
    const { answer } = await download(free.token, episode.id);
    expect(answer.contentType).toBe('PODCAST');
    near(answer.validUntil, Date.now() + 30 * DAY);
  });

  it('asking again for the same item and device renews validUntil and the ticket (one row)', async () => {
    const user = await signedInUser(t);
    await subscribe(t, { userId: user.id });
    const track = await childOf(t, 'demo', 'track', 'concrete-dreams', 1);
    const first = (await download(user.token, track.id)).answer;
    await t.database.db
      .update(downloads)
      .set({ validUntil: sql`now() - interval '1 day'` })
      .where(eq(downloads.userId, user.id));
    const again = (await download(user.token, track.id)).answer;
    expect(again.ticket).not.toBe(first.ticket);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.validUntil.getTime()).toBeGreaterThan(Date.now());
    await download(user.token, track.id, { deviceId: 1002 });
    expect(await rowsOf(user.id)).toHaveLength(2);
  });

  it('visitors get 401; users without entitlement 403 NOT_ENTITLED with the purchase options, nothing recorded', async () => {
    const track = await childOf(t, 'demo', 'track', 'oud-and-echo', 3);
    await expectProblem(await postAs(t, '/song/download', request(track.id)), 401, 'AUTH_REQUIRED');
    const { id, token } = await tokenOf(t, FREE);
    const problem = await expectProblem(
      await postAs(t, '/song/download', request(track.id), { token }),
      403,
      'NOT_ENTITLED',
    );
    const { purchase } = v.parse(NotEntitledDataSchema, problem.data);
    expect(purchase.map((p) => p.type)).toEqual(Array(6).fill('SUBSCRIPTION'));
    const pending = await signedInUser(t);
    await subscribe(t, { userId: pending.id }, { subState: 'PENDING' });
    await expectProblem(await postAs(t, '/song/download', request(track.id), { token: pending.token }), 403);
    expect((await rowsOf(id)).filter((row) => row.itemId === track.id)).toHaveLength(0);
    expect(await rowsOf(pending.id)).toHaveLength(0);
  });

  it('collectionId must be the item’s album or a playlist that lists it', async () => {
    const { token } = await tokenOf(t, LISTENER);
    const track = await childOf(t, 'demo', 'track', 'midnight-signals', 2);
    const playlist = await itemBySlug(t, 'demo', 'playlist', 'focus-flow');
    await download(token, track.id, { collectionId: playlist.id });
    const otherAlbum = await itemBySlug(t, 'demo', 'album', 'golden-hour');
    for (const collectionId of [otherAlbum.id, 999_999_999]) {
      const res = await postAs(t, '/song/download', request(track.id, { collectionId }), { token });
      const problem = await expectProblem(res, 400, 'VALIDATION_FAILED');
      expect(problem.errors?.[0]?.path).toBe('body.collectionId');
    }
  });

  it('bad input, unknown items and another tenant’s items are refused and nothing is written', async () => {
    const { id, token } = await tokenOf(t, LISTENER);
    const track = await childOf(t, 'demo', 'track', 'velvet-storm', 1);
    const before = await countOf(id);
    const bad: unknown[] = [
      { ...request(track.id), distributionChannel: 'APP' },
      { ...request(track.id), deviceId: 0 },
      { ...request(track.id), extra: true },
      { articleId: track.id, distributionChannel: 'WEB' },
      { ...request(track.id), articleId: -4 },
      '[1,2]',
    ];
    for (const body of bad) await expectProblem(await postAs(t, '/song/download', body, { token }), 400);
    const album = await itemBySlug(t, 'demo', 'album', 'velvet-storm');
    const acme = await childOf(t, 'acme', 'track', 'sable-chaud', 1);
    for (const articleId of [album.id, acme.id])
      await expectProblem(
        await postAs(t, '/song/download', request(articleId), { token }),
        404,
        'ITEM_NOT_FOUND',
      );
    expect(await countOf(id)).toBe(before);
  });
});

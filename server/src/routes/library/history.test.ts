import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryPageSchema, PlayStateSchema } from '../../../../contract/history.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { expectProblem } from '../session/session-testing.ts';
import { idOf, insertItem, okJson, signedInUser, uniqueWord } from './library-testing.ts';

describe.each(databaseTargets())('history (/user/history) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const track = (tenant = 'demo', ageRating: 0 | 40 = 0) =>
    insertItem(t, tenant, {
      kind: 'track',
      titles: { en: `Tune ${uniqueWord()}` },
      ageRating,
      props: { durationSec: 200 },
    });
  const send = (method: string, path: string, token: string | undefined, body?: unknown, tenant = 'demo') =>
    t.api(path, { method, tenant, ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });
  const play = (token: string, id: number, seconds: number, contentType = 'FULL_TRACK_MUSIC') =>
    send('PUT', `/user/history/PLAY/${id}`, token, { userCurrentPlaying: seconds, contentType });
  const history = async (token: string, query = '') =>
    v.parse(HistoryPageSchema, await okJson(await send('GET', `/user/history${query}`, token)));

  it('play position round trip: 0 before playing, the saved seconds after, forgotten on DELETE', async () => {
    const { token } = await signedInUser(t);
    const item = await track();
    const before = v.parse(
      PlayStateSchema,
      await okJson(await send('GET', `/user/history/PLAY/${item.id}`, token)),
    );
    expect(before).toEqual({
      id: item.id,
      userCurrentPlaying: 0,
      contentType: 'FULL_TRACK_MUSIC',
      updatedAt: null,
    });
    const saved = v.parse(PlayStateSchema, await okJson(await play(token, item.id, 42.5)));
    expect(saved).toMatchObject({ id: item.id, userCurrentPlaying: 42.5, contentType: 'FULL_TRACK_MUSIC' });
    expect(Date.parse(saved.updatedAt ?? '')).not.toBeNaN();
    const again = await okJson(await send('GET', `/user/history/PLAY/${item.id}`, token));
    expect(again).toEqual(saved);
    expect(await okJson(await send('DELETE', `/user/history/PLAY/${item.id}`, token))).toEqual({
      id: item.id,
      deleted: true,
    });
    expect(await okJson(await send('GET', `/user/history/PLAY/${item.id}`, token))).toMatchObject({
      userCurrentPlaying: 0,
      updatedAt: null,
    });
    expect(await okJson(await send('DELETE', `/user/history/PLAY/${item.id}`, token))).toEqual({
      id: item.id,
      deleted: false,
    });
  });

  it('a position past the end is kept at the item length; a negative or absurd one is 400', async () => {
    const { token } = await signedInUser(t);
    const item = await track();
    expect(await okJson(await play(token, item.id, 5000))).toMatchObject({ userCurrentPlaying: 200 });
    for (const seconds of [-1, 86_401, '12'] as unknown[]) {
      const res = await send('PUT', `/user/history/PLAY/${item.id}`, token, {
        userCurrentPlaying: seconds,
        contentType: 'FULL_TRACK_MUSIC',
      });
      await expectProblem(res, 400, 'VALIDATION_FAILED');
    }
    const extra = { userCurrentPlaying: 1, contentType: 'FULL_TRACK_MUSIC', admin: true };
    await expectProblem(
      await send('PUT', `/user/history/PLAY/${item.id}`, token, extra),
      400,
      'VALIDATION_FAILED',
    );
  });

  it("the content type must be the item's; only playable items have a PLAY state", async () => {
    const { token } = await signedInUser(t);
    const item = await track();
    const album = await insertItem(t, 'demo', { kind: 'album', titles: { en: 'LP' } });
    const res = await play(token, item.id, 3, 'VIDEO');
    const problem = await expectProblem(res, 400, 'VALIDATION_FAILED');
    expect(problem.errors?.[0]?.path).toBe('body.contentType');
    await expectProblem(await play(token, item.id, 3, 'RADIO'), 400, 'VALIDATION_FAILED');
    await expectProblem(await play(token, album.id, 3), 404, 'ITEM_NOT_FOUND');
    const viewed = await send('POST', `/user/history/VIEW/${album.id}`, token, {
      contentType: 'FULL_TRACK_MUSIC',
    });
    expect(await okJson(viewed)).toMatchObject({
      id: album.id,
      type: 'VIEW',
      contentType: 'FULL_TRACK_MUSIC',
    });
  });

  it('the list is newest first, playing again moves an entry to the top, PLAY entries carry the position', async () => {
    const { token } = await signedInUser(t);
    const [a, b, c] = [await track(), await track(), await track()];
    await play(token, a.id, 10);
    await okJson(
      await send('POST', `/user/history/PLAY/${b.id}`, token, { contentType: 'FULL_TRACK_MUSIC' }),
    );
    await okJson(
      await send('POST', `/user/history/VIEW/${c.id}`, token, { contentType: 'FULL_TRACK_MUSIC' }),
    );
    await play(token, a.id, 20);
    const page = await history(token);
    expect(page.items.map((e) => [e.id, e.type])).toEqual([
      [a.id, 'PLAY'],
      [c.id, 'VIEW'],
      [b.id, 'PLAY'],
    ]);
    expect(page.items[0]).toMatchObject({ userCurrentPlaying: 20, contentType: 'FULL_TRACK_MUSIC' });
    expect(page.items[1]?.userCurrentPlaying).toBeUndefined();
    expect(page.items[0]?.node.data?.clickUrl).toMatch(/^\/music\/tracks\//);
    expect(idOf(page.items[2]?.node)).toBe(b.id);
    expect(page.total).toBe(3);
    expect((await history(token, '?offset=1&limit=1')).items.map((e) => e.id)).toEqual([c.id]);
  });

  it('PLAY entries of videos carry the length of the file they play (continue watching), other entries none', async () => {
    const { token } = await signedInUser(t);
    const film = await insertItem(t, 'demo', {
      kind: 'video',
      titles: { en: `Film ${uniqueWord()}` },
      props: { media: 'trailer', durationSec: 5400 },
    });
    const tune = await track();
    expect((await play(token, film.id, 7, 'VIDEO')).status).toBe(200);
    expect((await play(token, tune.id, 30)).status).toBe(200);
    const { items } = await history(token);
    expect(items.find((entry) => entry.id === film.id)).toMatchObject({
      type: 'PLAY',
      contentType: 'VIDEO',
      userCurrentPlaying: 7,
      // The demo file's 12 s, not the catalogue's 90 minutes.
      durationSec: 12,
    });
    expect(items.find((entry) => entry.id === tune.id)?.durationSec).toBeUndefined();
  });

  it('entries delete one by one and clear all at once; deleting twice is fine', async () => {
    const { token } = await signedInUser(t);
    const [a, b] = [await track(), await track()];
    await play(token, a.id, 10);
    await okJson(
      await send('POST', `/user/history/VIEW/${b.id}`, token, { contentType: 'FULL_TRACK_MUSIC' }),
    );
    expect(await okJson(await send('DELETE', `/user/history/VIEW/${b.id}`, token))).toEqual({
      id: b.id,
      deleted: true,
    });
    expect(await okJson(await send('DELETE', `/user/history/VIEW/${b.id}`, token))).toEqual({
      id: b.id,
      deleted: false,
    });
    expect((await history(token)).items.map((e) => e.id)).toEqual([a.id]);
    expect(await okJson(await send('DELETE', '/user/history', token))).toEqual({ deleted: 1 });
    expect((await history(token)).total).toBe(0);
    expect(await okJson(await send('GET', `/user/history/PLAY/${a.id}`, token))).toMatchObject({
      userCurrentPlaying: 0,
    });
  });

  it('the list honours minRating/maxRating', async () => {
    const { token } = await signedInUser(t);
    const [mild, adult] = [await track('demo', 0), await track('demo', 40)];
    await play(token, mild.id, 1);
    await play(token, adult.id, 1);
    expect((await history(token, '?maxRating=20')).items.map((e) => e.id)).toEqual([mild.id]);
    expect((await history(token)).total).toBe(2);
  });

  it("another tenant's ids and unknown ids are 404; malformed ids, types, bodies and paging are 400", async () => {
    const { token } = await signedInUser(t);
    const acme = await track('acme');
    await expectProblem(await play(token, acme.id, 1), 404, 'ITEM_NOT_FOUND');
    await expectProblem(await send('GET', `/user/history/PLAY/${acme.id}`, token), 404, 'ITEM_NOT_FOUND');
    await expectProblem(await send('DELETE', '/user/history/PLAY/999999999', token), 404, 'ITEM_NOT_FOUND');
    await expectProblem(await send('GET', '/user/history/PLAY/abc', token), 400, 'VALIDATION_FAILED');
    const body = { contentType: 'FULL_TRACK_MUSIC' };
    await expectProblem(await send('POST', '/user/history/LISTEN/1', token, body), 400, 'VALIDATION_FAILED');
    await expectProblem(
      await send('POST', `/user/history/VIEW/${acme.id}`, token, body),
      404,
      'ITEM_NOT_FOUND',
    );
    const item = await track();
    await expectProblem(
      await send('POST', `/user/history/VIEW/${item.id}`, token, '{"contentType":'),
      400,
      'MALFORMED_JSON',
    );
    for (const query of ['offset=-5', 'limit=1000', 'limit=ten']) {
      await expectProblem(await send('GET', `/user/history?${query}`, token), 400, 'VALIDATION_FAILED');
    }
  });

  it("role user only: every history call without a session is 401, another tenant's token too", async () => {
    const { token } = await signedInUser(t);
    const item = await track();
    const body = { userCurrentPlaying: 1, contentType: 'FULL_TRACK_MUSIC' };
    for (const [method, path, payload] of [
      ['GET', '/user/history', undefined],
      ['DELETE', '/user/history', undefined],
      ['GET', `/user/history/PLAY/${item.id}`, undefined],
      ['PUT', `/user/history/PLAY/${item.id}`, body],
      ['DELETE', `/user/history/PLAY/${item.id}`, undefined],
      ['POST', `/user/history/VIEW/${item.id}`, { contentType: 'FULL_TRACK_MUSIC' }],
    ] as const) {
      await expectProblem(await send(method, path, undefined, payload), 401, 'AUTH_REQUIRED');
      await expectProblem(await send(method, path, token, payload, 'acme'), 401, 'TOKEN_INVALID');
    }
    expect((await history(token)).total).toBe(0);
  });
});

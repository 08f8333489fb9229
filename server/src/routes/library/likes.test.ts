import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIKE_TYPES,
  type LikedPage,
  LikedPageSchema,
  LikeStateSchema,
} from '../../../../contract/library.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { accessTokenWith, expectProblem } from '../session/session-testing.ts';
import { idOf, insertItem, okJson, signedInUser, uniqueWord } from './library-testing.ts';

describe.each(databaseTargets())('likes (/like) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const track = (tenant = 'demo', extra: { ageRating?: 0 | 20 | 40 } = {}) =>
    insertItem(t, tenant, { kind: 'track', titles: { en: `Song ${uniqueWord()}`, ar: 'أغنية' }, ...extra });
  const call = (method: string, path: string, token?: string, tenant = 'demo') =>
    t.api(path, { method, tenant, ...(token ? { token } : {}) });
  const liked = async (token: string, type: string, query = ''): Promise<LikedPage> =>
    v.parse(LikedPageSchema, await okJson(await call('GET', `/like/${type}${query}`, token)));

  it('like, list and unlike persist; the answer says the new state; no-store', async () => {
    const { token } = await signedInUser(t);
    const item = await track();
    const res = await call('POST', `/like/tracks/${item.id}`, token);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(v.parse(LikeStateSchema, await okJson(res))).toEqual({ id: item.id, type: 'tracks', liked: true });
    expect((await liked(token, 'tracks')).items.map(idOf)).toEqual([item.id]);
    expect(await okJson(await call('GET', '/like', token))).toEqual({
      ids: [item.id],
      counts: [{ type: 'tracks', count: 1 }],
    });
    const off = await okJson(await call('DELETE', `/like/tracks/${item.id}`, token));
    expect(off).toEqual({ id: item.id, type: 'tracks', liked: false });
    expect((await liked(token, 'tracks')).total).toBe(0);
  });

  it('is idempotent: liking twice is one like, unliking an item that is not liked is fine', async () => {
    const { token } = await signedInUser(t);
    const item = await track();
    await okJson(await call('POST', `/like/tracks/${item.id}`, token));
    await okJson(await call('POST', `/like/tracks/${item.id}`, token));
    expect((await liked(token, 'tracks')).total).toBe(1);
    await okJson(await call('DELETE', `/like/tracks/${item.id}`, token));
    await okJson(await call('DELETE', `/like/tracks/${item.id}`, token));
    expect(await okJson(await call('GET', '/like', token))).toEqual({ ids: [], counts: [] });
  });

  it('lists newest like first as cards the portal renders, paged with offset and limit', async () => {
    const { token } = await signedInUser(t);
    const items = [await track(), await track(), await track()];
    for (const item of items) await okJson(await call('POST', `/like/tracks/${item.id}`, token));
    const newestFirst = items.map((i) => i.id).reverse();
    const page = await liked(token, 'tracks', '?limit=2');
    expect(page).toMatchObject({ type: 'tracks', total: 3, offset: 0, limit: 2 });
    expect(page.items.map(idOf)).toEqual(newestFirst.slice(0, 2));
    expect((await liked(token, 'tracks', '?offset=2&limit=2')).items.map(idOf)).toEqual(newestFirst.slice(2));
    const card = page.items[0];
    expect(card?.name).toBe('card');
    expect(card?.data?.title).toMatch(/^Song /);
    expect(card?.data?.imageUrl).toMatch(/^http:\/\/localhost\/media\/artwork\/\d+\.svg$/);
    expect(card?.data?.clickUrl).toMatch(/^\/music\/tracks\//);
    expect(card?.data?.customProperties).toMatchObject({ kind: 'track' });
    expect((await liked(token, 'tracks', '?lang=ar')).items[0]?.data?.title).toBe('أغنية');
    expect(await okJson(await call('GET', '/like', token))).toMatchObject({ ids: newestFirst });
  });

  it('each type lists only its kinds; GET /like/playlists lists playlists', async () => {
    const { token } = await signedInUser(t);
    const playlist = await insertItem(t, 'demo', { kind: 'playlist', titles: { en: 'Mix' } });
    const episode = await insertItem(t, 'demo', { kind: 'episode', titles: { en: 'Ep' } });
    const show = await insertItem(t, 'demo', { kind: 'podcast', titles: { en: 'Show' } });
    const online = await insertItem(t, 'demo', {
      kind: 'game',
      titles: { en: 'G' },
      props: { gameType: 'online' },
    });
    for (const [type, id] of [
      ['playlists', playlist.id],
      ['podcasts', episode.id],
      ['podcast-collections', show.id],
      ['online-games', online.id],
    ] as const) {
      await okJson(await call('POST', `/like/${type}/${id}`, token));
    }
    expect((await liked(token, 'playlists')).items.map(idOf)).toEqual([playlist.id]);
    expect((await liked(token, 'podcasts')).items.map(idOf)).toEqual([episode.id]);
    expect((await liked(token, 'podcast-collections')).items.map(idOf)).toEqual([show.id]);
    // One like per item: an online game shows under games and online games, not cloud games.
    expect((await liked(token, 'games')).items.map(idOf)).toEqual([online.id]);
    expect((await liked(token, 'online-games')).items.map(idOf)).toEqual([online.id]);
    expect((await liked(token, 'cloud-games')).total).toBe(0);
    expect((await liked(token, 'tracks')).total).toBe(0);
    expect(await okJson(await call('GET', '/like', token))).toMatchObject({
      counts: [
        { type: 'playlists', count: 1 },
        { type: 'games', count: 1 },
        { type: 'online-games', count: 1 },
        { type: 'podcasts', count: 1 },
        { type: 'podcast-collections', count: 1 },
      ],
    });
  });

  it('an item whose kind does not match the type is 404; an unknown type is 400', async () => {
    const { token } = await signedInUser(t);
    const item = await track();
    const download = await insertItem(t, 'demo', {
      kind: 'game',
      titles: { en: 'D' },
      props: { gameType: 'download' },
    });
    await expectProblem(await call('POST', `/like/albums/${item.id}`, token), 404, 'ITEM_NOT_FOUND');
    await expectProblem(await call('DELETE', `/like/videos/${item.id}`, token), 404, 'ITEM_NOT_FOUND');
    await expectProblem(
      await call('POST', `/like/online-games/${download.id}`, token),
      404,
      'ITEM_NOT_FOUND',
    );
    await expectProblem(await call('POST', `/like/songs/${item.id}`, token), 400, 'VALIDATION_FAILED');
    await expectProblem(await call('GET', '/like/songs', token), 400, 'VALIDATION_FAILED');
    expect(await okJson(await call('GET', '/like', token))).toEqual({ ids: [], counts: [] });
  });

  it("unknown ids and another tenant's ids are 404; malformed ids are 400", async () => {
    const { token } = await signedInUser(t);
    const acmeTrack = await track('acme');
    await expectProblem(await call('POST', `/like/tracks/${acmeTrack.id}`, token), 404, 'ITEM_NOT_FOUND');
    await expectProblem(await call('POST', '/like/tracks/999999999', token), 404, 'ITEM_NOT_FOUND');
    for (const id of ['0', '-1', 'abc', '1.5', '1e3', '12345678901', "1'--"]) {
      await expectProblem(
        await call('POST', `/like/tracks/${encodeURIComponent(id)}`, token),
        400,
        'VALIDATION_FAILED',
      );
    }
  });

  it('absurd paging is 400: negative, huge or non-numeric offset and limit', async () => {
    const { token } = await signedInUser(t);
    for (const query of [
      'offset=-1',
      'offset=10001',
      'offset=x',
      'limit=0',
      'limit=101',
      'limit=1e2',
      'page=2',
    ]) {
      await expectProblem(await call('GET', `/like/tracks?${query}`, token), 400, 'VALIDATION_FAILED');
    }
    await expectProblem(
      await call('GET', '/like/tracks?minRating=40&maxRating=20', token),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('lists honour minRating/maxRating and the tenant ceiling', async () => {
    const { token } = await signedInUser(t);
    const mild = await track('demo', { ageRating: 0 });
    const adult = await track('demo', { ageRating: 40 });
    for (const item of [mild, adult]) await okJson(await call('POST', `/like/tracks/${item.id}`, token));
    expect((await liked(token, 'tracks', '?maxRating=20')).items.map(idOf)).toEqual([mild.id]);
    expect((await liked(token, 'tracks', '?minRating=30')).items.map(idOf)).toEqual([adult.id]);
    expect((await liked(token, 'tracks')).total).toBe(2);
  });

  it("likes are the user's own and the tenant's own", async () => {
    const ann = await signedInUser(t);
    const bob = await signedInUser(t);
    const item = await track();
    await okJson(await call('POST', `/like/tracks/${item.id}`, ann.token));
    expect(await okJson(await call('GET', '/like', bob.token))).toEqual({ ids: [], counts: [] });
    // Another tenant's user has a separate list.
    const acme = await signedInUser(t, 'acme');
    expect(await okJson(await call('GET', '/like', acme.token, 'acme'))).toEqual({ ids: [], counts: [] });
  });

  it("role user only: no token, an expired token or another tenant's token is 401 and nothing changes", async () => {
    const { id, token } = await signedInUser(t);
    const item = await track();
    for (const [method, path] of [
      ['GET', '/like'],
      ['GET', '/like/playlists'],
      ['POST', `/like/tracks/${item.id}`],
      ['DELETE', `/like/tracks/${item.id}`],
    ] as const) {
      await expectProblem(await call(method, path), 401, 'AUTH_REQUIRED');
      await expectProblem(await call(method, path, token, 'acme'), 401, 'TOKEN_INVALID');
    }
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sid: string;
    };
    const now = Math.floor(Date.now() / 1000);
    const expired = await accessTokenWith(t, { sub: id, ten: 'demo', sid, iat: now - 60, exp: now - 1 });
    await expectProblem(await call('POST', `/like/tracks/${item.id}`, expired), 401, 'TOKEN_EXPIRED');
    expect(await okJson(await call('GET', '/like', token))).toEqual({ ids: [], counts: [] });
  });

  it('every type of the contract is served', async () => {
    const { token } = await signedInUser(t);
    for (const type of LIKE_TYPES) expect((await liked(token, type)).type).toBe(type);
  });
});

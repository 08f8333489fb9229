import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratings } from '../../db/schema/library.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { expectProblem } from '../session/session-testing.ts';
import { insertItem, okJson, signedInUser, uniqueWord } from './library-testing.ts';

describe.each(databaseTargets())('ratings (/rating) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const item = (kind: 'album' | 'artist' | 'game' = 'album', tenant = 'demo') =>
    insertItem(t, tenant, { kind, titles: { en: `Rated ${uniqueWord()}` } });
  const call = (
    method: string,
    path: string,
    init: { token?: string; body?: unknown; tenant?: string } = {},
  ) =>
    t.api(path, {
      method,
      tenant: init.tenant ?? 'demo',
      ...(init.token ? { token: init.token } : {}),
      ...(init.body === undefined ? {} : { body: init.body }),
    });
  const rows = async () => (await t.database.db.select({ n: count() }).from(ratings))[0]?.n ?? 0;

  it('a score per user and device; the average counts each user once with their last score', async () => {
    const album = await item();
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const body = { articleId: album.id, deviceId: 1, score: 4, contentType: 'FULL_TRACK_MUSIC' };
    expect(await okJson(await call('PUT', '/rating', { token: a.token, body }))).toMatchObject({
      articleId: album.id,
      score: 4,
      average: 4,
      count: 1,
    });
    // The same user on another device: still one voice, with the newest score.
    await okJson(await call('PUT', '/rating', { token: a.token, body: { ...body, deviceId: 2, score: 2 } }));
    await okJson(await call('PUT', '/rating', { token: b.token, body: { ...body, score: 5 } }));
    expect(await okJson(await call('GET', `/rating/article/${album.id}`))).toEqual({
      articleId: album.id,
      average: 3.5,
      count: 2,
    });
    // Each device keeps its own score; without a device the last one given.
    expect(
      await okJson(await call('GET', `/rating/user/article/${album.id}?deviceId=1`, { token: a.token })),
    ).toMatchObject({ score: 4, contentType: 'FULL_TRACK_MUSIC' });
    expect(
      await okJson(await call('GET', `/rating/user/article/${album.id}`, { token: a.token })),
    ).toMatchObject({
      score: 2,
    });
    // Changing a score replaces it.
    await okJson(await call('PUT', '/rating', { token: b.token, body: { ...body, score: 3 } }));
    expect(await okJson(await call('GET', `/rating/article/${album.id}`))).toMatchObject({
      average: 2.5,
      count: 2,
    });
  });

  it('an unrated article: no score, no average; the summary is public and cacheable', async () => {
    const game = await item('game');
    const { token } = await signedInUser(t);
    expect(await okJson(await call('GET', `/rating/user/article/${game.id}`, { token }))).toEqual({
      articleId: game.id,
      average: null,
      count: 0,
      score: null,
      contentType: 'GAME',
    });
    const res = await call('GET', `/rating/article/${game.id}`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('bad input is refused with a problem body and writes nothing', async () => {
    const album = await item();
    const artist = await item('artist');
    const acme = await item('album', 'acme');
    const { token } = await signedInUser(t);
    const good = { articleId: album.id, deviceId: 1, score: 3, contentType: 'FULL_TRACK_MUSIC' };
    const before = await rows();
    const cases: [unknown, number, string][] = [
      [{ ...good, score: 0 }, 400, 'VALIDATION_FAILED'],
      [{ ...good, score: 6 }, 400, 'VALIDATION_FAILED'],
      [{ ...good, score: 2.5 }, 400, 'VALIDATION_FAILED'],
      [{ ...good, score: '5' }, 400, 'VALIDATION_FAILED'],
      [{ ...good, contentType: 'VIDEO' }, 400, 'VALIDATION_FAILED'],
      [{ ...good, contentType: 'NOPE' }, 400, 'VALIDATION_FAILED'],
      [{ ...good, deviceId: -1 }, 400, 'VALIDATION_FAILED'],
      [{ ...good, extra: 1 }, 400, 'VALIDATION_FAILED'],
      [{ ...good, articleId: 2 ** 31 }, 400, 'VALIDATION_FAILED'],
      [{ ...good, articleId: artist.id }, 404, 'ITEM_NOT_FOUND'],
      [{ ...good, articleId: acme.id }, 404, 'ITEM_NOT_FOUND'],
    ];
    for (const [body, status, code] of cases)
      await expectProblem(await call('PUT', '/rating', { token, body }), status, code);
    await expectProblem(await call('PUT', '/rating', { body: good }), 401);
    await expectProblem(await call('GET', `/rating/user/article/${album.id}`), 401);
    await expectProblem(await call('GET', `/rating/article/${acme.id}`), 404, 'ITEM_NOT_FOUND');
    expect(await rows()).toBe(before);
  });
});

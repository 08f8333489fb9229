import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAccessTokens } from '../../db/schema/developer-apps.ts';
import { walletItems } from '../../db/schema/entitlement.ts';
import { historyEntries, likes } from '../../db/schema/library.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertItem, signedInUser, uniqueWord } from '../library/library-testing.ts';
import { expectProblem } from '../session/session-testing.ts';
import { appTokenFor } from './developer-apps-testing.ts';

const READS = [
  ['/oauth/api/library', 'library:read'],
  ['/oauth/api/favourites', 'favourites:read'],
  ['/oauth/api/history', 'history:read'],
] as const;
const ALL_READS = READS.map(([, scope]) => scope).join(' ');

interface Page {
  items: Record<string, unknown>[];
  total: number;
  offset: number;
  limit: number;
  nextOffset: number | null;
}

describe.each(databaseTargets())('partner API reads on %s', (target) => {
  let t: TestApp;
  const track = (title: string) => insertItem(t, 'demo', { kind: 'track', titles: { en: title } });
  const read = async (path: string, token: string, query = '') => {
    const res = await t.api(`${path}${query}`, { token });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return (await res.json()) as Page;
  };
  /** Each case registers its apps as a developer of its own (at most 10 active apps each). */
  const developer = async () => (await signedInUser(t)).token;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { trustProxy: true } });
  });
  afterAll(() => t.dispose());

  it("each scope reads the user's own library, favourites and history, with public fields only", async () => {
    const user = await signedInUser(t);
    const dev = await developer();
    const other = await signedInUser(t);
    const [owned, liked, played, othersLike] = await Promise.all([
      track(`Owned ${uniqueWord()}`),
      track(`Liked ${uniqueWord()}`),
      track(`Played ${uniqueWord()}`),
      track(`Other ${uniqueWord()}`),
    ]);
    await t.database.db
      .insert(walletItems)
      .values({ tenantName: 'demo', userId: user.id, itemId: owned.id, source: 'DTO' });
    expect((await t.api(`/like/tracks/${liked.id}`, { method: 'POST', token: user.token })).status).toBe(200);
    expect(
      (await t.api(`/like/tracks/${othersLike.id}`, { method: 'POST', token: other.token })).status,
    ).toBe(200);
    const position = { userCurrentPlaying: 42, contentType: 'FULL_TRACK_MUSIC' };
    const saved = await t.api(`/user/history/PLAY/${played.id}`, {
      method: 'PUT',
      token: user.token,
      body: position,
    });
    expect(saved.status).toBe(200);
    const { accessToken } = await appTokenFor(t, dev, user.token, ALL_READS);

    const library = await read('/oauth/api/library', accessToken);
    expect(library).toMatchObject({ total: 1, offset: 0, limit: 20, nextOffset: null });
    expect(library.items).toEqual([
      {
        id: owned.id,
        kind: 'track',
        title: owned.titles.en,
        imageUrl: expect.stringMatching(new RegExp(`/media/artwork/${owned.id}\\.svg$`)),
        url: expect.stringMatching(new RegExp(`^http://[^/]+/music/tracks/${owned.slug}/${owned.id}$`)),
        acquiredAt: expect.any(String),
      },
    ]);
    const favourites = await read('/oauth/api/favourites', accessToken);
    expect(favourites.total).toBe(1);
    expect(favourites.items).toEqual([
      expect.objectContaining({
        id: liked.id,
        kind: 'track',
        title: liked.titles.en,
        likedAt: expect.any(String),
      }),
    ]);
    expect((await read('/oauth/api/favourites', accessToken, '?type=albums')).total).toBe(0);
    const history = await read('/oauth/api/history', accessToken, '?lang=ar');
    expect(history.items).toEqual([
      expect.objectContaining({
        id: played.id,
        kind: 'track',
        type: 'PLAY',
        positionSec: 42,
        at: expect.any(String),
      }),
    ]);
    // Titles fall back to English; links carry the language prefix.
    expect(history.items[0]?.title).toBe(played.titles.en);
    expect(history.items[0]?.url).toMatch(/\/ar\/music\/tracks\//);
    for (const page of [library, favourites, history]) {
      const text = JSON.stringify(page);
      for (const secret of [user.id, other.id, 'demo"', 'tenant', 'userId'])
        expect(text).not.toContain(secret);
    }
  });

  it('pages with offset and limit, newest first', async () => {
    const user = await signedInUser(t);
    const dev = await developer();
    const items = [];
    for (let i = 0; i < 3; i++) {
      const item = await track(`Paged ${i} ${uniqueWord()}`);
      items.push(item);
      await t.database.db.insert(likes).values({
        tenantName: 'demo',
        userId: user.id,
        itemId: item.id,
        createdAt: new Date(Date.now() - (3 - i) * 60_000),
      });
    }
    const { accessToken } = await appTokenFor(t, dev, user.token, 'favourites:read');
    const first = await read('/oauth/api/favourites', accessToken, '?limit=2');
    expect(first.items.map((item) => item.id)).toEqual([items[2]?.id, items[1]?.id]);
    expect(first).toMatchObject({ total: 3, offset: 0, limit: 2, nextOffset: 2 });
    const last = await read('/oauth/api/favourites', accessToken, '?limit=2&offset=2');
    expect(last.items.map((item) => item.id)).toEqual([items[0]?.id]);
    expect(last.nextOffset).toBeNull();
  });

  it('a token without the scope gets 403 insufficient_scope on that read only', async () => {
    const user = await signedInUser(t);
    const dev = await developer();
    for (const [path, scope] of READS) {
      const { accessToken } = await appTokenFor(t, dev, user.token, 'profile:read');
      const res = await t.api(path, { token: accessToken });
      const www = res.headers.get('www-authenticate');
      expect(www).toBe(`Bearer error="insufficient_scope", scope="${scope}"`);
      await expectProblem(res, 403, 'INSUFFICIENT_SCOPE');
      // A token with just this scope reads it, and nothing else.
      const only = await appTokenFor(t, dev, user.token, scope);
      expect((await t.api(path, { token: only.accessToken })).status).toBe(200);
      for (const [otherPath] of READS.filter(([p]) => p !== path))
        await expectProblem(await t.api(otherPath, { token: only.accessToken }), 403, 'INSUFFICIENT_SCOPE');
      expect((await t.api('/oauth/userinfo', { token: only.accessToken })).status).toBe(403);
    }
  });

  it("no token, a portal token, a revoked consent or another tenant's call: 401 invalid_token", async () => {
    const user = await signedInUser(t);
    const dev = await developer();
    const { app, accessToken } = await appTokenFor(t, dev, user.token, ALL_READS);
    for (const [path] of READS) {
      expect((await t.api(path, { token: accessToken })).status).toBe(200);
      for (const res of [
        await t.api(path),
        await t.api(path, { token: user.token }),
        await t.api(path, { token: accessToken, tenant: 'acme' }),
      ]) {
        expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
        await expectProblem(res, 401, 'TOKEN_INVALID');
      }
    }
    const { consents } = (await (await t.api('/oauth/consents', { token: user.token })).json()) as {
      consents: { id: number; app: { clientId: string } }[];
    };
    const consent = consents.find((c) => c.app.clientId === app.clientId);
    const revoked = await t.api(`/oauth/consents/${consent?.id}`, { method: 'DELETE', token: user.token });
    expect(revoked.status).toBe(200);
    for (const [path] of READS)
      await expectProblem(await t.api(path, { token: accessToken }), 401, 'TOKEN_INVALID');
  });

  it('bad paging is a 400 problem (after the token check), and nothing is written', async () => {
    const user = await signedInUser(t);
    const dev = await developer();
    const { accessToken } = await appTokenFor(t, dev, user.token, ALL_READS);
    const counts = () =>
      Promise.all(
        [likes, historyEntries, walletItems, appAccessTokens].map((table) => t.database.db.$count(table)),
      );
    const before = await counts();
    const bad = [
      '?limit=0',
      '?limit=101',
      '?offset=-1',
      '?offset=abc',
      '?offset=10001',
      '?page=2',
      '?lang=xx',
    ];
    for (const [path] of READS) {
      for (const query of bad) {
        const problem = await expectProblem(
          await t.api(`${path}${query}`, { token: accessToken }),
          400,
          'VALIDATION_FAILED',
        );
        expect(problem.detail).toMatch(/query/);
      }
      // Without a token the answer is the 401, whatever the query.
      await expectProblem(await t.api(`${path}?limit=0`), 401, 'TOKEN_INVALID');
    }
    await expectProblem(
      await t.api('/oauth/api/favourites?type=bogus', { token: accessToken }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await counts()).toEqual(before);
  });
});

import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchResult, SearchResultSchema } from '../../../../contract/search.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { okJson } from '../library/library-testing.ts';
import { FREE, OWNER, tokenOf } from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';

/** Commerce §3 isWalletItem on search cards: per signed-in caller, never in a visitor's (shared) answer. */
describe.each(databaseTargets())('search cards and the wallet on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const search = async (token?: string, q = 'golden hour') => {
    const res = await t.api(
      `/search?q=${encodeURIComponent(q)}&kinds=album,track&limit=50`,
      token ? { token } : {},
    );
    return { res, body: v.parse(SearchResultSchema, await okJson(res)) };
  };
  const owned = (result: SearchResult) =>
    result.groups.flatMap((g) =>
      g.items.map((card) => [card.data?.title, card.data?.customProperties?.isWalletItem] as const),
    );

  it('the owner’s album and the tracks inside it are wallet items; another user owns nothing; visitors get no flag', async () => {
    const owner = await tokenOf(t, OWNER);
    const mine = await search(owner.token);
    expect(mine.res.headers.get('cache-control')).toBe('private, no-cache');
    expect(mine.res.headers.get('vary')).toContain('Authorization');
    const flags = new Map(owned(mine.body));
    expect(flags.get('Golden Hour')).toBe(true);
    // A track of Golden Hour is covered by the owned album.
    expect(new Map(owned((await search(owner.token, 'Paper Kites')).body)).get('Paper Kites')).toBe(true);

    const free = await tokenOf(t, FREE);
    const theirs = await search(free.token);
    expect(owned(theirs.body).every(([, flag]) => flag === false)).toBe(true);
    expect(owned(theirs.body).length).toBe(owned(mine.body).length);

    const visitor = await search();
    expect(visitor.res.headers.get('cache-control')).toBe('no-cache');
    expect(owned(visitor.body).every(([, flag]) => flag === undefined)).toBe(true);
  });

  it('a bad token is 401 (the portal renews it) rather than a visitor’s answer', async () => {
    await expectProblem(await t.api('/search?q=golden', { token: 'not-a-token' }), 401);
  });
});

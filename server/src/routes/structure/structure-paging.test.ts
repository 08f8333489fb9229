import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemSchema } from '../../../../contract/problem.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { childNamed, idsOf, propsOf, structureAt } from './catalogue-fixtures.ts';

describe.each(databaseTargets())('structure paging on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const grid = async (query: string) =>
    childNamed(await structureAt(t, `/structure/music-tracks?${query}`), 'grid');
  const badQuery = async (query: string, field: string) => {
    const res = await t.api(`/structure/music-tracks?${query}`);
    expect(res.status, query).toBe(400);
    const problem = v.parse(ProblemSchema, await res.json());
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors?.map((e) => e.path)).toContain(`query.${field}`);
  };

  it('offset and limit page the main list and say where the next page starts', async () => {
    const ten = await grid('limit=10');
    expect(idsOf(ten)).toHaveLength(10);
    const first = await grid('offset=0&limit=5');
    expect(propsOf(first)).toMatchObject({ hasMore: true, offset: 0, nextOffset: 5, paged: true });
    const second = await grid(`offset=${propsOf(first).nextOffset}&limit=5`);
    expect(propsOf(second)).toMatchObject({ offset: 5, nextOffset: 10 });
    expect([...idsOf(first), ...idsOf(second)]).toEqual(idsOf(ten));
  });

  it('offset paging and lastId paging walk the same list', async () => {
    const first = await grid('limit=4');
    const byCursor = await grid(`limit=4&lastId=${propsOf(first).lastId}`);
    const byOffset = await grid('limit=4&offset=4');
    expect(idsOf(byCursor)).toEqual(idsOf(byOffset));
  });

  it('an offset past the end is an empty last page, not an error', async () => {
    const past = await grid('offset=10000');
    expect(idsOf(past)).toEqual([]);
    expect(propsOf(past).hasMore).toBe(false);
  });

  it('rails of the page and the home page keep their own size whatever the limit', async () => {
    const home = await structureAt(t, '/structure/home?limit=2&offset=3');
    const rails = (home.substructure ?? []).filter((n) => n.name === 'rail');
    expect(rails.every((rail) => (rail.substructure?.length ?? 0) > 2)).toBe(true);
    const fragment = await structureAt(t, '/structure/home/fragment/new-albums?limit=3');
    expect(idsOf(fragment)).toHaveLength(3);
  });

  it('absurd paging values are 400 problems naming the field', async () => {
    await badQuery('offset=-1', 'offset');
    await badQuery('offset=10001', 'offset');
    await badQuery('offset=abc', 'offset');
    await badQuery('offset=1e3', 'offset');
    await badQuery('limit=0', 'limit');
    await badQuery('limit=101', 'limit');
    await badQuery('limit=2.5', 'limit');
    await badQuery('limit=', 'limit');
    await badQuery(`offset=${'9'.repeat(40)}`, 'offset');
  });

  it('lastId and offset together are a 400: a page is asked one way', async () => {
    const first = await grid('limit=2');
    await badQuery(`lastId=${propsOf(first).lastId}&offset=2`, 'offset');
  });
});

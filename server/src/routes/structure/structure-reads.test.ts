import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StructureNode, StructureNodeSchema } from '../../../../contract/structure.ts';
import { matchPage } from '../../testing/page-match.ts';
import { countQueries, type QueryCounter } from '../../testing/query-counter.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';

const links = (node: StructureNode): string[] => [
  ...(node.data?.clickUrl ? [node.data.clickUrl] : []),
  ...(node.substructure ?? []).flatMap(links),
];

describe.each(databaseTargets())('structure reads on %s', (target) => {
  let t: TestApp;
  let queries: QueryCounter;
  beforeAll(async () => {
    t = await startTestApp(target);
    queries = countQueries(t.database);
  });
  afterAll(async () => {
    queries.restore();
    await t.dispose();
  });

  /** Statements one composition sends: omitCache=true composes anew (the tenant row and version are in memory). */
  async function cost(structurePath: string, tenant = 'demo') {
    const sep = structurePath.includes('?') ? '&' : '?';
    const path = `${structurePath}${sep}omitCache=true`;
    await t.api(path, { tenant });
    queries.reset();
    const res = await t.api(path, { tenant });
    const count = queries.count;
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
    return { count, node: v.parse(StructureNodeSchema, await res.json()) };
  }

  it('home, list pages and every family of details page linked from them compose in at most 3 queries', async () => {
    const costs = new Map<string, number>();
    const queue = [
      '/',
      '/music',
      '/games',
      '/shop',
      '/news',
      '/main/video',
      '/music/albums',
      '/marketing/summer',
    ];
    const seenBases = new Set<string>();
    while (queue.length > 0) {
      const url = queue.shift() as string;
      const match = matchPage(url);
      // One page per base: every family, without walking the whole catalogue.
      if (!match || seenBases.has(match.def.base)) continue;
      seenBases.add(match.def.base);
      const { count, node } = await cost(match.structurePath);
      costs.set(`${match.def.base} ${match.structurePath}`, count);
      queue.push(...links(node));
    }
    expect(seenBases.size).toBeGreaterThan(35);
    expect([...costs].filter(([, count]) => count > 3)).toEqual([]);
    expect(costs.get('home /structure/home')).toBeLessThanOrEqual(2);
  });

  it('a stored page reads its sections once per content version, then only its items', async () => {
    expect((await cost('/structure/home')).count).toBe(1);
    await t.database.db.execute(
      sql`update structure_sections set item_limit = item_limit where tenant_name = 'demo'`,
    );
    queries.reset();
    await t.api('/structure/home?omitCache=true');
    // The write moved the version: the tenant row, the stored structure and the items are read again.
    expect(queries.count).toBe(3);
    expect((await cost('/structure/home')).count).toBe(1);
  });

  it('an album page asked by one of its tracks, and a track page, stay within 3 queries', async () => {
    const albums = await cost('/structure/music-albums');
    const albumId = albums.node.substructure?.[0]?.substructure?.[0]?.data?.customProperties?.id;
    const album = await cost(`/structure/music-album/fragment/${albumId}`);
    const trackList = album.node.substructure?.find((n) => n.name === 'track-list');
    const trackId = trackList?.substructure?.[0]?.data?.customProperties?.id;
    expect(trackId).toBeDefined();
    expect((await cost(`/structure/music-album/fragment/${trackId}`)).count).toBeLessThanOrEqual(3);
    expect((await cost(`/structure/music-track/fragment/${trackId}`)).count).toBeLessThanOrEqual(3);
  });
});

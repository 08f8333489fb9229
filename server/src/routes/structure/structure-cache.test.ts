import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { countQueries, type QueryCounter } from '../../testing/query-counter.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signIn } from '../session/session-testing.ts';
import { childNamed, insertItems, propsOf, structureAt } from './catalogue-fixtures.ts';

const SECRET = 'Only subscribers read this line.';

describe.each(databaseTargets())('structure answer cache on %s', (target) => {
  let t: TestApp;
  let queries: QueryCounter;
  const id: Record<string, number> = {};
  beforeAll(async () => {
    t = await startTestApp(target);
    const fixtures = [
      { kind: 'game', slug: 'sc-download', props: { gameType: 'download', platforms: ['Android'] } },
      {
        kind: 'article',
        slug: 'sc-premium',
        props: { section: 'articles', premium: true, markdown: { en: `Teaser for all.\n\n${SECRET}` } },
      },
    ] as const;
    const ids = await insertItems(t, 'demo', fixtures as never);
    fixtures.forEach((item, i) => {
      id[item.slug] = ids[i] as number;
    });
    queries = countQueries(t.database);
  });
  afterAll(async () => {
    queries.restore();
    await t.dispose();
  });

  const costOf = async (path: string, init: Parameters<TestApp['api']>[1] = {}) => {
    queries.reset();
    const res = await t.api(path, init);
    return { res, count: queries.count };
  };

  it('a repeated request is answered from memory without a query; omitCache=true composes anew', async () => {
    await t.api('/structure/music-list');
    expect((await costOf('/structure/music-list')).count).toBe(0);
    expect((await costOf('/structure/music-list?omitCache=true')).count).toBeGreaterThan(0);
  });

  it('a catalogue write shows in the very next answer', async () => {
    const grid = await structureAt(t, '/structure/music-albums');
    const card = grid.substructure?.[0]?.substructure?.[0];
    const albumId = card?.data?.customProperties?.id as number;
    await t.database.db
      .update(catalogueItems)
      .set({ titles: sql`jsonb_set(${catalogueItems.titles}, '{en}', '"Renamed by an operator"')` })
      .where(eq(catalogueItems.id, albumId));
    const again = await structureAt(t, '/structure/music-albums');
    expect(again.substructure?.[0]?.substructure?.[0]?.data?.title).toBe('Renamed by an operator');
  });

  it('answers are kept apart by tenant, language, rating bounds and origin', async () => {
    const demo = await structureAt(t, '/structure/home');
    const acme = await structureAt(t, '/structure/home', { tenant: 'acme' });
    expect(acme.data?.title).not.toBe(demo.data?.title);
    expect((await structureAt(t, '/structure/home?lang=ar')).data?.title).toBe('الرئيسية');
    const strict = await structureAt(t, '/structure/music-albums?maxRating=0');
    const ratings = (strict.substructure?.[0]?.substructure ?? []).map((c) => propsOf(c).ageRating);
    expect(ratings.every((rating) => rating === 0)).toBe(true);
    const other = await t.api('/structure/home', { host: '127.0.0.1' });
    expect(await other.text()).toContain('http://127.0.0.1/media/artwork/');
  });

  it('device parameters split only the answers of pages that ask for the device', async () => {
    await t.api('/structure/home?os=Android&isDesktop=false');
    expect((await costOf('/structure/home?os=iOS&isDesktop=true')).count).toBe(0);
    const game = `/structure/games-details/fragment/${id['sc-download']}`;
    const detail = async (query: string) =>
      propsOf(childNamed(await structureAt(t, `${game}?${query}`), 'detail')).runsOnDevice;
    expect(await detail('os=Android&isDesktop=false')).toBe(true);
    expect(await detail('os=iOS&isDesktop=false')).toBe(false);
    expect(await detail('os=Android&isDesktop=false')).toBe(true);
  });

  it('a premium body reaches signed-in users only, whoever asked first, and is never stored', async () => {
    const path = `/structure/article/fragment/${id['sc-premium']}`;
    const user = await createUser(t, 'demo');
    const { access_token: token } = await signIn(t, 'demo', user.id);
    const member = await t.api(path, { token });
    expect(await member.text()).toContain(SECRET);
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    const visitor = await t.api(path);
    expect(await visitor.text()).not.toContain(SECRET);
    expect(visitor.headers.get('cache-control')).toBe('private, no-cache');
    expect(visitor.headers.get('vary')).toContain('Authorization');
    const second = await createUser(t, 'demo');
    const { access_token: secondToken } = await signIn(t, 'demo', second.id);
    expect(await (await t.api(path, { token: secondToken })).text()).toContain(SECRET);
    expect(await (await t.api(path)).text()).not.toContain(SECRET);
    expect((await t.api(path, { token: 'not.a.token' })).status).toBe(401);
  });

  it('If-None-Match with the ETag is a 304 without a body; a content write changes the ETag', async () => {
    const first = await t.api('/structure/music-tracks');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const same = await t.api('/structure/music-tracks', { headers: { 'if-none-match': `W/${etag}` } });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');
    expect(same.headers.get('cache-control')).toBe('public, max-age=120');
    await insertItems(t, 'demo', [{ kind: 'track', slug: 'sc-new-hit', props: {} }]);
    await t.database.db
      .update(catalogueItems)
      .set({ popularity: 1_000_000 })
      .where(eq(catalogueItems.slug, 'sc-new-hit'));
    const changed = await t.api('/structure/music-tracks', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('a client that accepts gzip gets the answer gzipped once, under its own validator', async () => {
    const plain = await t.api('/structure/home');
    const zipped = await t.api('/structure/home', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await zipped.arrayBuffer());
    expect(body.byteLength).toBeLessThan(Number(plain.headers.get('content-length') ?? Infinity));
    expect(gunzipSync(body).toString()).toBe(await plain.text());
    const etag = zipped.headers.get('etag') ?? '';
    expect(etag).not.toBe(plain.headers.get('etag'));
    const again = await t.api('/structure/home', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const refused = await t.api('/structure/home', { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it('answers the same for everyone are public for 2 minutes (configuration 1 hour), varying by tenant', async () => {
    const home = await t.api('/structure/home');
    expect(home.headers.get('cache-control')).toBe('public, max-age=120');
    expect(home.headers.get('vary')).toContain('x-tenant-id');
    expect(home.headers.get('vary') ?? '').not.toContain('Authorization');
    const config = await t.api('/structure/configuration');
    expect(config.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('a bad query is a 400 every time, never a cached answer', async () => {
    expect((await t.api('/structure/home?minRating=50&maxRating=10')).status).toBe(400);
    expect((await t.api('/structure/home?minRating=50&maxRating=10')).status).toBe(400);
  });
});

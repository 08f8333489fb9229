import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { structureSections } from '../../db/schema/structure.ts';
import { countQueries } from '../../testing/query-counter.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { QueryBatch } from './query-batch.ts';

describe.each(databaseTargets())('query batches on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const items = (db: QueryBatch | TestApp['database']['db'], kind: 'album' | 'track') =>
    db
      .select()
      .from(catalogueItems)
      .where(eq(catalogueItems.kind, kind))
      .orderBy(asc(catalogueItems.id))
      .limit(3);

  it('selects asked together travel in one statement and read back exactly as drizzle reads them', async () => {
    const { db } = t.database;
    const [albums, tracks, sections] = [
      await items(db, 'album'),
      await items(db, 'track'),
      await db.select().from(structureSections).limit(2),
    ];
    const queries = countQueries(t.database);
    try {
      const batch = new QueryBatch(db);
      const together = await Promise.all([
        batch.all(items(batch, 'album')),
        batch.all(items(batch, 'track')),
        batch.all(batch.select().from(structureSections).limit(2)),
        batch.all(batch.select({ n: sql<number>`count(*)::int`.as('n') }).from(catalogueItems)),
      ]);
      expect(together.slice(0, 3)).toEqual([albums, tracks, sections]);
      expect(albums[0]?.createdAt).toBeInstanceOf(Date);
      expect(together[3][0]?.n).toBeGreaterThan(1000);
      expect([batch.statements, queries.count]).toEqual([1, 1]);
    } finally {
      queries.restore();
    }
  });

  it('a select asked twice under one key is read once; a prefetch sends nothing until another select does', async () => {
    const batch = new QueryBatch(t.database.db);
    const prefetched = batch.prefetch(items(batch, 'track'), 'tracks');
    await new Promise((done) => setTimeout(done, 20));
    expect(batch.statements).toBe(0);
    const [a, b] = await Promise.all([
      batch.all(items(batch, 'album'), 'albums'),
      batch.all(items(batch, 'album'), 'albums'),
    ]);
    expect(a).toBe(b);
    expect((await prefetched).length).toBe(3);
    expect(batch.statements).toBe(1);
  });

  it('a shaped select is compiled once per shape and filled with each call’s values', async () => {
    const shaped = (kind: 'album' | 'track') => ({
      shape: 'test-items-by-kind',
      values: { kind },
      build: (db: TestApp['database']['db'], ph: (name: string) => ReturnType<typeof sql.placeholder>) =>
        db
          .select()
          .from(catalogueItems)
          .where(eq(catalogueItems.kind, ph('kind')))
          .orderBy(asc(catalogueItems.id))
          .limit(3),
    });
    const first = new QueryBatch(t.database.db);
    const [albums, tracks] = await Promise.all([first.all(shaped('album')), first.all(shaped('track'))]);
    expect(albums).toEqual(await items(t.database.db, 'album'));
    expect(tracks).toEqual(await items(t.database.db, 'track'));
    const second = new QueryBatch(t.database.db);
    const [tracksFirst, albumsAfter] = await Promise.all([
      second.all(shaped('track')),
      second.all(shaped('album')),
    ]);
    expect([tracksFirst, albumsAfter]).toEqual([tracks, albums]);
  });

  it('a failing statement fails every select in it', async () => {
    const batch = new QueryBatch(t.database.db);
    const bad = batch.all(
      batch
        .select({ x: sql<number>`1 / 0`.as('x') })
        .from(catalogueItems)
        .limit(1),
    );
    const good = batch.all(items(batch, 'album'));
    await expect(bad).rejects.toThrow();
    await expect(good).rejects.toThrow();
  });
});

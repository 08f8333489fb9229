import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { holdDatabase } from '../../testing/hold-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { AnswerCache } from './answer-cache.ts';

const tick = () => new Promise((done) => setTimeout(done, 20));

describe("PGlite's line and answers kept in memory", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.dispose());

  it('with the line full, an answer from memory is served at once; a composition still gets 503', async () => {
    const app = createApp({
      db: t.database.db,
      defaultTenant: 'demo',
      distDir: '/nonexistent-portal-dist',
      stage: 'test',
      versions: t.versions,
      structureCache: new AnswerCache(),
      admission: { concurrency: 1, maxQueue: 0, maxWaitMs: 60_000 },
    });
    const get = (path: string) =>
      app.request(`http://localhost/api/structure/${path}`, { headers: { 'x-tenant-id': 'demo' } });
    expect((await get('music-list')).status).toBe(200);
    // PGlite's only connection held; one composition takes the only place in line.
    const hold = await holdDatabase(t.database.db);
    const composing = get('music-albums');
    await tick();
    expect((await get('music-list')).status).toBe(200);
    const refused = await get('music-tracks');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 'SERVER_BUSY' });
    await hold.release();
    expect((await composing).status).toBe(200);
  });
});

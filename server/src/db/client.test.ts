import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

// PostgreSQL only: PGlite has no pool (its line is server/src/http/admission.ts).
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL pool: a bounded wait for a connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('postgres');
  });
  afterAll(() => t.dispose());

  it('with every pooled connection busy, a request answers 503 SERVER_BUSY with Retry-After once the wait (POOL_WAIT_MS) runs out', async () => {
    let unblock = () => {};
    const held = new Promise<void>((done) => {
      unblock = done;
    });
    const holders = Array.from({ length: 10 }, () =>
      t.database.db.transaction(async (tx) => {
        await tx.execute('select 1');
        await held;
      }),
    );
    await new Promise((done) => setTimeout(done, 200));
    const res = await t.api('/structure/home');
    unblock();
    await Promise.all(holders);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ code: 'SERVER_BUSY' });
    expect((await t.api('/structure/home')).status).toBe(200);
  });
});

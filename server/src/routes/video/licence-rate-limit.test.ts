import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceRequests } from '../../db/schema/video.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { LICENCE_REFUSALS_PER_ADDRESS } from './video.routes.ts';

const GRANT = 'AAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

describe('licence requests refused for their token are rate-limited per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.dispose());

  const rows = async () => (await t.database.db.select({ n: count() }).from(licenceRequests))[0]?.n ?? 0;

  it('beyond the limit an anonymous caller gets 429 with Retry-After and writes no more rows', async () => {
    const before = await rows();
    const { limit } = LICENCE_REFUSALS_PER_ADDRESS;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 5; i++) {
      const path = i % 2 ? `/video/key/${GRANT}` : `/video/licence/${GRANT}`;
      const res = await t.api(
        path,
        i % 2 ? {} : { method: 'POST', body: { kids: ['AAECAwQFBgcICQoLDA0ODw'] } },
      );
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(limit)).toEqual([429, 429, 429, 429, 429]);
    expect((await rows()) - before).toBe(limit);
  });
});

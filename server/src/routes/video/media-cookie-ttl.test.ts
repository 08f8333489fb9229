import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { readMediaCookie, setMediaCookie } from '../media/media-cookie.ts';
import { videoGrantSeconds } from './video-grants.ts';

describe('the media cookie lives as long as the video grant issued with it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.dispose());

  it('a three-hour film: the cookie (Max-Age and its sealed expiry) outlives the six-hour grant’s first hours', async () => {
    const grantSeconds = videoGrantSeconds(3 * 3600);
    const app = new Hono()
      .get('/set', async (c) => {
        await setMediaCookie(c, t.database.db, 'demo', 'user-1', grantSeconds);
        return c.body(null, 204);
      })
      .get('/read', async (c) => c.json(await readMediaCookie(c, t.database.db)));
    const set = await app.request('http://localhost/set');
    const cookie = set.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`Max-Age=${grantSeconds}`);
    const pair = cookie.split(';')[0] ?? '';
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + (grantSeconds - 60) * 1000);
    try {
      const read = await app.request('http://localhost/read', { headers: { cookie: pair } });
      expect(await read.json()).toMatchObject({ state: 'ok', binding: { t: 'demo', u: 'user-1' } });
    } finally {
      clock.mockRestore();
    }
  });
});

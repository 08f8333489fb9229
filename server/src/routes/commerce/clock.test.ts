import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { commerceNow } from './clock.ts';

const move = (t: TestApp, body: object) =>
  t.get('/hosted/demo-clock', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe.each(databaseTargets())('the demo clock on %s', (target) => {
  let open: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    open = await startTestApp(target, { auth: { demoTools: 'open' } });
    // The default: loopback clients only; a request with no loopback socket address is not one.
    guarded = await startTestApp(target);
  });
  afterAll(async () => {
    await open.dispose();
    await guarded.dispose();
  });

  it('moves commerce time forward by an ISO 8601 duration and back to real time', async () => {
    const before = (await commerceNow(open.database.db)).now.getTime();
    const res = await move(open, { advance: 'P7D' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { now: string; offsetSeconds: number };
    expect(body.offsetSeconds).toBe(7 * 86_400);
    expect(Date.parse(body.now) - before).toBeGreaterThanOrEqual(7 * 86_400_000);
    expect((await move(open, { reset: true })).status).toBe(200);
    expect((await commerceNow(open.database.db)).offsetSeconds).toBe(0);
  });

  it('refuses what is not a duration (400) and shows a translated page', async () => {
    expect((await move(open, { advance: 'next week' })).status).toBe(400);
    expect((await move(open, { advance: 'P' })).status).toBe(400);
    const page = await open.get('/hosted/demo-clock?lang=ar');
    expect(await page.text()).toContain('الساعة التجريبية');
  });

  it('answers the 404 page to clients the demo tools do not serve, and the clock stays', async () => {
    expect((await move(guarded, { advance: 'P1Y' })).status).toBe(404);
    expect((await guarded.get('/hosted/demo-clock')).status).toBe(404);
    expect((await commerceNow(guarded.database.db)).offsetSeconds).toBe(0);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema/feedback.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { tokenOf } from '../player/player-testing.ts';
import { FEEDBACK_LIMITS_PER_HOUR } from './feedback.routes.ts';

const GOOD = {
  reasons: ['price', 'content'],
  message: 'Too few jazz albums.',
  rating: 3,
  source: 'cancellation',
  lang: 'en',
};

describe.each(databaseTargets())('POST /feedback (commerce §2 custom feedback) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { trustProxy: true, trustedProxyHops: 1 } });
  });
  afterAll(() => t.dispose());

  let address = 0;
  const send = (body: unknown, init: { tenant?: string; token?: string; ip?: string } = {}) =>
    t.api('/feedback', {
      method: 'POST',
      body,
      tenant: init.tenant ?? 'demo',
      headers: { 'x-forwarded-for': init.ip ?? `203.0.113.${++address}` },
      ...(init.token ? { token: init.token } : {}),
    });
  const rows = (tenant: string) =>
    t.database.db.select().from(feedback).where(eq(feedback.tenantName, tenant));

  it('a signed-in user’s feedback is stored for the tenant with the account; a visitor’s without one', async () => {
    const { id: userId, token } = await tokenOf(t, 'listener@demo.example');
    const res = await send(GOOD, { token });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [row] = await t.database.db
      .select()
      .from(feedback)
      .where(and(eq(feedback.id, id), eq(feedback.tenantName, 'demo')));
    expect(row).toMatchObject({ userId, reasons: ['price', 'content'], rating: 3, source: 'cancellation' });
    const visitor = await send(
      { reasons: [], message: '  Bonjour  ', source: 'menu', lang: 'fr' },
      { tenant: 'acme' },
    );
    expect(visitor.status).toBe(201);
    expect((await rows('acme')).map((r) => [r.userId, r.message])).toEqual([[null, 'Bonjour']]);
  });

  it('bad input is a 400 problem and writes nothing', async () => {
    const before = (await rows('demo')).length;
    const bad: unknown[] = [
      { ...GOOD, message: 'x'.repeat(1001) },
      { ...GOOD, message: 'nul\u0000byte' },
      { ...GOOD, reasons: ['price', 'price'] },
      { ...GOOD, reasons: ['spam'] },
      { ...GOOD, rating: 6 },
      { ...GOOD, rating: 2.5 },
      { ...GOOD, source: 'elsewhere' },
      { ...GOOD, extra: 1 },
      { reasons: [], message: '   ', source: 'menu', lang: 'en' },
    ];
    for (const body of bad) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/problem\+json/);
    }
    expect((await rows('demo')).length).toBe(before);
  });

  it('is rate-limited per account and per address (429 with Retry-After, nothing stored)', async () => {
    const { token } = await tokenOf(t, 'basic@demo.example');
    for (let i = 0; i < FEEDBACK_LIMITS_PER_HOUR.user; i++)
      expect((await send(GOOD, { token })).status).toBe(201);
    const refused = await send(GOOD, { token });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    const ip = '198.51.100.77';
    for (let i = 0; i < FEEDBACK_LIMITS_PER_HOUR.address; i++)
      expect((await send(GOOD, { ip })).status).toBe(201);
    const before = (await rows('demo')).length;
    expect((await send(GOOD, { ip })).status).toBe(429);
    expect((await rows('demo')).length).toBe(before);
  });
});

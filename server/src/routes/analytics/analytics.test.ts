import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS } from '../../../../contract/analytics.ts';
import { analyticsEvents } from '../../db/schema/analytics.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { ANALYTICS_BATCHES_PER_MINUTE, DEMO_EVENTS_PATH } from './analytics.routes.ts';
import { ANALYTICS_RETENTION_DAYS } from './analytics.service.ts';

const DEMO_TAG = 'GTM-DEMO01';
const ACME_TAG = 'GTM-ACME7';
const pageView = (name: string) => ({ event: 'page_view', data: { page_name: name, page_path: '/x' } });

describe.each(databaseTargets())('analytics tag and events on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { demoTools: 'open', trustProxy: true, trustedProxyHops: 1 } });
  });
  afterAll(() => t.dispose());

  // Each case posts from its own address so the per-address limit only bites where a case wants it.
  let address = 0;
  const post = (body: unknown, tenant = 'demo', ip = `198.51.100.${++address}`) =>
    t.api('/analytics/events', { method: 'POST', tenant, body, headers: { 'x-forwarded-for': ip } });
  const stored = async (tenant = 'demo') => {
    const res = await t.get(DEMO_EVENTS_PATH, {
      host: tenant === 'demo' ? 'localhost' : `${tenant}.localhost`,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { events: { event: string; data: Record<string, unknown> }[] }).events;
  };

  it('GET /gtm.js serves the tag script only for the tenant’s configured id (GTM-[0-9A-Z]+)', async () => {
    const res = await t.get(`/gtm.js?id=${DEMO_TAG}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await res.text();
    expect(script).toContain('"GTM-DEMO01"');
    expect(script).toContain('"demo"');
    expect(script).toContain("'/api/analytics/events'");
    // Another tenant's id, and ids that do not match the pattern.
    expect((await t.get(`/gtm.js?id=${ACME_TAG}`)).status).toBe(404);
    expect((await t.get(`/gtm.js?id=${ACME_TAG}`, { host: 'acme.localhost' })).status).toBe(200);
    for (const bad of ['', 'gtm-demo01', 'GTM-demo01', 'GTM-', 'UA-1234', 'GTM-DEMO01"</script>'])
      expect((await t.get(`/gtm.js?id=${encodeURIComponent(bad)}`)).status).toBe(400);
  });

  it('the portal’s policy allows scripts and connections to its own origin only, so the tag is first-party', async () => {
    const csp = (await t.get(`/gtm.js?id=${DEMO_TAG}`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toMatch(
      /connect-src 'self'( http:\/\/openstage\.localhost:\*| https:\/\/openstage\.localhost:\*)*;/,
    );
    expect(csp).not.toMatch(/googletagmanager|google-analytics/);
  });

  it('POST /analytics/events stores a batch for the tenant; acme’s events stay acme’s', async () => {
    const res = await post({
      tagId: DEMO_TAG,
      events: [pageView('home___en'), { event: 'portal_event', data: { code: 404, ok: false } }],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ stored: 2 });
    const [error, view] = await stored();
    expect(view).toMatchObject({ event: 'page_view', data: { page_name: 'home___en' } });
    expect(error).toMatchObject({ event: 'portal_event', data: { code: 404, ok: false } });
    expect((await post({ tagId: ACME_TAG, events: [pageView('acme-only')] }, 'acme')).status).toBe(200);
    expect((await stored()).some((e) => e.data.page_name === 'acme-only')).toBe(false);
    expect((await stored('acme')).some((e) => e.data.page_name === 'acme-only')).toBe(true);
  });

  it('a tag id the tenant does not have is 404 and stores nothing', async () => {
    const before = (await stored()).length;
    const res = await post({ tagId: ACME_TAG, events: [pageView('wrong-tag')] });
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('UNKNOWN_TAG');
    expect((await stored()).length).toBe(before);
  });

  it('refuses bad bodies with 400 and a problem body, writing nothing', async () => {
    const before = (await stored()).length;
    const many = Array.from({ length: ANALYTICS_LIMITS.events + 1 }, (_, i) => pageView(`p${i}`));
    const fields = Object.fromEntries(
      Array.from({ length: ANALYTICS_LIMITS.fields + 1 }, (_, i) => [`f${i}`, i]),
    );
    for (const body of [
      {},
      { tagId: 'gtm-x', events: [pageView('a')] },
      { tagId: DEMO_TAG, events: [] },
      { tagId: DEMO_TAG, events: many },
      { tagId: DEMO_TAG, events: [{ event: 'Page View', data: {} }] },
      { tagId: DEMO_TAG, events: [{ event: 'page_view', data: { page_name: 'a\u0000b' } }] },
      { tagId: DEMO_TAG, events: [{ event: 'page_view', data: { delay: 1.5 } }] },
      { tagId: DEMO_TAG, events: [{ event: 'page_view', data: { nested: { a: 1 } } }] },
      { tagId: DEMO_TAG, events: [{ event: 'page_view', data: { long: 'x'.repeat(501) } }] },
      { tagId: DEMO_TAG, events: [{ event: 'page_view', data: fields }] },
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
    expect((await stored()).length).toBe(before);
  });

  it(`is rate-limited to ${ANALYTICS_BATCHES_PER_MINUTE} batches a minute per address (429 with Retry-After)`, async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < ANALYTICS_BATCHES_PER_MINUTE; i++)
      expect((await post({ tagId: DEMO_TAG, events: [pageView(`burst${i}`)] }, 'demo', ip)).status).toBe(200);
    const refused = await post({ tagId: DEMO_TAG, events: [pageView('one-too-many')] }, 'demo', ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post({ tagId: DEMO_TAG, events: [pageView('other address')] })).status).toBe(200);
  });

  it(`keeps events ${ANALYTICS_RETENTION_DAYS} days: a batch drops its tenant’s older rows, not another tenant’s`, async () => {
    const { db } = t.database;
    const old = sql`now() - make_interval(days => ${ANALYTICS_RETENTION_DAYS + 1})`;
    await db.insert(analyticsEvents).values([
      {
        tenantName: 'demo',
        tagId: DEMO_TAG,
        event: 'page_view',
        data: { page_name: 'old-demo' },
        receivedAt: old,
      },
      {
        tenantName: 'acme',
        tagId: ACME_TAG,
        event: 'page_view',
        data: { page_name: 'old-acme' },
        receivedAt: old,
      },
    ]);
    expect((await post({ tagId: DEMO_TAG, events: [pageView('fresh')] })).status).toBe(200);
    const names = async (tenant: string) =>
      (await db.select().from(analyticsEvents).where(sql`${analyticsEvents.tenantName} = ${tenant}`)).map(
        (row) => row.data.page_name,
      );
    expect(await names('demo')).not.toContain('old-demo');
    expect(await names('demo')).toContain('fresh');
    expect(await names('acme')).toContain('old-acme');
  });
});

describe('the demo read of stored events', () => {
  it('answers nobody but loopback clients by default (a request without a local socket gets 404)', async () => {
    const t = await startTestApp('pglite');
    try {
      expect((await t.get(DEMO_EVENTS_PATH)).status).toBe(404);
    } finally {
      await t.dispose();
    }
  });
});

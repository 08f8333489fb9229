import { runInNewContext } from 'node:vm';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { AnalyticsBatchSchema } from '../../../../contract/analytics.ts';
import { tagScript } from './tag-script.ts';

/** Runs the tag in a bare global (window = the global) with a recording fetch and fake timers. */
function runTag(layer: unknown[] = []) {
  vi.useFakeTimers();
  const sent: { url: string; init: { headers: Record<string, string>; body: string } }[] = [];
  const window: Record<string, unknown> = {
    dataLayer: layer,
    fetch: (url: string, init: { headers: Record<string, string>; body: string }) => {
      sent.push({ url, init });
      return Promise.resolve({});
    },
    setTimeout,
    clearTimeout,
    addEventListener: () => undefined,
    Object,
    Number,
    Math,
    JSON,
  };
  window.window = window;
  runInNewContext(tagScript('GTM-DEMO01', 'demo'), window);
  const batches = () =>
    sent.map((s) => JSON.parse(s.init.body) as v.InferOutput<typeof AnalyticsBatchSchema>);
  return {
    window,
    sent,
    batches,
    layer: () => window.dataLayer as unknown[] & { push(...e: unknown[]): number },
  };
}

describe('the first-party tag script (GET /gtm.js)', () => {
  it('forwards what was queued and every later push, in batches the endpoint accepts', () => {
    const tag = runTag([
      { 'gtm.start': 1, event: 'gtm.js' },
      { event: 'page_view', page_name: 'home___en' },
    ]);
    tag.layer().push({ event: 'portal_event', action: 'displayed', area: 'error page', code: 404 });
    vi.advanceTimersByTime(100);
    expect(tag.sent).toHaveLength(1);
    expect(tag.sent[0]?.url).toBe('/api/analytics/events');
    expect(tag.sent[0]?.init.headers).toMatchObject({
      'x-tenant-id': 'demo',
      'content-type': 'application/json',
    });
    const [batch] = tag.batches();
    expect(v.safeParse(AnalyticsBatchSchema, batch).success).toBe(true);
    // gtm.js is the loader's own entry, not an event.
    expect(batch?.events).toEqual([
      { event: 'page_view', data: { page_name: 'home___en' } },
      { event: 'portal_event', data: { action: 'displayed', area: 'error page', code: 404 } },
    ]);
    vi.useRealTimers();
  });

  it('drops values the endpoint would refuse instead of losing the whole event', () => {
    const tag = runTag();
    tag.layer().push({
      event: 'page_view',
      fine: 'yes',
      control: 'a\u0000b',
      lone: 'x\ud800',
      float: 1.5,
      nested: { a: 1 },
      'bad key': 1,
      long: 'y'.repeat(600),
    });
    tag.layer().push({ event: 'Not An Event' }, 'not an object');
    vi.advanceTimersByTime(100);
    const [batch] = tag.batches();
    expect(batch?.events).toEqual([{ event: 'page_view', data: { fine: 'yes', long: 'y'.repeat(500) } }]);
    expect(v.safeParse(AnalyticsBatchSchema, batch).success).toBe(true);
    vi.useRealTimers();
  });

  it('sends at most 20 events a request', () => {
    const tag = runTag();
    for (let i = 0; i < 45; i++) tag.layer().push({ event: 'page_view', n: i });
    vi.advanceTimersByTime(1000);
    expect(tag.batches().map((b) => b.events.length)).toEqual([20, 20, 5]);
    vi.useRealTimers();
  });

  it('stops forwarding once the portal replaces the dataLayer (consent revoked), and hooks a layer only once', () => {
    const tag = runTag();
    const old = tag.layer();
    runInNewContext(tagScript('GTM-DEMO01', 'demo'), tag.window);
    old.push({ event: 'page_view', n: 1 });
    vi.advanceTimersByTime(100);
    expect(tag.batches().map((b) => b.events.length)).toEqual([1]);
    tag.window.dataLayer = [];
    old.push({ event: 'page_view', n: 2 });
    (tag.window.dataLayer as unknown[]).push({ event: 'page_view', n: 3 });
    vi.advanceTimersByTime(1000);
    expect(tag.sent).toHaveLength(1);
    vi.useRealTimers();
  });
});

import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouteRuleSchema } from '../../../../contract/route-rules.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { routeRuleProblem, saveRouteRule } from './route-rules.service.ts';

describe('route rule targets are validated when stored (no open redirect)', () => {
  it.each([
    ['/music/albums', false],
    ['https://partner.example/offer', true],
    ['http://partner.example', true],
  ])('%s is accepted', (to, external) => {
    expect(routeRuleProblem({ path: '/x', to, external })).toBeNull();
  });

  it.each([
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['/a b', false],
    ['/music', true],
    ['javascript:alert(1)', true],
    ['ftp://files.example', true],
    ['//evil.example', true],
  ])('%s (external %s) is rejected', (to, external) => {
    expect(routeRuleProblem({ path: '/x', to, external })).not.toBeNull();
  });
});

describe.each(databaseTargets())('route rules lookup on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const lookup = async (path: string, tenant = 'demo') => {
    const res = await t.api(`/route-rules?path=${encodeURIComponent(path)}`, { tenant });
    expect(res.status).toBe(200);
    return v.parse(RouteRuleSchema, await res.json()).redirect;
  };

  it('an internal rule redirects inside the portal, an external one to an absolute URL', async () => {
    expect(await lookup('/old-albums')).toEqual({ to: '/music/albums', external: false, permanent: true });
    expect(await lookup('/partner-offer')).toEqual({
      to: 'https://partner.example/offer',
      external: true,
      permanent: false,
    });
    expect(await lookup('/promo/')).toMatchObject({ to: '/marketing/summer' });
  });

  it('a path without a rule answers redirect null; rules are per tenant', async () => {
    expect(await lookup('/music')).toBeNull();
    expect(await lookup('/promo', 'acme')).toBeNull();
    expect(await lookup('/rentree', 'acme')).toMatchObject({ to: '/marketing/rentree' });
  });

  it('a path not starting with / is a 400', async () => {
    expect((await t.api('/route-rules?path=promo')).status).toBe(400);
    expect((await t.api('/route-rules')).status).toBe(400);
  });

  it('the service and the database both refuse an unsafe target', async () => {
    await expect(
      saveRouteRule(t.database.db, 'demo', { path: '/bad', to: '//evil.example', external: false }),
    ).rejects.toThrow(/rejected/);
    expect(await lookup('/bad')).toBeNull();
  });
});

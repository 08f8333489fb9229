import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StructureNodeSchema } from '../../../../contract/structure.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { artworkSvg, initials } from './artwork-svg.ts';

describe('artwork drawing', () => {
  it('initials come from the first two words, in any script', () => {
    expect(initials('Midnight Signals')).toBe('MS');
    expect(initials('Oud & Echo')).toBe('OE');
    expect(initials('élan')).toBe('É');
  });

  it('titles are escaped so a title cannot inject markup into the SVG', () => {
    const svg = artworkSvg({ title: '<script>alert(1)</script>', hue: 10, seed: 1 });
    expect(svg).not.toContain('<script>');
  });
});

describe.each(databaseTargets())('artwork route on %s', (target) => {
  let t: TestApp;
  let demoImage: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    const home = v.parse(StructureNodeSchema, await (await t.api('/structure/home')).json());
    demoImage = home.substructure?.[1]?.substructure?.[0]?.data?.imageUrl ?? '';
  });
  afterAll(() => t.dispose());

  it('a card imageUrl is an absolute URL that answers a cacheable SVG', async () => {
    expect(demoImage).toMatch(/^http:\/\/localhost\/media\/artwork\/\d+\.svg$/);
    const res = await t.get(new URL(demoImage).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('linearGradient');
  });

  it('a repeated request with the ETag is a 304', async () => {
    const path = new URL(demoImage).pathname;
    const etag = (await t.get(path)).headers.get('etag') ?? '';
    expect((await t.get(path, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it("unknown ids and another tenant's artwork are 404", async () => {
    expect((await t.get('/media/artwork/999999.svg')).status).toBe(404);
    expect((await t.get('/media/artwork/abc.svg')).status).toBe(404);
    expect((await t.get(new URL(demoImage).pathname, { host: 'acme.localhost' })).status).toBe(404);
  });
});

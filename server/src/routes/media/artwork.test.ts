import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StructureNodeSchema } from '../../../../contract/structure.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { artworkSvg, initials } from './artwork-svg.ts';

/** The first card picture of a page (rails come after the hero, and after the continue-watching slot). */
const firstCardImage = (node: v.InferOutput<typeof StructureNodeSchema>): string =>
  node.substructure?.flatMap((child) => child.substructure ?? []).find((card) => card.data?.imageUrl)?.data
    ?.imageUrl ?? '';

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
    demoImage = firstCardImage(home);
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

describe.each(databaseTargets())('additional artwork variants on %s', (target) => {
  let t: TestApp;
  let game: { id: number; variants: string[] };
  let albumId: number;
  beforeAll(async () => {
    t = await startTestApp(target);
    const demo = (kind: 'game' | 'album', slug: string) =>
      t.database.db
        .select({ id: catalogueItems.id, props: catalogueItems.props })
        .from(catalogueItems)
        .where(
          and(
            eq(catalogueItems.tenantName, 'demo'),
            eq(catalogueItems.kind, kind),
            eq(catalogueItems.slug, slug),
          ),
        );
    const [row] = await demo('game', 'sky-racer');
    game = { id: row?.id ?? 0, variants: (row?.props.additionalArtworks ?? []).map((a) => a.variant) };
    albumId = (await demo('album', 'midnight-signals'))[0]?.id ?? 0;
  });
  afterAll(() => t.dispose());

  const viewBox = async (path: string) => {
    const res = await t.get(path);
    expect(res.status, path).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    return /viewBox="([\d ]+)"/.exec(await res.text())?.[1];
  };

  it("each of a game's artworks is drawn at its own shape: 16:9 screenshots, a wide banner, a video poster", async () => {
    expect(game.variants).toContain('screenshot-3');
    expect(game.variants).toContain('banner');
    expect(await viewBox(`/media/artwork/${game.id}/screenshot-1.svg`)).toBe('0 0 1280 720');
    expect(await viewBox(`/media/artwork/${game.id}/banner.svg`)).toBe('0 0 1600 400');
    expect(await viewBox(`/media/artwork/${game.id}/trailer.svg`)).toBe('0 0 640 360');
  });

  it('screenshots of one game differ; the same variant is the same picture (ETag → 304)', async () => {
    const one = await (await t.get(`/media/artwork/${game.id}/screenshot-1.svg`)).text();
    const two = await (await t.get(`/media/artwork/${game.id}/screenshot-2.svg`)).text();
    expect(one).not.toBe(two);
    const path = `/media/artwork/${game.id}/screenshot-2.svg`;
    const etag = (await t.get(path)).headers.get('etag') ?? '';
    expect((await t.get(path, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it("a variant the item does not list, an item without artworks and another tenant's item are 404", async () => {
    expect((await t.get(`/media/artwork/${game.id}/screenshot-9.svg`)).status).toBe(404);
    expect((await t.get(`/media/artwork/${game.id}/Banner.svg`)).status).toBe(404);
    expect((await t.get(`/media/artwork/${game.id}/..%2fbanner.svg`)).status).toBe(404);
    expect((await t.get(`/media/artwork/${albumId}/banner.svg`)).status).toBe(404);
    expect((await t.get(`/media/artwork/${game.id}/banner.svg`, { host: 'acme.localhost' })).status).toBe(
      404,
    );
    expect((await t.get('/media/artwork/abc/banner.svg')).status).toBe(404);
  });
});

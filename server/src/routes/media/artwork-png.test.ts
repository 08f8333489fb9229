import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTWORK_PREVIEW,
  ARTWORK_SQUARE_SIZES,
  artworkPreviewUrl,
  mediaSessionArtwork,
} from '../../../../contract/artwork.ts';
import { StructureNodeSchema } from '../../../../contract/structure.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { pngRenderer } from './artwork-png.ts';
import { artworkSvg } from './artwork-svg.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the IHDR chunk, which a PNG starts with after its signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const preview = (title: string) => artworkSvg({ title, hue: 200, seed: 42, frame: ARTWORK_PREVIEW });

/** The first card picture of a page (rails come after the hero, and after the continue-watching slot). */
const firstCardImage = (node: v.InferOutput<typeof StructureNodeSchema>): string =>
  node.substructure?.flatMap((child) => child.substructure ?? []).find((card) => card.data?.imageUrl)?.data
    ?.imageUrl ?? '';

describe('PNG rendering of artwork', () => {
  it('a preview is a PNG of the link preview size, 1200×630', async () => {
    const png = await pngRenderer().render(preview('Night Drive'));
    expect(pngSize(png.body)).toEqual({ width: 1200, height: 630 });
    expect(png.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('the initials are drawn with the shipped font (no system fonts), so a title changes the picture', async () => {
    const render = pngRenderer();
    const [drive, echo, none] = await Promise.all(
      ['Night Drive', 'Oud & Echo', '—'].map((title) => render.render(preview(title))),
    );
    expect(drive?.etag).not.toBe(echo?.etag);
    expect(drive?.etag).not.toBe(none?.etag);
  });

  it('one drawing is rendered once: simultaneous and later requests share the answer', async () => {
    const render = pngRenderer();
    const [first, second] = await Promise.all([render.render(preview('A')), render.render(preview('A'))]);
    expect(second).toBe(first);
    expect(await render.render(preview('A'))).toBe(first);
  });

  it('the cache is bounded: beyond its entries the least recently used is rendered again', async () => {
    const render = pngRenderer({ maxEntries: 1, maxBytes: 1024 * 1024, concurrency: 1 });
    const first = await render.render(preview('A'));
    await render.render(preview('B'));
    const again = await render.render(preview('A'));
    expect(again).not.toBe(first);
    expect(again.etag).toBe(first.etag);
  });
});

describe.each(databaseTargets())('artwork PNG route on %s', (target) => {
  let t: TestApp;
  let demoId: number;
  let acmeId: number;
  beforeAll(async () => {
    t = await startTestApp(target);
    const firstOf = async (tenant: string) =>
      (
        await t.database.db
          .select({ id: catalogueItems.id })
          .from(catalogueItems)
          .where(and(eq(catalogueItems.tenantName, tenant), eq(catalogueItems.kind, 'album')))
          .orderBy(catalogueItems.id)
          .limit(1)
      )[0]?.id ?? 0;
    demoId = await firstOf('demo');
    acmeId = await firstOf('acme');
  });
  afterAll(() => t.dispose());

  it('GET /media/artwork/{id}.png answers a 1200×630 PNG, cacheable for a week', async () => {
    const res = await t.get(`/media/artwork/${demoId}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it("the PNG the head links beside a structure answer's cover art URL is served", async () => {
    const home = v.parse(StructureNodeSchema, await (await t.api('/structure/home')).json());
    const cover = firstCardImage(home);
    const png = artworkPreviewUrl(cover);
    expect(png, cover).toMatch(/^http:\/\/localhost\/media\/artwork\/\d+\.png$/);
    const res = await t.get(new URL(png ?? '').pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(ARTWORK_PREVIEW.type);
  });

  it('square PNGs for the Media Session come in the offered sizes only, per tenant', async () => {
    const cover = `http://localhost/media/artwork/${demoId}.svg`;
    const list = mediaSessionArtwork(cover);
    expect(list.map((a) => a.sizes)).toEqual([...ARTWORK_SQUARE_SIZES.map((n) => `${n}x${n}`), 'any']);
    for (const size of [96, 512]) {
      const res = await t.get(`/media/artwork/${demoId}/${size}.png`);
      expect(res.status, String(size)).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: size, height: size });
    }
    expect((await t.get(`/media/artwork/${demoId}/100.png`)).status).toBe(404);
    expect((await t.get(`/media/artwork/${demoId}/512.png`, { host: 'acme.localhost' })).status).toBe(404);
    expect((await t.get('/media/artwork/abc/512.png')).status).toBe(400);
  });

  it('the strong ETag is stable and If-None-Match with it is a 304 without a body', async () => {
    const path = `/media/artwork/${demoId}.png`;
    const etag = (await t.get(path)).headers.get('etag') ?? '';
    expect((await t.get(path)).headers.get('etag')).toBe(etag);
    const revalidated = await t.get(path, { headers: { 'if-none-match': `"other", ${etag}` } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(await revalidated.text()).toBe('');
    expect((await t.get(path, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('an id no item has is a 404 problem', async () => {
    const res = await t.get('/media/artwork/999999999.png');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(((await res.json()) as { code: string }).code).toBe('ARTWORK_NOT_FOUND');
  });

  it('an id outside the contract (letters, zero, leading zeros, beyond int32) is a 400 problem', async () => {
    for (const file of ['abc', '0', `0${demoId}`, '2147483648', '-1', '1.5']) {
      const res = await t.get(`/media/artwork/${file}.png`);
      expect(res.status, file).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
    }
  });

  it("each tenant's host answers its own artwork only", async () => {
    expect((await t.get(`/media/artwork/${acmeId}.png`, { host: 'acme.localhost' })).status).toBe(200);
    expect((await t.get(`/media/artwork/${demoId}.png`, { host: 'acme.localhost' })).status).toBe(404);
    expect((await t.get(`/media/artwork/${acmeId}.png`)).status).toBe(404);
  });
});

import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemSchema } from '../../../../../contract/problem.ts';
import { type StructureNode, StructureNodeSchema } from '../../../../../contract/structure.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../../testing/test-app.ts';

const cards = (node: StructureNode): StructureNode[] =>
  (node.substructure ?? []).flatMap((n) => (n.name === 'card' ? [n] : cards(n)));
const child = (node: StructureNode, name: string) => node.substructure?.find((n) => n.name === name);

describe.each(databaseTargets())('page structures on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const ok = async (path: string, tenant = 'demo') => {
    const res = await t.api(path, { tenant });
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
    return v.parse(StructureNodeSchema, await res.json());
  };
  const missing = async (path: string, tenant = 'demo') => {
    const res = await t.api(path, { tenant });
    expect(res.status, path).toBe(404);
    expect(v.parse(ProblemSchema, await res.json()).code).toBe('STRUCTURE_NOT_FOUND');
  };

  it('unknown keys and wrong key shapes are 404 STRUCTURE_NOT_FOUND', async () => {
    await missing('/structure/music-album/fragment/abc');
    await missing('/structure/music-album/fragment/999999');
    await missing('/structure/music-genre/fragment/no-such-genre');
    await missing('/structure/video-ex-details/fragment/openstage');
    await missing('/structure/info/fragment/nothing');
    await missing('/structure/main/fragment/nothing');
    await missing('/structure/music-album');
    await missing('/structure/music-albums/fragment/x');
  });

  it('an item of another kind is not found through a page of this kind', async () => {
    const albums = await ok('/structure/music-albums');
    const albumId = cards(albums)[0]?.data?.customProperties?.id;
    await missing(`/structure/games-details/fragment/${albumId}`);
  });

  it('a details page carries the item, its description and a related list, titled in the language', async () => {
    const albums = await ok('/structure/music-albums?lang=de');
    expect(albums.data?.title).toBe('Alben');
    const url = cards(albums).find((c) => c.data?.customProperties?.slug === 'midnight-signals')?.data
      ?.clickUrl;
    expect(url).toMatch(/^\/music\/albums\/nora-vale\/\d+$/);
    const album = await ok(`/structure/music-album/fragment/${url?.split('/').at(-1)}?lang=de`);
    expect(album.data?.title).toBe('Mitternachtssignale');
    expect(child(album, 'detail')?.data?.customProperties).toMatchObject({ kind: 'album', ageRating: 0 });
    const tracks = child(album, 'track-list')?.substructure ?? [];
    expect(tracks.map((c) => c.data?.title)).toEqual(['Static Bloom', 'Afterglow Radio', 'Night Bus']);
    // Commerce §2: /music/albums/{artist}/{id}/{albumSlug}/{trackId} shows the album with the track highlighted.
    const trackId = tracks[1]?.data?.customProperties?.id;
    const viaTrack = await ok(`/structure/music-album/fragment/${trackId}`);
    expect(child(viaTrack, 'detail')?.data?.customProperties?.highlightTrackId).toBe(trackId);
    // The track list names it too: the portal marks that row and readies its play button.
    expect(child(viaTrack, 'track-list')?.data?.customProperties?.highlightId).toBe(trackId);
    expect(child(album, 'track-list')?.data?.customProperties?.highlightId).toBeUndefined();
  });

  it('a grid page pages after lastId; audiobook chapters load 10 at a time', async () => {
    const first = await ok('/structure/music-tracks');
    const grid = child(first, 'grid');
    expect(grid?.substructure).toHaveLength(24);
    expect(grid?.data?.customProperties).toMatchObject({ hasMore: true });
    const lastId = grid?.data?.customProperties?.lastId;
    const next = child(await ok(`/structure/music-tracks?lastId=${lastId}`), 'grid');
    const ids = (n?: StructureNode) => (n?.substructure ?? []).map((c) => c.data?.customProperties?.id);
    expect(ids(next).filter((id) => ids(grid).includes(id))).toEqual([]);
    const books = await ok('/structure/audiobook-list', 'acme');
    const phare = cards(books).find((c) => c.data?.customProperties?.slug === 'le-gardien-du-phare');
    const book = await ok(
      `/structure/audiobook-details/fragment/${phare?.data?.customProperties?.id}`,
      'acme',
    );
    const chapters = child(book, 'track-list');
    expect(chapters?.substructure).toHaveLength(10);
    const rest = await ok(
      `/structure/audiobook-details/fragment/${phare?.data?.customProperties?.id}?lastId=${chapters?.data?.customProperties?.lastId}`,
      'acme',
    );
    expect(child(rest, 'track-list')?.substructure?.map((c) => c.data?.customProperties?.position)).toEqual([
      11, 12,
    ]);
  });

  it('the rating window applies to details pages too (acme stops at 30)', async () => {
    const books = await ok('/structure/audiobook-list?maxRating=40', 'acme');
    const adult = cards(books).find((c) => c.data?.customProperties?.ageRating === 40);
    await missing(`/structure/audiobook-details/fragment/${adult?.data?.customProperties?.id}`, 'acme');
    await ok(
      `/structure/audiobook-details/fragment/${adult?.data?.customProperties?.id}?maxRating=40`,
      'acme',
    );
  });

  it('/mp/{x}: a category, else the product whose slug is x', async () => {
    expect(child(await ok('/structure/mp/fragment/headphones'), 'grid')?.substructure?.length).toBe(2);
    expect(child(await ok('/structure/mp/fragment/pocket-buds'), 'detail')?.data?.title).toBe('Pocket Buds');
    await missing('/structure/mp/fragment/12');
  });

  it('/articles/{x}: digits are an article, anything else a category; subcategories likewise', async () => {
    const city = await ok('/structure/articles/fragment/city', 'acme');
    expect(city.data?.title).toBe('Vie urbaine');
    const article = cards(city).find((c) => c.data?.customProperties?.kind === 'article');
    const id = article?.data?.customProperties?.id;
    expect(
      child(await ok(`/structure/articles/fragment/${id}`, 'acme'), 'detail')?.data?.customProperties?.id,
    ).toBe(id);
    expect((await ok('/structure/articles-sub/fragment/city~transport', 'acme')).data?.title).toBe(
      'Transports',
    );
    await missing('/structure/articles-sub/fragment/food~transport', 'acme');
  });

  it('/{name} is /main/{name}: the stored main page answered as a fragment of main', async () => {
    const music = await ok('/structure/main/fragment/music?lang=ar');
    expect(music.data?.title).toBe('موسيقى');
    expect(music.data?.customProperties).toMatchObject({ structure: 'main-music', base: 'main' });
  });

  it('account pages answer a title and an intro, never made-up data', async () => {
    const favorites = await ok('/structure/favorites?lang=fr');
    expect(favorites.data?.title).toBe('Favoris');
    expect(favorites.substructure?.map((n) => n.name)).toEqual(['text']);
  });

  it('text pages answer their body as plain paragraphs', async () => {
    const terms = await ok('/structure/info/fragment/terms?lang=es');
    const text = child(terms, 'text');
    expect(text?.data?.title).toBe('Condiciones de uso');
    expect(String(text?.data?.customProperties?.body)).toContain('\n\n');
  });
});

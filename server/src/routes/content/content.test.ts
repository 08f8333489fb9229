import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoryArtworkSchema } from '../../../../contract/content.ts';
import { ProblemSchema } from '../../../../contract/problem.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertItems } from '../structure/catalogue-fixtures.ts';

describe.each(databaseTargets())('GET /content/category/artwork on %s', (target) => {
  let t: TestApp;
  let genreId = 0;
  let albumId = 0;
  let acmeGenreId = 0;
  beforeAll(async () => {
    t = await startTestApp(target);
    [genreId = 0, albumId = 0] = await insertItems(t, 'demo', [
      {
        kind: 'game-genre',
        slug: 'fx-genre',
        titles: { en: 'Fixture genre', ar: 'نوع تجريبي' },
        props: {
          additionalArtworks: [{ artworkClass: 'BANNER', width: 1600, height: 600, variant: 'banner' }],
        },
      },
      { kind: 'album', slug: 'fx-not-a-category' },
    ]);
    [acmeGenreId = 0] = await insertItems(t, 'acme', [{ kind: 'music-genre', slug: 'fx-acme-genre' }]);
  });
  afterAll(() => t.dispose());

  const problem = async (query: string, status: number, tenant = 'demo') => {
    const res = await t.api(`/content/category/artwork?${query}`, { tenant });
    expect(res.status, query).toBe(status);
    return v.parse(ProblemSchema, await res.json());
  };

  it("answers a category's cover and its artworks, titled in the asked language", async () => {
    const res = await t.api(`/content/category/artwork?categoryId=${genreId}&lang=ar`);
    expect(res.status).toBe(200);
    const artwork = v.parse(CategoryArtworkSchema, await res.json());
    expect(artwork).toEqual({
      categoryId: genreId,
      kind: 'game-genre',
      title: 'نوع تجريبي',
      imageUrl: `http://localhost/media/artwork/${genreId}.svg`,
      artworks: [
        {
          artworkClass: 'BANNER',
          width: 1600,
          height: 600,
          url: `http://localhost/media/artwork/${genreId}/banner.svg`,
        },
      ],
    });
  });

  it("an unknown id, an item that is no category and another tenant's category are 404", async () => {
    expect((await problem('categoryId=999999999', 404)).code).toBe('CATEGORY_NOT_FOUND');
    await problem(`categoryId=${albumId}`, 404);
    await problem(`categoryId=${acmeGenreId}`, 404);
    expect(
      (await t.api(`/content/category/artwork?categoryId=${acmeGenreId}`, { tenant: 'acme' })).status,
    ).toBe(200);
  });

  it('a missing, non-numeric or unknown parameter is a 400 naming it', async () => {
    expect((await problem('', 400)).errors?.map((e) => e.path)).toContain('query.categoryId');
    expect((await problem('categoryId=abc', 400)).errors?.map((e) => e.path)).toContain('query.categoryId');
    expect((await problem(`categoryId=${'1'.repeat(30)}`, 400)).code).toBe('VALIDATION_FAILED');
    expect((await problem(`categoryId=${genreId}&x=1`, 400)).errors?.map((e) => e.path)).toContain('query.x');
  });
});

import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MAX_QUERY, type SearchResult, SearchResultSchema } from '../../../../contract/search.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { idOf, insertItem, okJson, signedInUser, uniqueWord } from '../library/library-testing.ts';
import { expectProblem } from '../session/session-testing.ts';

const en = (text: string) => ({ en: text });
const ids = (result: SearchResult, kind?: string) =>
  result.groups.filter((g) => !kind || g.kind === kind).flatMap((g) => g.items.map(idOf));

describe.each(databaseTargets())('search (GET /search) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const search = async (query: string, tenant = 'demo'): Promise<SearchResult> =>
    v.parse(SearchResultSchema, await okJson(await t.api(`/search?${query}`, { tenant })));
  const q = (text: string, extra = '') => search(`q=${encodeURIComponent(text)}${extra}`);

  it('ranks a whole title, then a title start, a word start, a part of a word, then a subtitle only', async () => {
    const w = uniqueWord();
    const item = (title: string, subtitle?: string) =>
      insertItem(t, 'demo', {
        kind: 'track',
        titles: en(title),
        ...(subtitle ? { subtitles: en(subtitle) } : {}),
      });
    const subtitleOnly = await item('Quiet Song', w);
    const inWord = await item(`Deep${w}ness`);
    const wordStart = await item(`Blue ${w} Lights`);
    const exact = await item(w.toUpperCase());
    const titleStart = await item(`${w} in the Rain`);
    const result = await q(w, '&kinds=track');
    expect(ids(result)).toEqual([exact.id, titleStart.id, wordStart.id, inWord.id, subtitleOnly.id]);
    expect(result.groups.map((g) => [g.kind, g.total])).toEqual([['track', 5]]);
  });

  it('groups results by kind with counts, the kind of the best match first', async () => {
    const w = uniqueWord();
    const album = await insertItem(t, 'demo', { kind: 'album', titles: en(w) });
    for (const n of [1, 2, 3])
      await insertItem(t, 'demo', { kind: 'track', titles: en(`${w} track ${n}`), popularity: n });
    const video = await insertItem(t, 'demo', { kind: 'video', titles: en(`Making of ${w}`) });
    const result = await q(w);
    expect(result.groups.map((g) => [g.kind, g.total])).toEqual([
      ['album', 1],
      ['track', 3],
      ['video', 1],
    ]);
    expect(result.total).toBe(5);
    expect(ids(result, 'album')).toEqual([album.id]);
    expect(ids(result, 'video')).toEqual([video.id]);
    const card = result.groups[0]?.items[0];
    expect(card?.name).toBe('card');
    expect(card?.data?.imageUrl).toBe(`http://localhost/media/artwork/${album.id}.svg`);
    expect(card?.data?.clickUrl).toMatch(new RegExp(`^/music/albums/.+/${album.id}$`));
    expect(card?.data?.customProperties).toMatchObject({ id: album.id, kind: 'album', ageRating: 0 });
  });

  it('is case- and accent-insensitive both ways: "elodie" finds "Élodie", "stefan" finds "Ștefan"', async () => {
    const w = uniqueWord();
    const elodie = await insertItem(t, 'demo', { kind: 'artist', titles: en(`Élodie ${w}`) });
    const stefan = await insertItem(t, 'demo', { kind: 'artist', titles: en(`Ștefan Năstase ${w}`) });
    const plain = await insertItem(t, 'demo', { kind: 'artist', titles: en(`Francoise Muller ${w}`) });
    expect(ids(await q(`elodie ${w}`))).toEqual([elodie.id]);
    expect(ids(await q(`ÉLODIE ${w.toUpperCase()}`))).toEqual([elodie.id]);
    expect(ids(await q(`stefan nastase ${w}`))).toEqual([stefan.id]);
    // Ş (cedilla) and Ș (comma below) are the same letter to a Romanian reader.
    expect(ids(await q(`Ştefan ${w}`))).toEqual([stefan.id]);
    expect(ids(await q(`Françoise Müller ${w}`))).toEqual([plain.id]);
  });

  it('folds Arabic: hamza and alef forms, taa marbuta, alef maqsura, tashkeel and tatweel', async () => {
    const w = uniqueWord();
    const item = await insertItem(t, 'demo', {
      kind: 'audiobook',
      titles: { en: `Library ${w}`, ar: 'مَكْتَبَةُ الأَحْلامِ الزَّرْقــاءِ إِلى مُنْتَهى الطَّريق' },
    });
    const plain = await insertItem(t, 'demo', {
      kind: 'audiobook',
      titles: { en: `School ${w}`, ar: 'مدرسه امل' },
    });
    const arabic = async (text: string) => ids(await q(text, '&kinds=audiobook'));
    expect(await arabic('مكتبه الاحلام')).toContain(item.id);
    expect(await arabic('الزرقاء')).toContain(item.id);
    expect(await arabic('الي منتهي الطريق')).toContain(item.id);
    expect(await arabic('إلى مُنتهى')).toContain(item.id);
    expect(await arabic('مَدْرَسَةٌ أَمَل')).toContain(plain.id);
    expect(await arabic('مدرســة آمل')).toContain(plain.id);
    expect(await arabic(`مدرسة ${w}`)).toEqual([plain.id]);
  });

  it("searches every language's titles and subtitles; cards come in the asked language", async () => {
    const w = uniqueWord();
    const wfr = uniqueWord();
    const item = await insertItem(t, 'demo', {
      kind: 'podcast',
      titles: { en: `Paper ${w}`, fr: `Papier ${wfr}` },
      subtitles: { en: 'Nora Vale', ar: 'نورا فيل' },
    });
    const inEnglish = await q(wfr, '&lang=en');
    expect(inEnglish.groups[0]?.items[0]?.data).toMatchObject({ title: `Paper ${w}`, subTitle: 'Nora Vale' });
    const inFrench = await q(wfr, '&lang=fr');
    expect(inFrench.groups[0]?.items[0]?.data?.title).toBe(`Papier ${wfr}`);
    expect(ids(await q(`نورا ${w}`))).toEqual([item.id]);
  });

  it("is tenant-scoped: another tenant's items never match", async () => {
    const w = uniqueWord();
    const acme = await insertItem(t, 'acme', { kind: 'game', titles: en(`Rocket ${w}`) });
    expect((await q(w)).groups).toEqual([]);
    expect(ids(await search(`q=${w}`, 'acme'))).toEqual([acme.id]);
  });

  it('honours minRating/maxRating like the structure query; minRating above maxRating is 400', async () => {
    const w = uniqueWord();
    const rated = [];
    for (const ageRating of [0, 20, 40] as const)
      rated.push(await insertItem(t, 'demo', { kind: 'game', titles: en(`${w} ${ageRating}`), ageRating }));
    const ratings = async (extra: string) =>
      (await q(w, extra)).groups.flatMap((g) => g.items.map((n) => n.data?.customProperties?.ageRating));
    expect((await ratings('&maxRating=20')).sort()).toEqual([0, 20]);
    expect((await ratings('&minRating=20')).sort()).toEqual([20, 40]);
    expect((await ratings('&minRating=10&maxRating=30')).sort()).toEqual([20]);
    // acme's tenant ceiling (30) applies when the query names none.
    const acmeW = uniqueWord();
    await insertItem(t, 'acme', { kind: 'game', titles: en(acmeW), ageRating: 40 });
    expect((await search(`q=${acmeW}`, 'acme')).groups).toEqual([]);
    await expectProblem(await t.api(`/search?q=${w}&minRating=30&maxRating=20`), 400, 'VALIDATION_FAILED');
  });

  it('kinds narrows the search; limit and offset page inside a kind and the total stays whole', async () => {
    const w = uniqueWord();
    const tracks = [];
    for (const n of [5, 4, 3, 2, 1])
      tracks.push(await insertItem(t, 'demo', { kind: 'track', titles: en(`${w} ${n}`), popularity: n }));
    await insertItem(t, 'demo', { kind: 'album', titles: en(w) });
    const page = await q(w, '&kinds=track&limit=2&offset=2');
    expect(page.groups).toHaveLength(1);
    expect(page.groups[0]).toMatchObject({ kind: 'track', total: 5, offset: 2 });
    expect(ids(page)).toEqual([tracks[2]?.id, tracks[3]?.id]);
    const beyond = await q(w, '&kinds=track&offset=10');
    expect(beyond.groups).toEqual([{ kind: 'track', total: 5, offset: 10, items: [] }]);
    expect((await q(w, '&kinds=album,track')).groups.map((g) => g.kind)).toEqual(['album', 'track']);
  });

  it('absurd paging and unknown kinds are 400 problems', async () => {
    for (const extra of [
      'limit=0',
      'limit=51',
      'limit=-1',
      'limit=abc',
      'offset=-1',
      'offset=1001',
      'offset=1e3',
    ]) {
      await expectProblem(await t.api(`/search?q=rain&${extra}`), 400, 'VALIDATION_FAILED');
    }
    await expectProblem(await t.api('/search?q=rain&kinds=track,bogus'), 400, 'VALIDATION_FAILED');
    await expectProblem(await t.api('/search?q=rain&kinds='), 400, 'VALIDATION_FAILED');
    await expectProblem(await t.api('/search?q=rain&sort=asc'), 400, 'VALIDATION_FAILED');
  });

  it('a missing q is 400; a blank q or one without letters or digits answers no groups', async () => {
    await expectProblem(await t.api('/search'), 400, 'VALIDATION_FAILED');
    for (const text of ['', '   ', '%', '_', '%%__', "'", '\\', '<>', '…!?؟']) {
      expect(await q(text)).toEqual({ query: text, total: 0, groups: [] });
    }
  });

  it('a 1,000-character query is clipped to the limit and answered, never an error', async () => {
    const w = uniqueWord();
    const item = await insertItem(t, 'demo', { kind: 'track', titles: en(w) });
    const long = `${w} ${'a'.repeat(1000)}`;
    const result = await q(long);
    expect(Array.from(result.query)).toHaveLength(SEARCH_MAX_QUERY);
    const emoji = await q('🎵'.repeat(1000));
    expect(Array.from(emoji.query)).toHaveLength(SEARCH_MAX_QUERY);
    // Clipping keeps the start: the words typed first still find their item.
    expect(ids(await q(`${w}${' '.repeat(1000)}`))).toEqual([item.id]);
  });

  it('SQL and HTML metacharacters are plain text, never wildcards or code', async () => {
    const w = uniqueWord();
    const item = await insertItem(t, 'demo', { kind: 'track', titles: en(`100% ${w} <b>bold</b>`) });
    expect(ids(await q(`100% ${w}`))).toEqual([item.id]);
    expect(ids(await q(`<script>alert(1)</script> ${w}`))).toEqual([]);
    expect(ids(await q(`<b>${w}`))).toEqual([item.id]);
    for (const text of [`${w}' or '1'='1`, `${w}'; drop table likes; --`, `${w}\\`, `${w}%`, `${w}_`]) {
      const res = await t.api(`/search?q=${encodeURIComponent(text)}`);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const result = v.parse(SearchResultSchema, await okJson(res));
      expect(result.query).toBe(text);
    }
    // The table the injection named is still there.
    const { token } = await signedInUser(t);
    expect(await okJson(await t.api('/like', { token }))).toEqual({ ids: [], counts: [] });
  });

  it('follows the catalogue: a renamed item is found by its new title only, a deleted one is gone', async () => {
    const [before, after] = [uniqueWord(), uniqueWord()];
    const item = await insertItem(t, 'demo', { kind: 'album', titles: en(before) });
    expect(ids(await q(before))).toEqual([item.id]);
    await t.database.db
      .update(catalogueItems)
      .set({ titles: en(after) })
      .where(eq(catalogueItems.id, item.id));
    expect(ids(await q(before))).toEqual([]);
    expect(ids(await q(after))).toEqual([item.id]);
    await t.database.db.delete(catalogueItems).where(eq(catalogueItems.id, item.id));
    expect(ids(await q(after))).toEqual([]);
  });

  it('a misspelling finds the title when nothing contains the words (similar-spelling fallback)', async () => {
    const w = uniqueWord();
    const item = await insertItem(t, 'demo', { kind: 'series', titles: en(`Marmalade ${w}`) });
    expect(ids(await q(`marmelade ${w}`))).toContain(item.id);
  });
});

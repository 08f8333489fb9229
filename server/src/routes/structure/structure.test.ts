import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemSchema } from '../../../../contract/problem.ts';
import { type StructureNode, StructureNodeSchema } from '../../../../contract/structure.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';

const cardsOf = (node: StructureNode): StructureNode[] =>
  (node.substructure ?? []).flatMap((child) => (child.name === 'card' ? [child] : cardsOf(child)));
const itemIds = (node: StructureNode): number[] =>
  [...cardsOf(node), ...(node.substructure ?? []).filter((n) => n.name === 'hero')].map(
    (n) => n.data?.customProperties?.id as number,
  );
const ratings = (node: StructureNode) =>
  cardsOf(node).map((c) => c.data?.customProperties?.ageRating as number);

describe.each(databaseTargets())('structure composition on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const structure = async (path: string, tenant = 'demo') => {
    const res = await t.api(path, { tenant });
    expect(res.status, await res.clone().text()).toBe(200);
    return v.parse(StructureNodeSchema, await res.json());
  };
  const problem = async (path: string, status: number, tenant = 'demo') => {
    const res = await t.api(path, { tenant });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    return v.parse(ProblemSchema, await res.json());
  };

  it('home is a page with a hero and at least three rails of complete cards', async () => {
    const home = await structure('/structure/home');
    expect(home.name).toBe('page');
    expect(home.data?.title).toBe('Home');
    expect(home.substructure?.[0]?.name).toBe('hero');
    const rails = (home.substructure ?? []).filter((n) => n.name === 'rail');
    expect(rails.length).toBeGreaterThanOrEqual(3);
    for (const rail of rails) {
      expect(rail.data?.title).toBeTruthy();
      expect(rail.substructure?.length).toBeGreaterThanOrEqual(8);
      for (const card of rail.substructure ?? []) {
        expect(card.name).toBe('card');
        expect(card.data?.title).toBeTruthy();
        expect(card.data?.subTitle).toBeTruthy();
        expect(card.data?.imageUrl).toMatch(/^http:\/\/localhost\/media\/artwork\/\d+\.svg$/);
        expect(card.data?.clickUrl).toMatch(/^\/[a-z]/);
      }
    }
  });

  it('lang=ar gives Arabic titles; a language without a text falls back to English', async () => {
    const home = await structure('/structure/home?lang=ar');
    expect(home.data?.title).toBe('الرئيسية');
    const titles = cardsOf(home).map((c) => c.data?.title ?? '');
    expect(titles).toContain('إشارات منتصف الليل');
    expect(titles.filter((title) => /[\u0600-\u06ff]/.test(title)).length).toBe(titles.length);
    const subtitles = cardsOf(home).map((c) => c.data?.subTitle);
    expect(subtitles).toContain('The Lanterns');
  });

  it('without lang the tenant default locale is used (acme is French)', async () => {
    const home = await structure('/structure/home', 'acme');
    expect(home.data?.title).toBe('Accueil');
    expect(cardsOf(home).map((c) => c.data?.title)).toContain('Rue des Lilas');
  });

  it('maxRating keeps only items rated at or below it, minRating only those at or above', async () => {
    const all = ratings(await structure('/structure/home'));
    expect(Math.max(...all)).toBe(40);
    const kids = ratings(await structure('/structure/home?maxRating=0'));
    expect(kids.length).toBeGreaterThan(0);
    expect(kids.every((r) => r === 0)).toBe(true);
    const teen = ratings(await structure('/structure/home?minRating=10&maxRating=20'));
    expect(teen.every((r) => r >= 10 && r <= 20)).toBe(true);
    expect(new Set(teen)).toEqual(new Set([10, 20]));
  });

  it("the tenant's own ceiling applies when the query gives none (acme stops at 30)", async () => {
    expect(Math.max(...ratings(await structure('/structure/home', 'acme')))).toBe(30);
    expect(Math.max(...ratings(await structure('/structure/home?maxRating=40', 'acme')))).toBe(40);
  });

  it('minRating=abc is a 400 validation problem naming the field', async () => {
    const p = await problem('/structure/home?minRating=abc', 400);
    expect(p.code).toBe('VALIDATION_FAILED');
    expect(p.errors?.map((e) => e.path)).toContain('query.minRating');
  });

  it('an unknown query key is a 400 (the structure query is a strict object)', async () => {
    const p = await problem('/structure/home?colour=red', 400);
    expect(p.errors?.map((e) => e.path)).toContain('query.colour');
  });

  it('an unknown language and minRating above maxRating are 400', async () => {
    await problem('/structure/home?lang=xx', 400);
    await problem('/structure/home?minRating=30&maxRating=10', 400);
  });

  it('an unknown structure or fragment is a 404 problem STRUCTURE_NOT_FOUND', async () => {
    expect((await problem('/structure/nothing-here', 404)).code).toBe('STRUCTURE_NOT_FOUND');
    expect((await problem('/structure/home/fragment/nothing-here', 404)).code).toBe('STRUCTURE_NOT_FOUND');
  });

  it('a fragment answers one rail and pages after lastId without repeating items', async () => {
    const rail = await structure('/structure/home/fragment/new-albums');
    expect(rail.name).toBe('rail');
    const ids = itemIds(rail);
    expect(ids.length).toBe(12);
    const rest = await structure(`/structure/home/fragment/new-albums?lastId=${ids[4]}`);
    expect(itemIds(rest).slice(0, 7)).toEqual(ids.slice(5));
  });

  it("tenant isolation: no tenant's structure ever contains another tenant's items", async () => {
    const demoIds = new Set(itemIds(await structure('/structure/home?maxRating=40')));
    const acmeIds = new Set(itemIds(await structure('/structure/home?maxRating=40', 'acme')));
    expect(demoIds.size).toBeGreaterThan(30);
    expect(acmeIds.size).toBeGreaterThan(25);
    expect([...acmeIds].filter((id) => demoIds.has(id))).toEqual([]);
    // A demo cursor cannot reach into acme's rails either.
    const [demoId] = [...demoIds];
    const paged = await structure(`/structure/home/fragment/nouveautes?lastId=${demoId}`, 'acme');
    expect(itemIds(paged)).toEqual([]);
    // Structures are per tenant too: demo's music page does not exist for acme.
    await structure('/structure/main-music');
    await problem('/structure/main-music', 404, 'acme');
  });
});

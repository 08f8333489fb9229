import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { likes } from '../../db/schema/library.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { ACME_CLIENT, tokenOf } from '../player/player-testing.ts';

/**
 * Commerce §3 enabledFeatures, issue 22: a switched-off family disappears from the tenant's other pages too.
 * Acme's catalogue holds podcasts (and their episodes) while its configuration switches podcasts off: no rail,
 * card, story, search result or details link of acme shows one; demo, with podcasts on, still does.
 */
const PODCAST_KINDS = new Set(['podcast', 'episode']);

/** Every item kind and click URL anywhere in an answer. */
function shown(node: unknown, out = { kinds: new Set<string>(), urls: [] as string[] }) {
  if (Array.isArray(node)) for (const child of node) shown(child, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'kind' && typeof value === 'string') out.kinds.add(value);
      else if ((key === 'clickUrl' || key === 'moreUrl') && typeof value === 'string') out.urls.push(value);
      else shown(value, out);
    }
  }
  return out;
}

const podcastsIn = (answer: unknown) => {
  const { kinds, urls } = shown(answer);
  return {
    kinds: [...kinds].filter((kind) => PODCAST_KINDS.has(kind)),
    urls: urls.filter((url) => /^\/(?:[a-z]{2}\/)?podcast(?:\/|$)/.test(url)),
  };
};

describe.each(databaseTargets())('a switched-off family shows nowhere (%s)', (target) => {
  let t: TestApp;
  const json = async (path: string, tenant: string) => {
    const res = await t.api(path, { tenant });
    expect(res.status, `${tenant} ${path}`).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  it('acme holds podcasts in its catalogue, and demo shows its own on the home page', async () => {
    const demoHome = podcastsIn(await json('/structure/home', 'demo'));
    expect(demoHome.kinds).toContain('podcast');
    expect(demoHome.urls.length).toBeGreaterThan(0);
    const found = await json('/search?q=Daily%20Byte', 'demo');
    expect(found.groups.map((g: { kind: string }) => g.kind)).toContain('podcast');
  });

  it("acme's home, music page, search page and rail fragment show no podcast rail, card or link", async () => {
    for (const path of [
      '/structure/home',
      '/structure/main/fragment/musique',
      '/structure/search',
      '/structure/home?lang=ar',
    ])
      expect(podcastsIn(await json(path, 'acme')), path).toEqual({ kinds: [], urls: [] });
    // The seeded podcast rail of acme's home is an empty fragment, not a list of podcasts.
    const rail = await json('/structure/home/fragment/podcasts', 'acme');
    expect(rail.substructure).toEqual([]);
    const home = await json('/structure/home', 'acme');
    expect(JSON.stringify(home)).not.toContain('"fragmentId":"podcasts"');
  });

  it("acme's search finds no podcast or episode, even by its exact title or asked by kind", async () => {
    for (const q of ['Voix de Lyon', 'Café polar', 'Histoires de quartier']) {
      const all = await json(`/search?q=${encodeURIComponent(q)}`, 'acme');
      expect(podcastsIn(all), q).toEqual({ kinds: [], urls: [] });
      const asked = await json(`/search?q=${encodeURIComponent(q)}&kinds=podcast,episode`, 'acme');
      expect(asked).toEqual({ query: expect.any(String), total: 0, groups: [] });
    }
    // Acme's other families are still found.
    const series = await json('/search?q=Boulangerie', 'acme');
    expect(series.groups.map((g: { kind: string }) => g.kind)).toContain('series');
  });

  it("a related or details link to an acme podcast answers 404 from another family's page", async () => {
    const [podcast] = await t.database.db
      .select({ id: catalogueItems.id })
      .from(catalogueItems)
      .where(and(eq(catalogueItems.tenantName, 'acme'), eq(catalogueItems.kind, 'podcast')))
      .orderBy(asc(catalogueItems.id))
      .limit(1);
    expect(podcast).toBeDefined();
    const res = await t.api(`/structure/get-article-details/fragment/${podcast?.id}`, { tenant: 'acme' });
    expect(res.status).toBe(404);
  });

  it("a podcast the acme user liked before the switch is left out of the user's library lists", async () => {
    const { token, id: userId } = await tokenOf(t, ACME_CLIENT, 'acme');
    const shows = await t.database.db
      .select({ id: catalogueItems.id, kind: catalogueItems.kind })
      .from(catalogueItems)
      .where(eq(catalogueItems.tenantName, 'acme'));
    const podcast = shows.find((row) => row.kind === 'podcast');
    const series = shows.find((row) => row.kind === 'series');
    for (const item of [podcast, series])
      await t.database.db.insert(likes).values({ tenantName: 'acme', userId, itemId: item?.id ?? 0 });
    const liked = async (type: string) => {
      const res = await t.api(`/like/${type}`, { tenant: 'acme', token });
      expect(res.status, type).toBe(200);
      return (await res.json()) as { items: { data: { customProperties: { id: number } } }[]; total: number };
    };
    expect(await liked('podcast-collections')).toMatchObject({ items: [], total: 0 });
    const kept = await liked('video-collections');
    expect(kept.items.map((item) => item.data.customProperties.id)).toEqual([series?.id]);
  });
});

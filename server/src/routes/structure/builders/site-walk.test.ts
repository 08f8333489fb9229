import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyOff, familyOfPage } from '../../../../../contract/feature-families.ts';
import { PAGES } from '../../../../../contract/pages.ts';
import { type StructureNode, StructureNodeSchema } from '../../../../../contract/structure.ts';
import { matchPage } from '../../../testing/page-match.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { PAGE_RESOLVERS, STORED_BASES } from './page-resolvers.ts';

const links = (node: StructureNode): string[] => [
  ...(node.data?.clickUrl ? [node.data.clickUrl] : []),
  ...(node.substructure ?? []).flatMap(links),
];

/** A walk asks for a few hundred pages in turn: about 20 s alone, longer beside the other test files on 2 cores. */
const WALK_TIMEOUT_MS = 120_000;

/** Pages no card links to (flows the portal opens itself); each is checked with a real key below. */
const UNLINKED = [
  'music-albums-category',
  'articles-premium-category',
  'apps-consent',
  'apps-manage-details',
  'video-stream',
  'video-ex-stream',
  'games-list-named',
  'games-list-named-id',
  'video-ex-category',
  'articles-premium-sub',
  'article-premium',
];

describe('every PAGES base has a composer', () => {
  it('each base is a catalogue page or a stored structure', () => {
    const missing = PAGES.map((p) => p.base).filter(
      (base) => !PAGE_RESOLVERS[base] && !(STORED_BASES as readonly string[]).includes(base),
    );
    expect(missing).toEqual([]);
  });
});

describe.each(databaseTargets())('site walk on %s', (target) => {
  let t: TestApp;
  const reached = new Set<string>();
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  /** Follows every link from home, the main pages and every unkeyed page; each must route and answer 200. */
  async function walk(tenant: string, lang: string) {
    const config = await (await t.api('/structure/configuration', { tenant })).json();
    // Pages of a family the configuration switches off (acme: podcasts) answer 404 by design: not walked from.
    const flags: Record<string, boolean> = config.data.customProperties.enabledFeatures.flags;
    const unkeyed = PAGES.filter((p) => !p.key && p.base !== 'home');
    const on = unkeyed.filter((p) => {
      const family = familyOfPage(p);
      return !family || !familyOff(family, {}, flags);
    });
    const start = ['/', ...on.map((p) => p.paths[0] ?? '/')];
    // Main pages, and the text pages the footer links and route rules point at.
    const extra =
      tenant === 'demo'
        ? ['/music', '/main/video', '/games', '/shop', '/news', '/marketing/summer', '/services/help']
        : ['/musique', '/marketing/rentree', '/services/aide'];
    // Links to other sites (the disclaimer's) are not the portal's pages.
    const footer = (config.data.customProperties.footerLinks as { url: string }[])
      .map((l) => l.url)
      .filter((url) => url.startsWith('/'));
    const seen = new Map<string, string>();
    const queue = [...start, ...extra, ...footer];
    const failures: string[] = [];
    while (queue.length > 0) {
      const url = queue.shift() as string;
      if (seen.has(url)) continue;
      const match = matchPage(url);
      if (!match) {
        failures.push(`${url}: no PAGES route`);
        seen.set(url, '');
        continue;
      }
      seen.set(url, match.def.base);
      const sep = match.structurePath.includes('?') ? '&' : '?';
      const res = await t.api(`${match.structurePath}${sep}lang=${lang}`, { tenant });
      if (res.status !== 200) {
        failures.push(`${url} → ${match.structurePath}: ${res.status}`);
        continue;
      }
      const node = v.parse(StructureNodeSchema, await res.json());
      if (node.name !== 'page' || !node.data?.title) failures.push(`${url}: not a titled page`);
      if (!node.data?.subTitle && !node.data?.customProperties?.description)
        failures.push(`${url}: no description`);
      for (const link of links(node)) if (!seen.has(link)) queue.push(link);
    }
    return { failures, bases: new Set(seen.values()), count: seen.size };
  }

  it(
    'every link of demo (home, main and listing pages, recursively) resolves to a page answering 200',
    async () => {
      const { failures, bases, count } = await walk('demo', 'en');
      expect(failures).toEqual([]);
      expect(count).toBeGreaterThan(150);
      for (const base of bases) reached.add(base);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'every link of acme resolves too, in Arabic',
    async () => {
      const { failures, bases, count } = await walk('acme', 'ar');
      expect(failures).toEqual([]);
      expect(count).toBeGreaterThan(100);
      for (const base of bases) reached.add(base);
    },
    WALK_TIMEOUT_MS,
  );

  it('together the two tenants link to every page of PAGES', () => {
    const unreached = PAGES.map((p) => p.base).filter((b) => !reached.has(b) && !UNLINKED.includes(b));
    expect(unreached).toEqual([]);
  });

  it('pages no card links to answer with a real key', async () => {
    const ok = async (path: string, tenant = 'demo') => {
      const res = await t.api(path, { tenant });
      expect(res.status, `${path} ${await res.clone().text()}`).toBe(200);
      return v.parse(StructureNodeSchema, await res.json());
    };
    const grid = await ok('/structure/apps-view-all');
    const appId = grid.substructure?.[0]?.substructure?.[0]?.data?.customProperties?.id;
    await ok(`/structure/apps-consent/fragment/${appId}`);
    await ok(`/structure/apps-manage-details/fragment/${appId}`);
    const videos = await ok('/structure/video-list/fragment/popular');
    const ex = links(videos).find((l) => l.startsWith('/video/openstage/'));
    const exId = ex?.split('/').at(-1);
    await ok(`/structure/video-ex-stream/fragment/openstage~${exId}`);
    await ok(`/structure/video-stream/fragment/${exId}`);
    await ok('/structure/games-list-named/fragment/new');
    await ok('/structure/music-albums-category/fragment/pop');
    await ok('/structure/articles-premium-category/fragment/food', 'acme');
    const games = await ok('/structure/games-list');
    const genreId = games.substructure?.[0]?.substructure?.[0]?.data?.customProperties?.id;
    await ok(`/structure/games-list-named-id/fragment/${genreId}`);
    const premium = await ok('/structure/articles-premium', 'acme');
    const article = premium.substructure?.[0]?.substructure?.[0]?.data?.customProperties?.id;
    await ok(`/structure/article-premium/fragment/${article}`, 'acme');
    await ok(`/structure/articles-premium-sub/fragment/food~${article}`, 'acme');
    const main = await ok('/structure/main/fragment/video');
    const documentary = links(main).find((l) => l.startsWith('/video/category/documentary/'));
    await ok(`/structure/video-ex-category/fragment/openstage~${documentary?.split('/').at(-1)}`);
  });
});

import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StructureNode, StructureNodeSchema } from '../../contract/structure.ts';
import type { CatalogueKind } from '../src/db/schema/catalogue.ts';
import { matchPage } from '../src/testing/page-match.ts';
import { databaseTargets, startTestApp, type TestApp } from '../src/testing/test-app.ts';
import { DEMO_HOME } from './demo-home.ts';

/** Every content family a visitor of demo can browse (issue 5). */
// biome-ignore format: grouped by family
const FAMILIES: CatalogueKind[] = [
  'album', 'playlist', 'artist', 'video', 'series', 'podcast', 'audiobook', 'game', 'arcade',
  'article', 'app', 'product', 'mp-category', 'partner', 'info-service', 'voucher', 'voucher-book',
  'tournament',
];

/** Kinds of the cards of a page and of the items its details headers link to. */
function kindsOf(node: StructureNode, into = new Set<string>()): Set<string> {
  const props = node.data?.customProperties;
  if (node.name === 'card' && typeof props?.kind === 'string') into.add(props.kind);
  for (const link of (props?.links as { kind?: string }[] | undefined) ?? [])
    if (link.kind) into.add(link.kind);
  for (const child of node.substructure ?? []) kindsOf(child, into);
  return into;
}

describe.each(databaseTargets())('demo home on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const page = async (url: string) => {
    const match = matchPage(url);
    expect(match, url).toBeTruthy();
    const res = await t.api(match?.structurePath ?? url);
    expect(res.status, url).toBe(200);
    return v.parse(StructureNodeSchema, await res.json());
  };

  it('stays a home page: a hero, the stories, music first, at most 14 catalogue sections, every rail with a see-all', () => {
    const [first, stories, second] = DEMO_HOME.sections;
    expect(first?.kind).toBe('hero');
    // Commerce §2 stories: the rings under the hero (they list stories, not catalogue items).
    expect(stories?.kind).toBe('stories');
    expect(second?.itemKinds).toEqual(['album']);
    expect(DEMO_HOME.sections.filter((s) => s.kind !== 'stories').length).toBeLessThanOrEqual(14);
    for (const section of DEMO_HOME.sections.filter((s) => s.kind === 'rail'))
      expect(section.moreUrl, section.slug).toMatch(/^\/[a-z]/);
  });

  it("reaches every family: as cards on home, behind a rail's see-all, or linked from a card's page", async () => {
    const home = await page('/');
    const reached = kindsOf(home);
    const rails = (home.substructure ?? []).filter((node) => node.name === 'rail');
    for (const rail of rails) {
      kindsOf(await page(rail.data?.clickUrl ?? ''), reached);
      const [card] = rail.substructure ?? [];
      kindsOf(await page(card?.data?.clickUrl ?? ''), reached);
    }
    expect(FAMILIES.filter((kind) => !reached.has(kind))).toEqual([]);
  });
});
